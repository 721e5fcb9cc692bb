// Structured data for the home page: the site, and the featured courses as a list.
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
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name: "Featured courses",
    itemListElement: courses.map((course, index) => ({
      "@type": "ListItem",
      position: index + 1,
      item: {
        "@type": "Course",
        name: course.title,
        description: course.description,
        url: `${origin}/courses/${course.slug}`,
        provider: { "@id": `${origin}/#organization` },
        offers: {
          "@type": "Offer",
          category: "Paid",
          price: (course.price / 100).toFixed(2),
          priceCurrency: "GBP",
        },
      },
    })),
  };
}
