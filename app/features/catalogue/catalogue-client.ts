// What /courses and /schedule do alike in the browser: both list the courses with their upcoming runs, and filter
// them by the query string there.
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { apiGet } from "#app/shared/api-client";
import type { PublicCourse } from "./catalogue.server";
import type { PublicInstance } from "./schedule-types";

/** The courses and their upcoming runs, from the API, for client-side navigation. */
export const fetchCoursesAndRuns = () =>
  Promise.all([apiGet<PublicCourse[]>("/api/courses"), apiGet<PublicInstance[]>("/api/course-instances")]);

/** A change of filter changes only the query string: no refetch, only a new page does. */
export function refetchForNewPageOnly({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}
