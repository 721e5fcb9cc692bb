// Limits on unpaid seat holds (decision 008, issue 11): one client address
// holds at most MAX_HOLDS_PER_ADDRESS unpaid bookings and MAX_HELD_SEATS_PER_ADDRESS unpaid seats (issue 24) at once,
// and one e-mail address at most one booking per date, so nobody can keep dates "Fully Booked" for free.
import { and, eq, gt, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings } from "#db/schema";
import { HttpError } from "#app/shared/http-error";
import { expireHolds } from "../life-cycle/booking-lifecycle.server";
import type { BookableDate } from "../bookable-date.server";

// The classid of the two-key advisory locks taken per client address; the
// start-up lock (db/db.server.ts) uses the one-key form, a separate key space.
const HOLD_ADDRESS_LOCK_CLASS = 7_426_008;

/**
 * Serialises the bookings of one client address, across every server process, until the transaction ends. Taken
 * before the date's row lock (always in that order, so two transactions never wait for each other's second lock),
 * so a flood from one address queues here rather than while holding a date other visitors are booking.
 */
export async function lockHoldAddress(tx: Executor, address: string): Promise<void> {
  // hashtext folds the key to 32 bits: two addresses that collide only share a queue.
  await tx.execute(sql`select pg_advisory_xact_lock(${HOLD_ADDRESS_LOCK_CLASS}, hashtext(${address}))`);
}

/** A live hold made from this address, whichever its date. */
const liveHoldOf = (address: string) =>
  and(eq(bookings.holdAddress, address), eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`));

/** The 429 for an address at its cap; `retryAfterSeconds` is when its earliest hold lapses. */
export class HoldLimitError extends HttpError {
  readonly retryAfterSeconds: number;

  // HttpError's own check matches every HttpError (it works across module copies): this one must be narrower.
  static override [Symbol.hasInstance](value: unknown): boolean {
    return HttpError[Symbol.hasInstance](value) && "retryAfterSeconds" in (value as object);
  }

  constructor(holds: number, retryAfterSeconds: number, message = holdLimitMessage(holds, retryAfterSeconds)) {
    super(429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export function holdLimitMessage(holds: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `You already have ${holds} unpaid bookings in progress. Please finish paying for one of them, ` +
    `or wait ${minutes} ${minutes === 1 ? "minute" : "minutes"} for the oldest to lapse, then try again.`
  );
}

/** The caps on an address's live holds (decision 008): unpaid bookings, and unpaid seats (issue 24); 0 is no cap. */
export type HoldLimit = { address: string; max: number; maxSeats?: number };

/** A cap is on: the bookings' or the seats'. */
export const holdLimitOn = (limit: HoldLimit | undefined): limit is HoldLimit =>
  !!limit && (limit.max > 0 || (limit.maxSeats ?? 0) > 0);

/**
 * Refuses with HoldLimitError when `adding.holds` more unpaid bookings (two for a first-aid bundle, decision 026)
 * would take the address past `max`, or `adding.seats` more unpaid seats (a group holds several, issue 24) past
 * `maxSeats`. Call under lockHoldAddress.
 */
export async function checkHoldsOfAddress(
  tx: Executor,
  limit: HoldLimit,
  adding: { holds: number; seats: number },
): Promise<void> {
  const [row] = await tx
    .select({
      holds: sql<number>`count(*)::int`,
      seats: sql<number>`coalesce(sum(${bookings.seats}), 0)::int`,
      retryAfter: sql<number | null>`ceil(extract(epoch from min(${bookings.holdExpiresAt}) - now()))::int`,
    })
    .from(bookings)
    .where(liveHoldOf(limit.address));
  const holds = row?.holds ?? 0;
  const seats = row?.seats ?? 0;
  const retryAfter = Math.max(1, row?.retryAfter ?? 1);
  if (limit.max > 0 && holds + adding.holds > limit.max) throw new HoldLimitError(holds, retryAfter);
  const maxSeats = limit.maxSeats ?? 0;
  if (maxSeats > 0 && seats + adding.seats > maxSeats) {
    throw new HoldLimitError(holds, retryAfter, heldSeatsLimitMessage(seats, maxSeats, retryAfter));
  }
}

/** Why a group's hold is refused at the seats cap: how many are held, how many more fit, and when one lapses. */
export function heldSeatsLimitMessage(held: number, max: number, retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const left = Math.max(0, max - held);
  return (
    `You already hold ${held} unpaid ${held === 1 ? "seat" : "seats"} in progress, and at most ${max} may be held at ` +
    `once${left > 0 ? ` (${left} more now)` : ""}. Please finish paying for a booking, or wait ${minutes} ` +
    `${minutes === 1 ? "minute" : "minutes"} for the oldest to lapse, then try again.`
  );
}

/** Bookings of this date, compared with the date lookup a BookableDate carries. */
export const onDate = (date: Pick<BookableDate, "kind" | "id">) =>
  eq(date.kind === "instance" ? bookings.instanceId : bookings.availableDateId, date.id);

export const sameEmail = (email: string) => sql`lower(${bookings.userDetails}->>'email') = ${email.toLowerCase()}`;

/**
 * Releases the unpaid holds this e-mail address (any case) has on this date, so its new attempt replaces them
 * rather than taking a second seat. They become `expired`, not `cancelled` (decision 008): they ended unpaid, like a
 * lapsed hold, and a payment already under way for one is then treated as a late payment (it takes a seat if one is
 * free, else it is flagged for a refund) instead of always being refunded. Call under the date's row lock.
 */
export async function releaseHoldsOfEmail(tx: Executor, date: BookableDate, email: string): Promise<void> {
  await expireHolds(tx, and(onDate(date), sameEmail(email)), "replaceHold");
}
