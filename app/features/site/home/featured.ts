// SPEC §2 Home and §9: the home page shows the first 6 courses of the catalogue.
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";

export const FEATURED_COURSE_COUNT = 6;

/** What a course card and the booking dialog need, and no more, so the page's HTML stays small. */
const FEATURED_FIELDS = [
  "id",
  "slug",
  "title",
  "description",
  "durationDays",
  "price",
  "tags",
  "includes",
  "prerequisites",
  "needsFirstAidCertificate",
] as const satisfies readonly (keyof PublicCourse)[];

export type FeaturedCourse = Pick<PublicCourse, (typeof FEATURED_FIELDS)[number]>;

export function featuredCourses(courses: readonly PublicCourse[]): FeaturedCourse[] {
  return courses
    .slice(0, FEATURED_COURSE_COUNT)
    .map((course) => Object.fromEntries(FEATURED_FIELDS.map((key) => [key, course[key]])) as FeaturedCourse);
}
