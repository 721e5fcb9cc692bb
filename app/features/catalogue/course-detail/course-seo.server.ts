// Search-engine data for a course page: the schema.org Course with its dates,
// and a description short enough for a results page.
import { decimalPounds } from "~/shared/money";
import type { PublicCourse } from "../catalogue.server";
import type { CourseDate } from "./course-dates";

type SeoCourse = Pick<PublicCourse, "slug" | "title" | "description" | "price" | "durationDays">;

export function courseJsonLd(course: SeoCourse, dates: readonly CourseDate[], origin: string): Record<string, unknown> {
  const url = `${origin}/courses/${course.slug}`;
  const provider = { "@id": `${origin}/#organization` };
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: course.title,
    description: course.description,
    url,
    provider,
    timeRequired: `P${course.durationDays}D`,
    inLanguage: "en-GB",
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: decimalPounds(course.price),
      priceCurrency: "GBP",
      url,
    },
    hasCourseInstance: dates.map((date) => ({
      "@type": "CourseInstance",
      courseMode: "onsite",
      startDate: date.date,
      ...(date.endDate ? { endDate: date.endDate } : {}),
      location: {
        "@type": "Place",
        name: date.location,
        address: { "@type": "PostalAddress", addressLocality: date.location, addressCountry: "GB" },
      },
      offers: {
        "@type": "Offer",
        price: decimalPounds(date.price),
        priceCurrency: "GBP",
        availability: date.seatsLeft > 0 ? "https://schema.org/InStock" : "https://schema.org/SoldOut",
        url: `${url}#dates`,
      },
    })),
  };
}

/** At most `max` characters, cut at a word boundary with an ellipsis. */
export function metaDescription(text: string, max = 160): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[,.;:]$/, "")}…`;
}
