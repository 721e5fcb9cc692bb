// The course page's data, made once on the server for both ways the page gets it: the loader of a full page load and
// GET /api/courses/slug/:slug/page on client-side navigation. The dates are merged and filtered here, so that code
// stays out of the page's script and a navigation costs one request, not a course then its dates.
import type { CatalogueReads } from "../catalogue-reads.server";
import { courseDatesOf } from "./course-dates";
import type { CourseDetailData } from "./course-detail-page";
import { heroImageFor } from "./hero-image";

export async function coursePageData(
  catalogue: CatalogueReads,
  slug: string,
  today: string,
): Promise<CourseDetailData> {
  const { faqs, ...course } = (await catalogue.courseBySlug(slug)).value;
  const [instances, availableDates] = await Promise.all([
    catalogue.instances(course.id, today),
    catalogue.availableDates(course.id, today),
  ]);
  return {
    course,
    faqs,
    dates: courseDatesOf(course, instances.value, availableDates.value, today),
    today,
    heroImage: heroImageFor(course.title),
  };
}
