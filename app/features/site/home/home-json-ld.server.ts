// Structured data for the home page: the site, and the featured courses as a list.
import { decimalPounds } from "~/shared/money";
import { courseListJsonLd } from "~/shared/seo";
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

export function featuredCoursesJsonLd(origin: string, courses: readonly FeaturedCourse[]): Record<string, unknown> {
  return courseListJsonLd(origin, "Featured courses", courses, (course) => ({
    offers: { "@type": "Offer", category: "Paid", price: decimalPounds(course.price), priceCurrency: "GBP" },
  }));
}
