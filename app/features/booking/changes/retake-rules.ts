// Results and the free retake (issue 14), as pure rules. Staff record a result once the course has started; a
// learner who did not pass may book one retake, free, on a later date of the same course that starts within the
// policy's months of their first day.
import type { BookingStatus, CourseResult } from "#db/schema";
import { addMonths, formatDate } from "#app/shared/dates";
import { REFUND_POLICY } from "../booking-policy";
import { targetDateRefusal, type TargetDate } from "./date-change";

export const RESULT_TEXT: Record<CourseResult, string> = {
  passed: "Passed",
  "not-passed": "Not passed",
  "did-not-attend": "Did not attend",
};

/** The last first day a free retake may have. */
export const lastRetakeStart = (firstDay: string) => addMonths(firstDay, REFUND_POLICY.freeRetakeMonths);

/** Why staff may not record a result on this booking yet, or undefined. */
export function resultRefusal(booking: { status: BookingStatus; startDate: string }, today: string) {
  if (booking.status !== "confirmed") return "Only a confirmed booking has a result.";
  if (booking.startDate > today) return "A result can be recorded once the course has started.";
  return undefined;
}

/** Why this booking has no free retake to book, or undefined. */
export function retakeRefusal(booking: {
  status: BookingStatus;
  result: CourseResult | null;
  hasRetake: boolean;
  isRetake: boolean;
}): string | undefined {
  if (booking.status !== "confirmed") return "Only a confirmed booking has a free retake.";
  if (booking.isRetake) return "A retake has no free retake of its own: please call us.";
  if (booking.result !== "not-passed") return "A free retake is offered once a result of 'not passed' is recorded.";
  if (booking.hasRetake) return "This booking's free retake has already been booked.";
  return undefined;
}

/** Why this date cannot be the retake of a course whose first day was `firstDay`, or undefined. */
export function retakeDateRefusal(target: TargetDate, firstDay: string, today: string): string | undefined {
  if (target.startDate <= firstDay) return "A retake must be on a later date than your course.";
  const last = lastRetakeStart(firstDay);
  if (target.startDate > last) {
    return `A free retake must start within ${REFUND_POLICY.freeRetakeMonths} months of your course, by ${formatDate(last)}.`;
  }
  return targetDateRefusal(target, today);
}
