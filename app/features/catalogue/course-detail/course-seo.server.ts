// Search-engine data for a course page: the schema.org Course with its dates,
// and a description short enough for a results page.
import type { PublicCourse } from "../catalogue.server";
import { courseJsonLd as courseWithRunsJsonLd, type JsonLdSite } from "../course-json-ld.server";
import type { CourseDate } from "./course-dates";

type SeoCourse = Pick<PublicCourse, "slug" | "title" | "description" | "price" | "durationDays">;

/** The course page's schema.org Course, with every upcoming date as a CourseInstance. */
export function courseJsonLd(
  course: SeoCourse,
  dates: readonly CourseDate[],
  site: JsonLdSite,
): Record<string, unknown> {
  return courseWithRunsJsonLd(
    course,
    dates.map((date) => ({ ...date, startDate: date.date })),
    site,
  );
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,.;:]$/, "")}…`;
}
