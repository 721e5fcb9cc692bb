// The references staff quote for a set of bookings (the register, its CSV, a date's waiting list).
import { inArray } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings } from "#db/schema";

/** Each booking's reference by its id. */
export async function bookingReferences(db: Executor, bookingIds: readonly string[]): Promise<Map<string, string>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({ id: bookings.id, reference: bookings.reference })
    .from(bookings)
    .where(inArray(bookings.id, [...bookingIds]));
  return new Map(rows.map((row) => [row.id, row.reference]));
}
