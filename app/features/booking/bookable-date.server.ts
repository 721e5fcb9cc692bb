// A bookable date: a course instance or an available date (SPEC §3, decision 012), as booking, payment and staff
// code see it, with the one definition of the seats it has taken (decision 003). Its row is locked before a seat
// is counted and taken, so a seat is never sold twice.
//
// `booked_seats` on both tables means the seats staff sold outside the website (offline). Here it is
// `offlineSeats`; seats taken are offlineSeats + confirmed bookings + unexpired holds; the staff forms show and edit
// the offline figure alone.
import { and, eq, gt, or, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, type AvailableDate, type CourseInstance } from "#db/schema";

export type BookableDate = {
  kind: "instance" | "available-date";
  id: string;
  courseId: string;
  startDate: string;
  location: string;
  status: string;
  maxSeats: number;
  offlineSeats: number;
  /** The instance's own price, if it has one. */
  price: number | null;
};

export const instanceAsBookable = (row: CourseInstance): BookableDate => ({
  kind: "instance",
  id: row.id,
  courseId: row.courseId,
  startDate: row.startDate,
  location: row.location,
  status: row.status,
  maxSeats: row.maxSeats,
  offlineSeats: row.bookedSeats,
  price: row.price,
});

export const availableDateAsBookable = (row: AvailableDate): BookableDate => ({
  kind: "available-date",
  id: row.id,
  courseId: row.courseId,
  startDate: row.date,
  location: row.location,
  status: row.status,
  maxSeats: row.maxSeats,
  offlineSeats: row.bookedSeats,
  price: null,
});

/** Locks the date's row for the rest of the transaction and returns it. */
export async function lockBookableDate(
  tx: Executor,
  ref: { instanceId?: string | null; availableDateId?: string | null },
): Promise<BookableDate | undefined> {
  if (ref.instanceId) {
    const [row] = await tx.select().from(courseInstances).where(eq(courseInstances.id, ref.instanceId)).for("update");
    return row && instanceAsBookable(row);
  }
  if (!ref.availableDateId) return undefined;
  const [row] = await tx.select().from(availableDates).where(eq(availableDates.id, ref.availableDateId)).for("update");
  return row && availableDateAsBookable(row);
}

/**
 * The one definition of a booking that takes a seat (decision 003): confirmed,
 * or pending with a hold that has not expired. An expired hold never counts,
 * whether or not anything has marked it expired yet.
 */
export const takesASeat = or(
  eq(bookings.status, "confirmed"),
  and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`)),
)!;

/** Seats taken on a date right now: offline, confirmed, and unexpired holds (decision 003). */
export async function countSeatsTaken(tx: Executor, date: BookableDate, excludeBookingId?: string): Promise<number> {
  const column = date.kind === "instance" ? bookings.instanceId : bookings.availableDateId;
  const [row] = await tx
    .select({ online: sql<number>`count(*)::int` })
    .from(bookings)
    .where(
      and(eq(column, date.id), takesASeat, excludeBookingId ? sql`${bookings.id} <> ${excludeBookingId}` : undefined),
    );
  return date.offlineSeats + (row?.online ?? 0);
}
