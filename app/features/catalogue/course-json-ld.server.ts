// schema.org Course as Google's course info rich result documents it
// (developers.google.com/search/docs/appearance/structured-data/course-info):
// name, description, provider, offers and hasCourseInstance are required, and
// each CourseInstance needs courseMode (Google's words: Online, Onsite or
// Blended) and courseSchedule or courseWorkload. One builder for every page
// that lists courses, so the course page, /schedule and the home page agree.
import { decimalPounds } from "#app/shared/money";
import { heroImageFor } from "./course-detail/hero-image";

export type JsonLdCourse = {
  slug: string;
  title: string;
  description: string | null;
  price: number;
  durationDays: number;
};

/** One dated run of a course: a scheduled instance or a single available date. */
export type JsonLdRun = {
  startDate: string;
  endDate: string | null;
  location: string;
  price: number;
  seatsLeft: number;
};

export type JsonLdSite = { origin: string; name: string };

/** The academy as a course's provider, inline so a reader needs no other block of the page. */
export function providerJsonLd(site: JsonLdSite): Record<string, unknown> {
  return {
    "@type": "EducationalOrganization",
    "@id": `${site.origin}/#organization`,
    name: site.name,
    url: `${site.origin}/`,
    // Google's provider.sameAs is "the URL of the provider".
    sameAs: `${site.origin}/`,
  };
}

function offerOf(pence: number, url: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    "@type": "Offer",
    category: pence > 0 ? "Paid" : "Free",
    price: decimalPounds(pence),
    priceCurrency: "GBP",
    url,
    ...extra,
  };
}

function courseInstanceOf(course: JsonLdCourse, run: JsonLdRun | null, url: string): Record<string, unknown> {
  return {
    "@type": "CourseInstance",
    // Every course is taught in a classroom (SPEC §1).
    courseMode: "Onsite",
    // The site knows a course's length in whole days, not hours a day, so the
    // workload (an ISO 8601 duration) rather than a schedule that would invent them.
    courseWorkload: `P${course.durationDays}D`,
    ...(run && {
      startDate: run.startDate,
      ...(run.endDate ? { endDate: run.endDate } : {}),
      location: {
        "@type": "Place",
        name: run.location,
        address: { "@type": "PostalAddress", addressLocality: run.location, addressCountry: "GB" },
      },
      offers: offerOf(run.price, `${url}#dates`, {
        availability: `https://schema.org/${run.seatsLeft > 0 ? "InStock" : "SoldOut"}`,
      }),
    }),
  };
}

/** A course with its upcoming runs; with none, one undated instance still says how it is taught. */
export function courseJsonLd(
  course: JsonLdCourse,
  runs: readonly JsonLdRun[],
  site: JsonLdSite,
): Record<string, unknown> {
  const url = `${site.origin}/courses/${course.slug}`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    "@id": `${url}#course`,
    name: course.title,
    description: course.description || course.title,
    url,
    image: new URL(heroImageFor(course.title), site.origin || "http://localhost").href,
    inLanguage: "en-GB",
    timeRequired: `P${course.durationDays}D`,
    provider: providerJsonLd(site),
    offers: offerOf(course.price, url),
    hasCourseInstance:
      runs.length > 0 ? runs.map((run) => courseInstanceOf(course, run, url)) : [courseInstanceOf(course, null, url)],
  };
}
