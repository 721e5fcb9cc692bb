// Moving a booking to another date of its course (issue 14): by the customer from their booking page (once, up to 8
// days before, date-change.ts) or by staff (any time). Both dates are locked in a fixed order, then the booking, so
// two moves in opposite directions cannot deadlock and the new seat is counted exactly as a new booking's is.
import { and, asc, eq, gt } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";
import { dateChangedEmail } from "#app/features/email/templates/date-changed-email";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { badRequest, conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import {
  availableDateNaming,
  countSeatsSpokenFor,
  instanceNaming,
  lockBookableDate,
  seatsTakenSql,
  type BookableDate,
} from "../bookable-date.server";
import { addBookingEvent, type Actor } from "../life-cycle/booking-lifecycle.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { reclaimUnsentRefunds, recordRefunds, refundsNotYetSentOf } from "#app/features/payments/refunds.server";
import { closeOpenAttempts } from "#app/features/payments/attempts.server";
import { bookingCalendarAttachment } from "../life-cycle/confirmation-email.server";
import { dateChangeMoney, dateChangeRefusal, targetDateRefusal, type DateChangeMoney } from "./date-change";
import { academyChangeOpen } from "./run-change-rules";
import type { DateChangeRequest } from "../schema";
import { lockBookingRow } from "../booking-row-lock.server";

export type DateOption = {
  kind: BookableDate["kind"];
  id: string;
  startDate: string;
  location: string;
  price: number;
  seatsLeft: number;
  money: DateChangeMoney;
};

/** The course's other dates from tomorrow on, with seats left and price (the date's own, else the course's). */
export async function otherDatesOf(db: Executor, summary: BookingSummary, today: string) {
  const [course] = await db.select({ price: courses.price }).from(courses).where(eq(courses.id, summary.courseId));
  const instances = await db
    .select({
      ...instanceNaming,
      status: courseInstances.status,
      maxSeats: courseInstances.maxSeats,
      taken: seatsTakenSql("instance"),
      price: courseInstances.price,
    })
    .from(courseInstances)
    .where(and(eq(courseInstances.courseId, summary.courseId), gt(courseInstances.startDate, today)))
    .orderBy(asc(courseInstances.startDate));
  const dates = await db
    .select({
      ...availableDateNaming,
      status: availableDates.status,
      maxSeats: availableDates.maxSeats,
      taken: seatsTakenSql("available-date"),
    })
    .from(availableDates)
    .where(and(eq(availableDates.courseId, summary.courseId), gt(availableDates.date, today)))
    .orderBy(asc(availableDates.date));
  return [
    ...instances.map((row) => ({ ...row, kind: "instance" as const, price: row.price ?? course!.price })),
    ...dates.map((row) => ({ ...row, kind: "available-date" as const, price: course!.price })),
  ]
    .map((row) => ({ ...row, seatsLeft: Math.max(0, row.maxSeats - row.taken) }))
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The booking's own date and the customer's last change of it. */
async function dateOfBooking(db: Executor, bookingId: string) {
  const [row] = await db
    .select({
      instanceId: bookings.instanceId,
      availableDateId: bookings.availableDateId,
      dateChangedAt: bookings.dateChangedAt,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  return row;
}

const dateIdOf = (ref: { instanceId: string | null; availableDateId: string | null }) =>
  ref.instanceId ?? ref.availableDateId;

/** The dates this booking could move to now (free seats, not its own), each with what the move does to the money. */
export async function dateOptionsFor(db: Executor, summary: BookingSummary, today: string): Promise<DateOption[]> {
  const current = await dateOfBooking(db, summary.id);
  const money = { ...summary, refundsNotYetSent: await refundsNotYetSentOf(db, summary.id) };
  return (await otherDatesOf(db, summary, today))
    .filter(
      (date) => !targetDateRefusal({ ...date, isCurrent: date.id === dateIdOf(current!), seats: summary.seats }, today),
    )
    .map((date) => ({
      kind: date.kind,
      id: date.id,
      startDate: date.startDate,
      location: date.location,
      price: date.price,
      seatsLeft: date.seatsLeft,
      // A learner moving off a date the academy cancelled or changed keeps their price (decision 020).
      money: dateChangeMoney(money, keepsItsPrice(summary, today) ? summary.totalPrice : date.price),
    }));
}

/** The customer's choice on their booking page: the dates on offer, or why they cannot change. */
export async function customerDateChange(
  db: Executor,
  summary: BookingSummary,
  today = londonToday(),
): Promise<{ allowed: false; message: string } | { allowed: true; options: DateOption[] }> {
  const current = await dateOfBooking(db, summary.id);
  const refusal = dateChangeRefusal({ ...summary, dateChangedAt: current?.dateChangedAt ?? null }, today);
  if (refusal) return { allowed: false, message: refusal };
  return { allowed: true, options: await dateOptionsFor(db, summary, today) };
}

export type DateChangeResult = { from: string; to: string; money: DateChangeMoney };

/**
 * Moves the booking to `target`: the new seat taken under the date's lock, the old one freed, the price following the
 * date (a cheaper date refunds what was paid beyond its price), the messages re-timed (their kinds carry the first
 * day) and the calendar file sent again.
 */
export async function changeBookingDate(
  db: Database,
  bookingId: string,
  target: DateChangeRequest,
  options: { by: "customer" } | { by: "staff"; actor: Actor },
  site: SiteInfo,
  today = londonToday(),
): Promise<DateChangeResult> {
  const before = await dateOfBooking(db, bookingId);
  if (!before) throw notFound("Booking not found");
  return db.transaction(async (tx) => {
    // Both dates' rows, in one order (by id) whichever way the booking moves, then the booking's (decision 003).
    const refs = [
      { instanceId: before.instanceId, availableDateId: before.availableDateId },
      { instanceId: target.instanceId ?? null, availableDateId: target.availableDateId ?? null },
    ].sort((a, b) => (a.instanceId ?? a.availableDateId ?? "").localeCompare(b.instanceId ?? b.availableDateId ?? ""));
    const locked = new Map<string, BookableDate>();
    for (const ref of refs) {
      const date = await lockBookableDate(tx, ref);
      if (date) locked.set(date.id, date);
    }
    const booking = await lockBookingRow(tx, bookingId);
    if (!booking) throw notFound("Booking not found");
    if (booking.instanceId !== before.instanceId || booking.availableDateId !== before.availableDateId) {
      throw conflict("The booking changed while this was being done: please reload and try again.");
    }
    const summary = (await getBookingSummary(tx, { id: bookingId }))!;
    if (options.by === "customer") {
      const refusal = dateChangeRefusal(
        {
          status: booking.status,
          startDate: summary.startDate,
          dateChangedAt: booking.dateChangedAt,
          dateCancelled: summary.dateCancelled,
          academyChanged: summary.academyChanged,
        },
        today,
      );
      if (refusal) throw conflict(refusal);
    } else if (booking.status !== "confirmed") {
      throw conflict("Only a confirmed booking can change its date.");
    }
    const newDate = locked.get(target.instanceId ?? target.availableDateId ?? "");
    if (!newDate) throw badRequest("The chosen date does not exist.", { instanceId: ["Please choose a date"] });
    if (newDate.courseId !== booking.courseId) {
      throw badRequest("The chosen date is not a date of this course.", { instanceId: ["Please choose a date"] });
    }
    // Moving in never jumps the date's waiting list.
    const seatsLeft = newDate.maxSeats - (await countSeatsSpokenFor(tx, newDate));
    const refusal = targetDateRefusal(
      {
        startDate: newDate.startDate,
        status: newDate.status,
        seatsLeft,
        isCurrent: newDate.id === dateIdOf(booking),
        seats: booking.seats,
      },
      today,
    );
    if (refusal) throw conflict(refusal);

    const [course] = await tx.select({ price: courses.price }).from(courses).where(eq(courses.id, booking.courseId));
    const money = dateChangeMoney(
      { ...summary, refundsNotYetSent: await refundsNotYetSentOf(tx, bookingId) },
      keepsItsPrice(summary, today) ? summary.totalPrice : (newDate.price ?? course!.price),
    );
    const owedAfter = money.totalPrice - summary.amountHeld - money.takeBack;
    await tx
      .update(bookings)
      .set({
        instanceId: newDate.kind === "instance" ? newDate.id : null,
        availableDateId: newDate.kind === "available-date" ? newDate.id : null,
        totalPrice: money.totalPrice,
        // The balance falls due a week before the new first day (today, if that has passed).
        balanceDueDate:
          booking.paymentType === "deposit" || owedAfter > 0
            ? maxDate(today, addDays(newDate.startDate, -7))
            : booking.balanceDueDate,
        // The customer's one change is theirs to use: moving off a date the academy cancelled or changed does not
        // count (decision 020); the move answers the academy's change.
        ...(options.by === "customer" && !freeMove(summary, today) ? { dateChangedAt: new Date() } : {}),
        academyChangedAt: null,
      })
      .where(eq(bookings.id, bookingId));
    const who = options.by === "customer" ? "the customer" : "staff";
    await addBookingEvent(tx, bookingId, {
      kind: "date-changed",
      text: `Date changed by ${who} from ${formatDate(summary.startDate)} to ${formatDate(newDate.startDate)}. ${money.summary}`,
      actor: options.by === "customer" ? "customer" : options.actor,
    });
    // The price changed: a card form still open asks for the old balance.
    await closeOpenAttempts(tx, bookingId);
    await reclaimUnsentRefunds(tx, bookingId, money.takeBack);
    const { byHand } = await recordRefunds(tx, bookingId, {
      amount: money.refund,
      reason: `Moved to a cheaper date (${formatDate(newDate.startDate)}): the difference is refunded`,
    });
    const after = (await getBookingSummary(tx, { id: bookingId }))!;
    const email = await dateChangedEmail(messageBookingOf(after, site), messageSiteOf(site), {
      previousDays: summary.days,
      moneySummary: money.summary,
      refund: money.refund,
      refundByHand: byHand,
    });
    await queueCustomerEmail(
      tx,
      after,
      // One message per move: staff may move a booking more than once.
      `date-changed:${randomUUID()}`,
      { ...email, attachments: [bookingCalendarAttachment(after, site)] },
      "Date change",
    );
    return { from: summary.startDate, to: newDate.startDate, money };
  });
}

const maxDate = (a: string, b: string) => (a > b ? a : b);

/** The academy cancelled the date, or changed its days before the course starts: the move is free (decision 020). */
const freeMove = (summary: BookingSummary, today: string) => summary.dateCancelled || academyChangeOpen(summary, today);

/**
 * The booking keeps its price on the new date: a free move (decision 020), or a group (issue 24), whose seats were
 * priced together with any group discount at booking; re-pricing them against one date's price would lose it.
 */
const keepsItsPrice = (summary: BookingSummary, today: string) => freeMove(summary, today) || summary.seats > 1;
