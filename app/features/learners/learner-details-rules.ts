// What the awarding body needs to register a learner (issue 23, decision 025), asked once on the booking page: the
// pure rules the form and the server share. No zod here: the booking page's own script imports this (issue 22).
import { MINIMUM_AGE, SIA_LICENCE_NUMBER_DIGITS } from "./regulations";

/** The facts of a booking's course and date that decide what is asked and what is accepted. */
export type LearnerDetailsContext = {
  /** The course's first day (YYYY-MM-DD, London): the day the minimum age applies. */
  firstDay: string;
  minimumAge: number;
  /** A refresher or top-up course: the learner holds a licence and gives its number and expiry. */
  asksSiaLicence: boolean;
};

/** The minimum age of a course's learners on its first day (MINIMUM_AGE). */
export const minimumAgeFor = (course: { siaLicenceLinked: boolean }): number =>
  course.siaLicenceLinked ? MINIMUM_AGE.siaLicenceLinked : MINIMUM_AGE.otherCourses;

/**
 * A refresher or top-up: an SIA licence-linked course for people who already hold a licence. The course has no kind
 * of its own (no column), so its title says it, as the seed's "Door Supervisor Top-Up Refresher" does.
 */
export const isSiaRenewalCourse = (course: { siaLicenceLinked: boolean; title: string }): boolean =>
  course.siaLicenceLinked && /\b(refresher|top[\s-]?up)\b/i.test(course.title);

export const learnerDetailsContextOf = (course: {
  siaLicenceLinked: boolean;
  title: string;
  firstDay: string;
}): LearnerDetailsContext => ({
  firstDay: course.firstDay,
  minimumAge: minimumAgeFor(course),
  asksSiaLicence: isSiaRenewalCourse(course),
});

/** Whether a YYYY-MM-DD string names a day that exists (not 2001-02-30). */
export function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Whole years from a birthday to a day; someone born on 29 February turns a year older on 1 March. */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split("-").map(Number) as [number, number, number];
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** What is wrong with a date of birth for this course, or undefined. */
export function dateOfBirthProblem(dateOfBirth: string, context: LearnerDetailsContext): string | undefined {
  if (!isRealDate(dateOfBirth) || dateOfBirth < "1900-01-01") {
    return "Please enter a real date of birth";
  }
  if (dateOfBirth >= context.firstDay) return "Please enter a date of birth before the course starts";
  if (ageOn(dateOfBirth, context.firstDay) < context.minimumAge) {
    return `The learner must be at least ${context.minimumAge} on the course's first day`;
  }
  return undefined;
}

/** '1234 5678 9012 3456' or '1234-5678-9012-3456' → '1234567890123456'; anything else is left for the check. */
export const normaliseSiaLicenceNumber = (value: string): string => value.replace(/[\s-]/g, "");

export const isSiaLicenceNumber = (value: string): boolean =>
  new RegExp(`^\\d{${SIA_LICENCE_NUMBER_DIGITS}}$`).test(value);

/** The details may be changed until the course's first day, on a booking that is held or booked. */
export function learnerDetailsRefusal(
  booking: { status: string; firstDay: string },
  today: string,
): string | undefined {
  if (booking.status === "cancelled") return "This booking is cancelled: there are no details to change.";
  if (booking.status === "expired") return "This booking has expired: there are no details to change.";
  if (booking.firstDay <= today) {
    return "The course has started: learner details can no longer be changed here. Please contact us.";
  }
  return undefined;
}

/** The booking page's 'Learner details' (issue 23): what is held, what is asked, and whether it may change. */
export type LearnerDetailsView = LearnerDetailsContext & {
  fullName: string;
  dateOfBirth: string | null;
  siaLicenceNumber: string | null;
  siaLicenceExpiresOn: string | null;
  /** Consented and not unsubscribed since. */
  remindersConsent: boolean;
  /** Why the details cannot change now (the course has started), or null while they can. */
  lockedBecause: string | null;
  /** What is held, in words, as the page shows it (made on the server: the page's script stays small, issue 22). */
  shown: { label: string; value: string }[];
  /** Said above them while something the awarding body needs is missing and they may still change. */
  note: string | null;
};
