// A group learner's own page (issue 24, decision 027), opened by their learner link: the course as the booking page
// tells it (booking-summary, courseFactsOf), their details and their first aid declaration, never money. Their
// details and declaration are written by the booking page's own code, for their row only.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { learners, type Learner } from "#db/schema";
import { londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { parseInput } from "#app/shared/validation";
import { learnerDetailsRefusal } from "#app/features/learners/learner-details-rules";
import { declareFirstAidOfLearner } from "#app/features/learners/learner-records.server";
import { declaredCertificateOf, type BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { courseFactsOf } from "../life-cycle/booking-messages.server";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { learnerDetailsView, updateLearnerDetails } from "../booking-page/learner-details.server";
import { declaredFirstAid } from "../first-aid-declared";
import { firstAidAtBooking, firstAidEventText } from "../sale/first-aid-at-booking";
import { LearnerFirstAidRequestSchema } from "./learner-page-view";
import { lockBookingRow } from "../booking-row-lock.server";
import { learnerIdOfToken } from "./learner-links.server";
import type { LearnerPageView } from "./learner-page-view";

export const LEARNER_PAGE_NOT_FOUND = "This learner's page was not found. Please use the latest link we sent you.";

type LearnerOnBooking = { learner: Learner; summary: BookingSummary };

/** The learner a live token opens and their booking; 404 for an unknown or revoked token. */
export async function learnerOfToken(db: Executor, token: string): Promise<LearnerOnBooking> {
  const learnerId = await learnerIdOfToken(db, token);
  const [learner] = learnerId ? await db.select().from(learners).where(eq(learners.id, learnerId)) : [];
  const summary = learner?.bookingId ? await getBookingSummary(db, { id: learner.bookingId }) : undefined;
  if (!learner || !summary) throw notFound(LEARNER_PAGE_NOT_FOUND);
  return { learner, summary };
}

/** The seat, as the page's badge tells it: cancelled once the booking or the learner's seat is. */
function seatOf({ learner, summary }: LearnerOnBooking): Pick<LearnerPageView, "seat" | "seatText"> {
  if (learner.releasedAt || learner.replacedBy || summary.status === "cancelled" || summary.status === "expired") {
    return { seat: "cancelled", seatText: "Cancelled" };
  }
  if (summary.status === "pending") return { seat: "held", seatText: "Awaiting the payer's payment" };
  return { seat: "booked", seatText: "Booked" };
}

/** Why the learner cannot change their details or declaration now, or undefined. */
function lockedBecause(on: LearnerOnBooking, today: string): string | undefined {
  if (seatOf(on).seat === "cancelled") return "This seat is cancelled: there are no details to change.";
  return learnerDetailsRefusal({ status: on.summary.status, firstDay: on.summary.startDate }, today);
}

/** GET /api/learners/by-token/{token}. */
export async function learnerPageView(
  db: Executor,
  token: string,
  site: SiteInfo,
  today = londonToday(),
): Promise<LearnerPageView> {
  const on = await learnerOfToken(db, token);
  const { learner, summary } = on;
  const seat = seatOf(on);
  const { days, venueAddress, venueDirections, whatToBring } = courseFactsOf(summary, site);
  const certificate = declaredCertificateOf(learner);
  const locked = lockedBecause(on, today) ?? null;
  return {
    reference: summary.reference,
    ...seat,
    bookedBy: summary.userDetails.fullName,
    courseTitle: summary.courseTitle,
    courseSlug: summary.courseSlug,
    days,
    venueAddress,
    venueDirections,
    whatToBring,
    learner: { fullName: learner.fullName, email: learner.email ?? "" },
    details: seat.seat === "cancelled" ? null : await learnerDetailsView(db, summary, today, learner.id),
    firstAid: summary.needsFirstAidCertificate
      ? {
          needed: certificate === null && locked === null,
          declared: declaredFirstAid({ ...summary, firstAid: certificate }, today),
          lockedBecause: locked,
        }
      : null,
  };
}

/** PUT /api/learners/by-token/{token}/details: the booking page's learner details, for this learner's row. */
export async function updateDetailsByLearner(db: Database, token: string, body: unknown, today = londonToday()) {
  const on = await learnerOfToken(db, token);
  const locked = lockedBecause(on, today);
  if (locked) throw conflict(locked);
  await updateLearnerDetails(db, on.summary, body, today, on.learner.id);
}

/**
 * PUT /api/learners/by-token/{token}/first-aid: the learner's declaration, checked as at booking against the first
 * day (issue 23), kept on their row with a line on the booking's history. They may correct it until the course starts.
 */
export async function declareFirstAidByLearner(db: Database, token: string, body: unknown, today = londonToday()) {
  const on = await learnerOfToken(db, token);
  const locked = lockedBecause(on, today);
  if (locked) throw conflict(locked);
  const { summary, learner } = on;
  if (!summary.needsFirstAidCertificate) throw conflict("This course does not need a first aid certificate.");
  const { firstAid: answer } = parseInput(LearnerFirstAidRequestSchema, body);
  const firstAid = firstAidAtBooking(summary, answer, summary.startDate, today)!;
  await db.transaction(async (tx) => {
    await lockBookingRow(tx, summary.id);
    await declareFirstAidOfLearner(tx, learner.id, firstAid.declaration);
    await addBookingEvent(tx, summary.id, {
      kind: "first-aid-declared",
      text: `${learner.fullName}: ${firstAidEventText(firstAid)}`,
      actor: "customer",
    });
  });
}
