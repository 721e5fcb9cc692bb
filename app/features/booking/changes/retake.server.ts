// Free retakes on the server (issue 14; the rules are retake-rules.ts, results are results.server.ts). A learner
// who did not pass books their retake from their booking page: a booking of its own at £0, confirmed at once, on a
// later date of the course, its seat taken under the date's lock like any booking's.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, type BookingChannel } from "#db/schema";
import { formatDate, londonToday } from "#app/shared/dates";
import { badRequest, conflict, notFound } from "#app/shared/http-error";
import { addLearnerForRetake } from "#app/features/learners/learner-records.server";
import type { SiteInfo } from "#app/shared/site-info";
import { countSeatsSpokenFor, lockBookableDate } from "../bookable-date.server";
import { addBookingEvent, type Actor } from "../life-cycle/booking-lifecycle.server";
import { createBookingLink } from "../life-cycle/booking-links.server";
import { queueConfirmation } from "../life-cycle/booking-messages.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { newBookingPlace } from "../sale/booking-place.server";
import { otherDatesOf } from "./date-change.server";
import { lastRetakeStart, RESULT_TEXT, retakeDateRefusal, retakeRefusal } from "./retake-rules";
import type { DateChangeRequest } from "../schema";
import { lockBookingRow } from "../booking-row-lock.server";

/** A booking's result and retake, as its rules need them. */
async function retakeFactsOf(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ status: bookings.status, result: bookings.result, retakeOf: bookings.retakeOf })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  const [retake] = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.retakeOf, bookingId));
  return { ...row, hasRetake: Boolean(retake), isRetake: row.retakeOf !== null, retakeId: retake?.id ?? null };
}

export type RetakeChoice =
  | { allowed: false; message: string }
  | {
      allowed: true;
      lastStart: string;
      options: { kind: "instance" | "available-date"; id: string; startDate: string; location: string }[];
    };

/** The later dates a learner who did not pass may retake on, or why they have no retake to book. */
export async function retakeChoice(
  db: Executor,
  summary: BookingSummary,
  today = londonToday(),
): Promise<RetakeChoice> {
  const facts = (await retakeFactsOf(db, summary.id))!;
  const refusal = retakeRefusal(facts);
  if (refusal) return { allowed: false, message: refusal };
  const dates = await otherDatesOf(db, summary, today);
  return {
    allowed: true,
    lastStart: lastRetakeStart(summary.startDate),
    options: dates
      .filter((date) => !retakeDateRefusal({ ...date, isCurrent: false }, summary.startDate, today))
      .map((date) => ({ kind: date.kind, id: date.id, startDate: date.startDate, location: date.location })),
  };
}

/** Who booked a retake: the learner from their booking page, or staff for them (issue 21), with what they log. */
export type RetakeBooker = {
  actor: Actor;
  words: string;
  channel?: BookingChannel;
  createdBy?: string | null;
  /** Runs in the booking's transaction once the retake exists (staff's audit row). */
  also?: (tx: Executor, retake: { id: string; reference: string; startDate: string }) => Promise<void>;
};
const BY_THE_CUSTOMER: RetakeBooker = { actor: "customer", words: "by the customer from their booking page" };

/**
 * Books the free retake: the original booking locked (one retake each; the unique index is the last word), then the
 * new date (its seats counted as for any booking); a confirmed £0 booking with its own link and confirmation.
 */
export async function bookRetake(
  db: Database,
  bookingId: string,
  target: DateChangeRequest,
  site: SiteInfo,
  today = londonToday(),
  by: RetakeBooker = BY_THE_CUSTOMER,
): Promise<{ accessToken: string; startDate: string; reference: string }> {
  return db.transaction(async (tx) => {
    // The date's lock first, then the booking's (decision 003's order).
    const date = await lockBookableDate(tx, target);
    const original = await lockBookingRow(tx, bookingId);
    if (!original) throw notFound("Booking not found");
    const facts = (await retakeFactsOf(tx, bookingId))!;
    const refusal = retakeRefusal(facts);
    if (refusal) throw conflict(refusal);
    if (!date) throw badRequest("The chosen date does not exist.", { instanceId: ["Please choose a date"] });
    if (date.courseId !== original.courseId) {
      throw badRequest("The chosen date is not a date of this course.", { instanceId: ["Please choose a date"] });
    }
    const summary = (await getBookingSummary(tx, { id: bookingId }))!;
    const dateRefusal = retakeDateRefusal(
      {
        startDate: date.startDate,
        status: date.status,
        seatsLeft: date.maxSeats - (await countSeatsSpokenFor(tx, date)),
        isCurrent: false,
      },
      summary.startDate,
      today,
    );
    if (dateRefusal) throw conflict(dateRefusal);
    const [retake] = await tx
      .insert(bookings)
      .values({
        ...newBookingPlace(original.courseId, date),
        userDetails: original.userDetails,
        paymentType: "full",
        paymentAmount: 0,
        totalPrice: 0,
        status: "confirmed",
        confirmedAt: new Date(),
        retakeOf: original.id,
        ...(by.channel && { channel: by.channel }),
        createdBy: by.createdBy ?? null,
      })
      .returning();
    await addLearnerForRetake(tx, retake!, original.id);
    await addBookingEvent(tx, retake!.id, {
      kind: "created",
      text: `Free retake of ${original.reference}, booked ${by.words}`,
      actor: by.actor,
    });
    await addBookingEvent(tx, original.id, {
      kind: "retake",
      text: `Free retake booked: ${retake!.reference} on ${formatDate(date.startDate)}`,
      actor: by.actor,
    });
    await queueConfirmation(tx, retake!.id, site);
    await by.also?.(tx, { id: retake!.id, reference: retake!.reference, startDate: date.startDate });
    return {
      accessToken: await createBookingLink(tx, retake!.id),
      startDate: date.startDate,
      reference: retake!.reference,
    };
  });
}

/** The retake booked for this booking, if any: its first day and reference, for the booking page. */
export async function retakeOfBooking(db: Executor, bookingId: string) {
  const facts = await retakeFactsOf(db, bookingId);
  if (!facts?.retakeId) return null;
  const retake = (await getBookingSummary(db, { id: facts.retakeId }))!;
  return { startDate: retake.startDate, reference: retake.reference };
}

/** The result and the free retake as the booking page shows them (nothing before a result is recorded). */
export async function resultForPage(db: Executor, summary: BookingSummary, today = londonToday()) {
  const facts = await retakeFactsOf(db, summary.id);
  if (!facts?.result) return null;
  return {
    text: RESULT_TEXT[facts.result],
    retake: facts.result === "not-passed" && !facts.hasRetake ? await retakeChoice(db, summary, today) : null,
    retakeBooked: await retakeOfBooking(db, summary.id),
  };
}
