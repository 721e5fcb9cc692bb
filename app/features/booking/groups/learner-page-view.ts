// What a learner of a group booking sees on their own page (issue 24, decision 027): GET
// /api/learners/by-token/{token}. Their course, days, venue and what to bring, their own details and first aid
// declaration; never money (the payer's page has that). The page at /my-booking/learner/:token renders this.
import { z } from "zod";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";
import type { BookingPageView } from "../booking-page/booking-page-view";
import type { DeclaredFirstAid } from "../first-aid-declared";
import { FirstAidAnswerSchema } from "../schema";

/**
 * PUT /api/learners/by-token/{token}/first-aid: the declaration as the booking dialog sends it (`firstAid`), checked
 * against the first day on the server. PUT …/details takes the booking page's learner details body (PUT
 * /api/bookings/by-token/{token}/learner). Both answer the page's LearnerPageView again.
 */
export const LearnerFirstAidRequestSchema = z.strictObject({ firstAid: FirstAidAnswerSchema });
export type LearnerFirstAidRequest = z.input<typeof LearnerFirstAidRequestSchema>;

/** The course, every day of it, the venue and what to bring, as the booking page tells them (courseFactsOf). */
type CourseFacts = Pick<
  BookingPageView,
  "courseTitle" | "courseSlug" | "days" | "venueAddress" | "venueDirections" | "whatToBring"
>;

export type LearnerPageView = CourseFacts & {
  /** The booking's reference, to quote when they call. */
  reference: string;
  /** The learner's seat: "booked" (the course is on for them), "held" (the payer has not paid yet), "cancelled". */
  seat: "booked" | "held" | "cancelled";
  /** In words, for the badge: "Booked", "Awaiting the payer's payment", "Cancelled". */
  seatText: string;
  /** Who booked the seat for them (the payer's name). */
  bookedBy: string;
  learner: { fullName: string; email: string };
  /** Their details for the awarding body (PUT …/details), as the booking page's 'Learner details'; null once cancelled. */
  details: LearnerDetailsView | null;
  /**
   * The course needs a first aid certificate (issue 23): `declared` is what they told us (null until they do, and
   * then the page asks, PUT …/first-aid); null on a course that does not need one.
   */
  firstAid: {
    /** They must still declare: the page shows the form. */
    needed: boolean;
    declared: DeclaredFirstAid | null;
    /** Why the declaration cannot be given now (the course has started, the seat is cancelled), or null. */
    lockedBecause: string | null;
  } | null;
};
