// Structured data for the home page: the site, and the featured courses as a list.
import { courseJsonLd } from "#app/features/catalogue/course-json-ld.server";
import { itemListJsonLd } from "#app/shared/json-ld.server";
import type { FeaturedCourse } from "./featured";

export function websiteJsonLd(origin: string, siteName: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: siteName,
    url: `${origin}/`,
    inLanguage: "en-GB",
    publisher: { "@id": `${origin}/#organization` },
  };
}

/** The featured courses, each without its dates (the page does not load them): an undated CourseInstance says how it is taught. */
export function featuredCoursesJsonLd(
  origin: string,
  siteName: string,
  courses: readonly FeaturedCourse[],
): Record<string, unknown> {
  return itemListJsonLd(
    "Featured courses",
    courses.map((course) => courseJsonLd(course, [], { origin, name: siteName })),
  );
}
