// A booking's row locked for the rest of the caller's transaction (FOR NO KEY UPDATE): a payment, a cancellation or
// another change to the same booking at the same moment finishes first or waits (decision 003's order: the date's
// lock, if any, is taken before this).
import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings } from "#db/schema";

/** The booking's row, locked; undefined when there is none. */
export async function lockBookingRow(tx: Executor, id: string) {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for("no key update");
  return row;
}
