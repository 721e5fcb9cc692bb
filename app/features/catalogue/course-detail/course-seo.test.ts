import { describe, expect, it } from "vitest";
import type { CourseDate } from "./course-dates";
import { courseJsonLd, metaDescription } from "./course-seo.server";

const ORIGIN = "https://academy.example";
const SITE = { origin: ORIGIN, name: "Thames Valley Security Training Academy" };
const COURSE = {
  slug: "door-supervisor",
  title: "SIA Door Supervisor",
  description: "Six days of training.",
  price: 24_900,
  durationDays: 6,
};
const date = (extra: Partial<CourseDate>): CourseDate => ({
  kind: "instance",
  id: "i1",
  date: "2026-12-07",
  endDate: "2026-12-12",
  days: ["Mon", "Sat"],
  location: "Oxford",
  maxSeats: 16,
  bookedSeats: 0,
  seatsLeft: 16,
  price: 24_900,
  status: "active",
  venueAddress: null,
  venueAddressToFollow: false,
  courseDays: ["2026-12-07", "2026-12-12"],
  ...extra,
});

describe("courseJsonLd", () => {
  it("describes the course, its provider, its price in GBP and every upcoming date", () => {
    const jsonLd = courseJsonLd(
      COURSE,
      [
        date({}),
        date({
          kind: "available-date",
          id: "d1",
          date: "2026-12-20",
          endDate: null,
          location: "Reading",
          seatsLeft: 0,
        }),
      ],
      SITE,
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "SIA Door Supervisor",
      description: "Six days of training.",
      url: `${ORIGIN}/courses/door-supervisor`,
      image: `${ORIGIN}/images/courses/security.webp`,
      provider: {
        "@type": "EducationalOrganization",
        "@id": `${ORIGIN}/#organization`,
        name: SITE.name,
        sameAs: `${ORIGIN}/`,
      },
      offers: { "@type": "Offer", category: "Paid", price: "249.00", priceCurrency: "GBP" },
    });
    expect(jsonLd.hasCourseInstance).toEqual([
      expect.objectContaining({
        "@type": "CourseInstance",
        courseMode: "Onsite",
        courseWorkload: "P6D",
        startDate: "2026-12-07",
        endDate: "2026-12-12",
        location: expect.objectContaining({ name: "Oxford" }),
        offers: expect.objectContaining({ availability: "https://schema.org/InStock" }),
      }),
      expect.objectContaining({
        startDate: "2026-12-20",
        location: expect.objectContaining({ name: "Reading" }),
        offers: expect.objectContaining({ availability: "https://schema.org/SoldOut" }),
      }),
    ]);
    expect((jsonLd.hasCourseInstance as object[])[1]).not.toHaveProperty("endDate");
  });

  it("still has an undated CourseInstance (Google requires one) when no dates are scheduled", () => {
    expect(courseJsonLd(COURSE, [], SITE).hasCourseInstance).toEqual([
      { "@type": "CourseInstance", courseMode: "Onsite", courseWorkload: "P6D" },
    ]);
  });
});

describe("metaDescription", () => {
  it.each([
    ["Short text.", 160, "Short text."],
    ["  spaced \n  out  ", 160, "spaced out"],
    ["one two three four five", 14, "one two three…"],
    ["one two, three four", 10, "one two…"],
    ["abcdefghijklmnopqrstuvwxyz", 10, "abcdefghi…"],
  ])("%j (max %i) → %j", (text, max, expected) => {
    expect(metaDescription(text, max)).toBe(expected);
    expect(metaDescription(text, max).length).toBeLessThanOrEqual(max);
  });
});
