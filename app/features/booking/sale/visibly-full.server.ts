// The booking rush (issue 11): when a date is already full for everyone to
// see, a booking is refused from a plain read, without queueing for the date's
// row lock behind every other visitor. Only refusals take this path: a booking
// that may succeed is still decided by the count under the lock (decision 003),
// so a stale read can cost a wait, never a seat.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances } from "#db/schema";
import type { CreateBookingRequest } from "../schema";
import { seatsTakenSql } from "../bookable-date.server";

/** A date's seats as read without a lock, with the e-mail addresses (lower case) that hold one unpaid. */
export type SeatsSnapshot = {
  courseId: string;
  status: string;
  startDate: string;
  maxSeats: number;
  taken: number;
  holdEmails: string[];
  /** Until the earliest of those holds lapses, this stays true unless something is written. */
  validForMs: number;
};

/** The date a request names, as a key for the gate and the snapshot. */
export function dateKeyOf(input: CreateBookingRequest): string {
  return input.instanceId ? `instance:${input.instanceId}` : `available-date:${input.availableDateId}`;
}

/** Seats taken on the date right now (offline, confirmed, live holds), read without a lock; undefined if no such date. */
export async function readSeatsSnapshot(db: Executor, input: CreateBookingRequest): Promise<SeatsSnapshot | undefined> {
  const instance = Boolean(input.instanceId);
  const table = instance ? courseInstances : availableDates;
  const id = instance ? courseInstances.id : availableDates.id;
  const dateOf = instance ? bookings.instanceId : bookings.availableDateId;
  const liveHold = and(eq(dateOf, id), eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`));
  const [row] = await db
    .select({
      holdsLapseInMs: sql<
        number | null
      >`(select extract(epoch from min(${bookings.holdExpiresAt}) - now()) * 1000 from ${bookings} where ${liveHold})::float8`,
      courseId: table.courseId,
      status: table.status,
      startDate: instance ? courseInstances.startDate : availableDates.date,
      maxSeats: table.maxSeats,
      taken: seatsTakenSql(instance ? "instance" : "available-date"),
      holdEmails: sql<
        string[]
      >`(select coalesce(json_agg(lower(${bookings.userDetails}->>'email')), '[]'::json) from ${bookings} where ${liveHold})`,
    })
    .from(table)
    .where(eq(id, (input.instanceId ?? input.availableDateId)!));
  if (!row) return undefined;
  const { holdsLapseInMs, ...seats } = row;
  return { ...seats, validForMs: holdsLapseInMs ?? Infinity };
}

/**
 * True when the date is open to this course's bookings (active, not past), its seats taken already reach its
 * maximum, and the customer's own e-mail holds none of them (a new attempt replaces its own hold, decision 008, so
 * that seat is theirs to take again). Anything else, including a date that does not exist or is not this course's,
 * is left to the locked path, which gives the precise answer.
 */
export function isVisiblyFull(
  snapshot: SeatsSnapshot | undefined,
  input: CreateBookingRequest,
  today: string,
): boolean {
  return (
    !!snapshot &&
    snapshot.courseId === input.courseId &&
    snapshot.status === "active" &&
    snapshot.startDate >= today &&
    snapshot.taken >= snapshot.maxSeats &&
    !snapshot.holdEmails.includes(input.userDetails.email.toLowerCase())
  );
}
