// The one writer of a booking's status (decision 015): every change goes through a named transition of the pure
// table in booking-lifecycle.ts and leaves an event on the booking's timeline, in the caller's transaction. The
// caller holds the booking's row lock (and the date's first, when seats are involved: decision 003's order).
import { and, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookingEvents, bookings, waitlistEntries, type BookingStatus } from "#db/schema";
import { conflict } from "#app/shared/http-error";
import { closeOpenAttempts } from "#app/features/payments/attempts.server";
import { nextStatus, TRANSITIONS, type Transition } from "./booking-lifecycle";

export type Actor = "customer" | "system" | "stripe" | "test-provider" | (string & {});

/** Adds a line to the booking's timeline. */
export async function addBookingEvent(tx: Executor, bookingId: string, event: BookingEventInput): Promise<void> {
  await addBookingEvents(tx, bookingId, [event]);
}

/** Several events at once, in their order, in one statement (a new booking's, under its date's lock). */
export async function addBookingEvents(
  tx: Executor,
  bookingId: string,
  events: readonly BookingEventInput[],
): Promise<void> {
  if (events.length === 0) return;
  await tx
    .insert(bookingEvents)
    .values(events.map((event) => ({ bookingId, kind: event.kind, text: event.text, actor: event.actor ?? "system" })));
}

type BookingEventInput = { kind: string; text: string; actor?: Actor };

const now = sql`now()` as unknown as Date;

/** The columns a transition sets besides the status. */
function stampsOf(transition: Transition): Partial<typeof bookings.$inferInsert> {
  switch (transition) {
    case "confirm":
      return { confirmedAt: now, holdExpiresAt: null };
    case "expireHold":
    case "replaceHold":
    case "declineOffer":
      return { holdExpiresAt: sql`least(${bookings.holdExpiresAt}, now())` as unknown as Date };
    // Who asked (issue 21, M4): the customer on their booking page, or the academy that cancelled the date. Staff
    // cancelling say which in `extra`.
    case "cancelByCustomer":
      return { cancelledAt: now, holdExpiresAt: null, cancelledBy: "customer" };
    case "cancelByAcademy":
      return { cancelledAt: now, holdExpiresAt: null, cancelledBy: "academy" };
    default:
      return { cancelledAt: now, holdExpiresAt: null };
  }
}

/**
 * A booking cancelled, replaced by a newer one, or whose waiting-list offer was taken back takes no more card
 * payments (issue 19): its open attempts close, at the provider too. A hold that merely lapsed keeps its attempt, so
 * a customer paying a moment late still gets the seat if it is free (record-payment.server.ts).
 */
const closesAttempts = (transition: Transition) =>
  TRANSITIONS[transition].to === "cancelled" || transition === "replaceHold" || transition === "declineOffer";

/**
 * Issue 19 (money audit D6): a waiting-list offer is open only while the booking holding its seat is. When that booking
 * ends (staff cancel it, its hold lapses or is replaced, money comes too late), the entry leaves 'offered' in the same
 * transaction: 'expired', so the person may join again and their page no longer offers a seat they cannot pay for.
 * 'declineOffer' is left to its caller, which ends the entry as 'declined' or 'removed' itself. Written on the table
 * directly: the waiting list imports booking, never the other way. Entries another transaction has locked are
 * skipped, not waited for: that one (a decline, a removal, the offers sweep) is ending the offer itself, and it locks
 * the entry before the booking, so waiting could deadlock. Whether the person is told the seat has gone on is the
 * offers sweep's to decide (waitlist-offers.server.ts): only when the hold ran its full time.
 */
async function endOffersHeldBy(tx: Executor, bookingIds: string[]): Promise<void> {
  if (bookingIds.length === 0) return;
  const open = await tx
    .select({ id: waitlistEntries.id })
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, "offered"), inArray(waitlistEntries.bookingId, bookingIds)))
    .for("update", { skipLocked: true });
  if (open.length === 0) return;
  await tx
    .update(waitlistEntries)
    .set({ status: "expired" })
    .where(
      and(
        eq(waitlistEntries.status, "offered"),
        inArray(
          waitlistEntries.id,
          open.map(({ id }) => id),
        ),
      ),
    );
}

/**
 * Moves a booking (read under its row lock by the caller) through a transition, or refuses with a 409 and the
 * table's reason. Writes the timeline event with `text`.
 */
export async function applyTransition(
  tx: Executor,
  booking: { id: string; status: BookingStatus },
  transition: Transition,
  event: { text: string; actor?: Actor; extra?: Partial<typeof bookings.$inferInsert> },
): Promise<BookingStatus> {
  const next = nextStatus(booking.status, transition);
  if (!next.ok) throw conflict(next.reason);
  await tx
    .update(bookings)
    .set({ status: next.to, ...stampsOf(transition), ...event.extra })
    .where(eq(bookings.id, booking.id));
  await addBookingEvent(tx, booking.id, { kind: transition, text: event.text, actor: event.actor });
  if (closesAttempts(transition)) await closeOpenAttempts(tx, booking.id);
  if (next.to !== "confirmed" && next.to !== "pending" && transition !== "declineOffer") {
    await endOffersHeldBy(tx, [booking.id]);
  }
  return next.to;
}

/**
 * Expires every pending booking that `where` selects (holds that lapsed, or a customer's earlier hold that a new
 * attempt replaces), each with its timeline event. Returns the ids.
 */
export async function expireHolds(
  tx: Executor,
  where: SQL | undefined,
  transition: "expireHold" | "replaceHold",
): Promise<string[]> {
  const expired = await tx
    .update(bookings)
    .set({ status: "expired", ...stampsOf(transition) })
    .where(and(eq(bookings.status, "pending"), where))
    .returning({ id: bookings.id });
  if (expired.length > 0) {
    const text =
      transition === "expireHold"
        ? "The hold on the seat lapsed unpaid"
        : "The customer started a new booking for the same date, which replaced this hold";
    await tx
      .insert(bookingEvents)
      .values(expired.map(({ id }) => ({ bookingId: id, kind: transition, text, actor: "system" })));
    if (closesAttempts(transition)) for (const { id } of expired) await closeOpenAttempts(tx, id);
    await endOffersHeldBy(
      tx,
      expired.map(({ id }) => id),
    );
  }
  return expired.map(({ id }) => id);
}

/** Holds whose time has run out, for the housekeeping sweep. */
export const lapsedHolds = () => lte(bookings.holdExpiresAt, sql`now()`);
