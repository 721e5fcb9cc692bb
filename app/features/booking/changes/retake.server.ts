// Results and free retakes on the server (issue 14; the rules are retake-rules.ts). Staff record a result; a learner
// who did not pass books their retake from their booking page: a booking of its own at £0, confirmed at once, on a
// later date of the course, its seat taken under the date's lock like any booking's.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, type CourseResult } from "#db/schema";
import { formatDate, londonToday } from "#app/shared/dates";
import { badRequest, conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { countSeatsSpokenFor, lockBookableDate } from "../bookable-date.server";
import { addBookingEvent, type Actor } from "../life-cycle/booking-lifecycle.server";
import { createBookingLink } from "../life-cycle/booking-links.server";
import { queueConfirmation } from "../life-cycle/booking-messages.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { generateReference } from "../sale/booking.server";
import { otherDatesOf } from "./date-change.server";
import { lastRetakeStart, RESULT_TEXT, resultRefusal, retakeDateRefusal, retakeRefusal } from "./retake-rules";
import type { DateChangeRequest } from "../schema";

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

/** Staff record how the learner did (once the course has started); it may be corrected later. */
export async function recordResult(
  db: Database,
  bookingId: string,
  result: CourseResult,
  actor: Actor,
  today = londonToday(),
): Promise<void> {
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("no key update");
    if (!booking) throw notFound("Booking not found");
    const summary = (await getBookingSummary(tx, { id: bookingId }))!;
    const refusal = resultRefusal(summary, today);
    if (refusal) throw conflict(refusal);
    await tx.update(bookings).set({ result, resultRecordedAt: new Date() }).where(eq(bookings.id, bookingId));
    await addBookingEvent(tx, bookingId, {
      kind: "result",
      text: `Result recorded: ${RESULT_TEXT[result]}${result === "not-passed" ? " (a free retake is offered on the booking page)" : ""}`,
      actor,
    });
  });
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
): Promise<{ accessToken: string; startDate: string; reference: string }> {
  return db.transaction(async (tx) => {
    // The date's lock first, then the booking's (decision 003's order).
    const date = await lockBookableDate(tx, target);
    const [original] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for("no key update");
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
        reference: generateReference(),
        courseId: original.courseId,
        instanceId: date.kind === "instance" ? date.id : null,
        availableDateId: date.kind === "available-date" ? date.id : null,
        userDetails: original.userDetails,
        paymentType: "full",
        paymentAmount: 0,
        totalPrice: 0,
        status: "confirmed",
        confirmedAt: new Date(),
        retakeOf: original.id,
      })
      .returning();
    await addBookingEvent(tx, retake!.id, {
      kind: "created",
      text: `Free retake of ${original.reference}, booked by the customer from their booking page`,
      actor: "customer",
    });
    await addBookingEvent(tx, original.id, {
      kind: "retake",
      text: `Free retake booked: ${retake!.reference} on ${formatDate(date.startDate)}`,
      actor: "customer",
    });
    await queueConfirmation(tx, retake!.id, site);
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
