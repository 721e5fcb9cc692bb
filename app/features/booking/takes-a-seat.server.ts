import { and, eq, gt, or, sql } from "drizzle-orm";
import { bookings } from "#db/schema";

/**
 * The one definition of a booking that takes a seat (decision 003): confirmed,
 * or pending with a hold that has not expired. An expired hold never counts,
 * whether or not anything has marked it expired yet.
 */
export const takesASeat = or(
  eq(bookings.status, "confirmed"),
  and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`)),
)!;
