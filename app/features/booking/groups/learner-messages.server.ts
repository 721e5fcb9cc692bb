// A group's learners hear from us on their own (issue 24, decision 027): each learner whose address is not the
// payer's gets the joining instructions and the day-before e-mail, with a link to their own page and no money. The
// outbox kind names the learner (`learner:<id>:<message>:<first day>`), so each goes once per learner and first day,
// and the link is minted when the e-mail is sent (LEARNER_TOKEN_PLACEHOLDER), never stored.
import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { learners, type Learner } from "#db/schema";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { joiningInstructionsEmail } from "#app/features/email/templates/joining-instructions-email";
import { seeYouTomorrowEmail } from "#app/features/email/templates/see-you-tomorrow-email";
import type { MessageBooking, MessageSite } from "#app/features/email/templates/message-data";
import { londonToday } from "#app/shared/dates";
import type { SiteInfo } from "#app/shared/site-info";
import { declaredCertificateOf, type BookingSummary } from "../booking-summary";
import { declaredFirstAid } from "../first-aid-declared";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { bookingCalendarAttachment } from "../life-cycle/confirmation-email.server";
import { learnerPagePath } from "./learner-page-path";

/** Stands for a learner link in a queued e-mail: the outbox mints a fresh one for the learner its kind names. */
export const LEARNER_TOKEN_PLACEHOLDER = "LEARNER-LINK-TOKEN-PLACEHOLDER";

export type LearnerMessage = "joining-instructions" | "see-you-tomorrow";

const LABELS: Record<LearnerMessage, string> = {
  "joining-instructions": "Joining instructions",
  "see-you-tomorrow": "See you tomorrow",
};

/** The outbox kind of a message to one learner for this first day. */
export const learnerMessageKind = (learnerId: string, message: LearnerMessage, startDate: string) =>
  `learner:${learnerId}:${message}:${startDate}`;

/** The learner an outbox kind names, if it is a learner's message. */
export const learnerOfMessageKind = (kind: string): string | undefined => /^learner:([0-9a-f-]{36}):/.exec(kind)?.[1];

/**
 * Whether a booking of one seat is its payer's own: always, unless an approved business substituted someone else into
 * the seat (issue 24), who then hears as a group's learner does.
 */
async function payersOwnSeat(db: Executor, summary: Pick<BookingSummary, "id" | "seats">) {
  if (summary.seats >= 2) return false;
  const [replaced] = await db
    .select({ id: learners.id })
    .from(learners)
    .where(and(eq(learners.bookingId, summary.id), isNotNull(learners.replacedBy)))
    .limit(1);
  return replaced === undefined;
}

/**
 * The learners of a group booking still in their seats, in seat order; none for a booking of one seat, unless a
 * substitute took it over.
 */
export async function seatedLearnersOf(db: Executor, summary: Pick<BookingSummary, "id" | "seats">) {
  if (await payersOwnSeat(db, summary)) return [];
  return db
    .select()
    .from(learners)
    .where(and(eq(learners.bookingId, summary.id), isNull(learners.releasedAt), isNull(learners.replacedBy)))
    .orderBy(asc(learners.position));
}

/** Whether the payer is one of the booking's learners: always for one seat; for a group, one of its addresses. */
export async function payerAttends(db: Executor, summary: Pick<BookingSummary, "id" | "seats" | "userDetails">) {
  if (await payersOwnSeat(db, summary)) return true;
  const payer = summary.userDetails.email.toLowerCase();
  return (await seatedLearnersOf(db, summary)).some((learner) => learner.email?.toLowerCase() === payer);
}

/** The booking as one learner is told it: their name, their page, their own declaration, and no money. */
function messageForLearner(
  summary: BookingSummary,
  payers: MessageBooking,
  learner: Learner,
  site: SiteInfo,
): MessageBooking {
  return {
    ...payers,
    fullName: learner.fullName,
    firstAid: declaredFirstAid({ ...summary, firstAid: declaredCertificateOf(learner) }, londonToday()),
    totalPrice: 0,
    amountPaid: 0,
    amountOwed: 0,
    balanceDueDate: null,
    bookingUrl: `${site.url}${learnerPagePath(LEARNER_TOKEN_PLACEHOLDER)}`,
  };
}

/**
 * Queues `message` to each learner of the group whose address is not the payer's (the payer has theirs), once per
 * learner and first day; a line on the booking's history for each. `told` is the payer's message's booking and site
 * (messageBookingOf, messageSiteOf), which each learner's is made from.
 */
export async function queueLearnerMessages(
  tx: Executor,
  summary: BookingSummary,
  message: LearnerMessage,
  told: { site: SiteInfo; booking: MessageBooking; messageSite: MessageSite },
): Promise<void> {
  const payer = summary.userDetails.email.toLowerCase();
  for (const learner of await seatedLearnersOf(tx, summary)) {
    if (!learner.email || learner.email.toLowerCase() === payer) continue;
    await queueLearnerMessage(tx, summary, learner, message, told);
  }
}

/** Queues `message` to one learner in their seat (a group's, or one who took a seat over), once per first day. */
export async function queueLearnerMessage(
  tx: Executor,
  summary: BookingSummary,
  learner: Learner,
  message: LearnerMessage,
  told: { site: SiteInfo; booking: MessageBooking; messageSite: MessageSite },
): Promise<void> {
  if (!learner.email) return;
  const booking = messageForLearner(summary, told.booking, learner, told.site);
  const email =
    message === "joining-instructions"
      ? await joiningInstructionsEmail(booking, told.messageSite)
      : await seeYouTomorrowEmail(booking, told.messageSite);
  const queued = await enqueueEmail(tx, {
    kind: learnerMessageKind(learner.id, message, summary.startDate),
    bookingId: summary.id,
    to: learner.email,
    ...email,
    ...(message === "joining-instructions" && { attachments: [bookingCalendarAttachment(summary, told.site)] }),
  });
  if (queued) {
    await addBookingEvent(tx, summary.id, {
      kind: "message-queued",
      text: `${LABELS[message]} e-mail to ${learner.fullName} queued: “${email.subject}”`,
    });
  }
}

/** Whether a learner's message is still true when its turn comes: the learner still holds their seat. */
export async function learnerStillSeated(db: Executor, learnerId: string): Promise<boolean> {
  const [learner] = await db
    .select({ id: learners.id })
    .from(learners)
    .where(and(eq(learners.id, learnerId), isNull(learners.releasedAt), isNull(learners.replacedBy)));
  return learner !== undefined;
}
