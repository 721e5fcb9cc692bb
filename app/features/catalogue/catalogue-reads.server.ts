// The one data path for public catalogue reads: the /api handlers and the
// page loaders both come here, through the cache (catalogue-cache.server.ts).
// The values are frozen and shared between requests: copy before changing.
import type { Executor } from "#db/db.server";
import { londonToday } from "#app/shared/dates";
import type { CachedJson, CatalogueCache } from "./catalogue-cache.server";
import { getActiveCourseById, getActiveCourseBySlug, listActiveCourses, type PublicCourse } from "./catalogue.server";
import { withFaqs, type CourseWithFaqs } from "./course-detail/course-faqs.server";
import { listUpcomingAvailableDates, listUpcomingInstances } from "./schedule.server";
import type { PublicAvailableDate, PublicInstance } from "./schedule-types";

export type CatalogueReads = ReturnType<typeof catalogueReads>;

export function catalogueReads(db: Executor, cache: CatalogueCache) {
  return {
    courses: (): Promise<CachedJson<PublicCourse[]>> => cache.get("courses", () => listActiveCourses(db)),
    courseBySlug: (slug: string): Promise<CachedJson<CourseWithFaqs>> =>
      cache.get(`course-slug:${slug}`, async () => withFaqs(await getActiveCourseBySlug(db, slug))),
    courseById: (id: string): Promise<CachedJson<PublicCourse>> =>
      cache.get(`course-id:${id}`, () => getActiveCourseById(db, id)),
    /** Upcoming instances of one course, or of all courses. */
    instances: (courseId?: string, today = londonToday()): Promise<CachedJson<PublicInstance[]>> =>
      cache.get(`instances:${courseId ?? "all"}:${today}`, () => listUpcomingInstances(db, { courseId, today })),
    /** Upcoming available dates of one course, or of all courses. */
    availableDates: (courseId?: string, today = londonToday()): Promise<CachedJson<PublicAvailableDate[]>> =>
      cache.get(`available-dates:${courseId ?? "all"}:${today}`, () =>
        listUpcomingAvailableDates(db, { courseId, today }),
      ),
  };
}
