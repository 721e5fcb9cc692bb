import { describe, expect, it } from "vitest";
import { AvailableDateInputSchema, CourseInstanceInputSchema } from "./staff-schema";

const COURSE_ID = "00000000-0000-4000-8000-000000000000";
const instance = { courseId: COURSE_ID, startDate: "2030-03-04", location: "Oxford", days: ["Mon"] };

describe("CourseInstanceInputSchema", () => {
  it.each([
    [
      ["Sun", "Mon", "Mon", "Wed"],
      ["Mon", "Wed", "Sun"],
    ],
    [["Sat"], ["Sat"]],
  ])("stores the days %j once each, Mon to Sun: %j", (days, expected) => {
    expect(CourseInstanceInputSchema.parse({ ...instance, days }).days).toEqual(expected);
  });

  it.each([
    [{ endDate: "" }, { endDate: null }],
    [{ endDate: null }, { endDate: null }],
    [{ endDate: "2030-03-04" }, { endDate: "2030-03-04" }],
    [{ price: null }, { price: null }],
    [{ price: 0 }, { price: 0 }],
    [{ bookUrl: " " }, { bookUrl: null }],
    [{ bookUrl: "https://example.com/x" }, { bookUrl: "https://example.com/x" }],
  ])("reads %j as %j", (change, expected) => {
    expect(CourseInstanceInputSchema.parse({ ...instance, ...change })).toMatchObject(expected);
  });

  it("shows one message for a missing start date, not two", () => {
    const result = CourseInstanceInputSchema.safeParse({ ...instance, startDate: "" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(["Start date is required"]);
  });
});

describe("AvailableDateInputSchema", () => {
  it.each([
    // No venue and no location: the server takes the venue called Oxford (SPEC §9's default location, issue 21).
    [
      {},
      { maxSeats: 12, location: null, venueId: null, courseDays: [], status: "active", bookedSeats: 0, notes: null },
    ],
    [{ location: "" }, { location: null }],
    [{ location: " Reading " }, { location: "Reading" }],
    [{ notes: "  " }, { notes: null }],
  ])("reads %j as %j", (change, expected) => {
    expect(AvailableDateInputSchema.parse({ courseId: COURSE_ID, date: "2030-05-01", ...change })).toMatchObject(
      expected,
    );
  });
});
