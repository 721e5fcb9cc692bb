// Recording a learner's result (issue 14; issue 21, M5): once the course has started, under the booking's row lock,
// on the timeline and in the audit log, and e-mailed to the learner in the same transaction through the outbox. The
// same result recorded again changes nothing and sends nothing; a corrected result sends the new message once.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, courses, type CourseResult } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { resultEmail } from "#app/features/email/templates/result-email";
import { londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { lastRetakeStart, RESULT_TEXT, resultRefusal, retakeRefusal } from "./retake-rules";
import { resultEmailKind } from "./result-email-kind";
import { lockBookingRow } from "../booking-row-lock.server";
import { applyAchievementOfResult } from "#app/features/learners/renewals/achievements.server";

async function queueResultEmail(tx: Executor, summary: BookingSummary, result: CourseResult, at: Date, site: SiteInfo) {
  const [course] = await tx
    .select({ awardingBody: courses.awardingBody })
    .from(courses)
    .where(eq(courses.id, summary.courseId));
  const [row] = await tx.select({ retakeOf: bookings.retakeOf }).from(bookings).where(eq(bookings.id, summary.id));
  const [retake] = await tx.select({ id: bookings.id }).from(bookings).where(eq(bookings.retakeOf, summary.id));
  const retakeOpen = !retakeRefusal({
    status: summary.status,
    result,
    hasRetake: Boolean(retake),
    isRetake: row!.retakeOf !== null,
  });
  const email = await resultEmail(messageBookingOf(summary, site), messageSiteOf(site), {
    result,
    courseUrl: `${site.url}/courses/${summary.courseSlug}`,
    awardingBody: course?.awardingBody ?? null,
    siaLicence: summary.siaLicenceLinked,
    retakeBy: result === "not-passed" && retakeOpen ? lastRetakeStart(summary.startDate) : null,
  });
  await queueCustomerEmail(tx, summary, resultEmailKind(result, at), email, `Result (${RESULT_TEXT[result]})`);
}

export type ResultOutcome = { reference: string; before: CourseResult | null; after: CourseResult; changed: boolean };

/** applyResult's arguments after the transaction: the booking, the result, who recorded it, the site, today. */
type ResultArgs = Parameters<typeof applyResult> extends [Executor, ...infer Rest] ? Rest : never;

/**
 * Records one learner's result inside the caller's transaction (which holds the date's lock, if any, first). Refuses
 * before the course has started or for a booking that is not confirmed.
 */
export async function applyResult(
  tx: Executor,
  bookingId: string,
  result: CourseResult,
  actor: StaffActor,
  site: SiteInfo,
  today = londonToday(),
): Promise<ResultOutcome> {
  const locked = await lockBookingRow(tx, bookingId);
  if (!locked) throw notFound("Booking not found");
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const refusal = resultRefusal(summary, today);
  if (refusal) throw conflict(refusal);
  const outcome = { reference: summary.reference, before: locked.result, after: result };
  if (locked.result === result) return { ...outcome, changed: false };
  const at = new Date();
  await tx.update(bookings).set({ result, resultRecordedAt: at }).where(eq(bookings.id, bookingId));
  const corrected = locked.result ? ` (was ${RESULT_TEXT[locked.result]})` : "";
  await addBookingEvent(tx, bookingId, {
    kind: "result",
    text: `Result recorded: ${RESULT_TEXT[result]}${corrected}${result === "not-passed" ? " (a free retake is offered on the booking page)" : ""}`,
    actor: actor.username,
  });
  // What the pass earns (issue 23): recorded with the result, removed when a pass is corrected to another result.
  await applyAchievementOfResult(tx, {
    bookingId,
    result,
    course: { slug: summary.courseSlug, title: summary.courseTitle, siaLicenceLinked: summary.siaLicenceLinked },
    lastDay: summary.days.at(-1) ?? summary.startDate,
  });
  await queueResultEmail(tx, summary, result, at, site);
  await recordAudit(tx, actor, {
    action: "booking.result",
    recordType: "booking",
    recordId: bookingId,
    summary: `Recorded ${summary.reference}'s result: ${RESULT_TEXT[result]}${corrected}; the learner is e-mailed`,
    before: { result: locked.result },
    after: { result },
  });
  return { ...outcome, changed: true };
}

/** Staff record how the learner did, from the booking (once the course has started); it may be corrected later. */
export async function recordResult(db: Database, ...args: ResultArgs): Promise<ResultOutcome> {
  return db.transaction((tx) => applyResult(tx, ...args));
}
