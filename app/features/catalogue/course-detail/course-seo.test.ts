import { describe, expect, it } from "vitest";
import type { CourseDate } from "./course-dates";
import { courseJsonLd, metaDescription } from "./course-seo.server";

const ORIGIN = "https://academy.example";
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
      ORIGIN,
    );
    expect(jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Course",
      name: "SIA Door Supervisor",
      description: "Six days of training.",
      url: `${ORIGIN}/courses/door-supervisor`,
      provider: { "@id": `${ORIGIN}/#organization` },
      offers: { "@type": "Offer", price: "249.00", priceCurrency: "GBP" },
    });
    expect(jsonLd.hasCourseInstance).toEqual([
      expect.objectContaining({
        "@type": "CourseInstance",
        courseMode: "onsite",
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

  it("has an empty instance list when no dates are scheduled", () => {
    expect(courseJsonLd(COURSE, [], ORIGIN).hasCourseInstance).toEqual([]);
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
