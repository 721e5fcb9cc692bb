// SPEC §2 Home and §9: the home page shows the first 6 courses of the catalogue.
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";

export const FEATURED_COURSE_COUNT = 6;

/** What a course card and the booking dialog need, and no more, so the page's HTML stays small. */
export type FeaturedCourse = Pick<
  PublicCourse,
  | "id"
  | "slug"
  | "title"
  | "description"
  | "durationDays"
  | "price"
  | "tags"
  | "includes"
  | "prerequisites"
  | "needsFirstAidCertificate"
>;

export function featuredCourses(courses: readonly PublicCourse[]): FeaturedCourse[] {
  return courses
    .slice(0, FEATURED_COURSE_COUNT)
    .map(
      ({
        id,
        slug,
        title,
        description,
        durationDays,
        price,
        tags,
        includes,
        prerequisites,
        needsFirstAidCertificate,
      }) => ({
        id,
        slug,
        title,
        description,
        durationDays,
        price,
        tags,
        includes,
        prerequisites,
        needsFirstAidCertificate,
      }),
    );
}
