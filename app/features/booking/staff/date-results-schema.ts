// Results for a whole course date at once (issue 21, office manager's list item 8): the request and answers of
// /api/admin/dates/{instance|date}/{id}/results. Shared by the browser and the server.
import { z } from "zod";
import type { CourseResult } from "#db/schema";

// The database's results (COURSE_RESULTS), spelt out here: this file is in the browser's bundle too.
export const RESULTS = ["passed", "not-passed", "did-not-attend"] as const satisfies readonly CourseResult[];

/** POST …/results: a result for each learner staff chose one for (the others are left as they are). */
export const DateResultsSchema = z.strictObject({
  results: z
    .array(
      z.strictObject({
        bookingId: z.uuid("Please choose a learner"),
        result: z.enum(RESULTS, "Please choose a result"),
      }),
      "Please choose a result for at least one learner",
    )
    .min(1, "Please choose a result for at least one learner")
    .max(500, "Too many learners at once")
    .refine(
      (results) => new Set(results.map((entry) => entry.bookingId)).size === results.length,
      "Each learner may have one result",
    ),
});
export type DateResultsInput = z.output<typeof DateResultsSchema>;

/** GET …/results: the date's learners (confirmed bookings) and their results so far. */
export type DateResults = {
  courseTitle: string;
  startDate: string;
  /** Results are recorded once the course has started (London day). */
  started: boolean;
  learners: { bookingId: string; reference: string; name: string; result: CourseResult | null }[];
};

/** POST …/results: how many results changed (each learner e-mailed once) and how many were already so. */
export type DateResultsSaved = { changed: number; unchanged: number };
