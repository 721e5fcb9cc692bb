// The staff contract for changing and cancelling a course date people are booked on (issue 21, H2 and M8), shared by
// the dialogs and the server.
import { z } from "zod";
import type { DatePeople, EditImpact } from "./run-change-rules";

export type { EditImpact };

/**
 * What a PUT of a date or run may carry besides its fields: staff's confirmation that the learners booked on it are to
 * be moved to its new days (without it, such a save answers 409 with what would happen).
 */
export const RunChangeConfirmationSchema = z.object({
  confirmDateChange: z.boolean("Please confirm the change of dates").optional(),
});

/** POST /api/admin/dates/{instance|date}/{id}/cancel */
export const CancelDateSchema = z.strictObject({
  confirm: z.literal(true, "Please confirm the cancellation"),
});

/** What cancelling the date does, before and after staff confirm (GET and POST …/cancel). */
export type CancelDateImpact = DatePeople & {
  courseTitle: string;
  /** Every day of the course, first day first. */
  days: string[];
  cancelled: boolean;
  lines: string[];
};
