import { describe, expect, it } from "vitest";
import { SLUG_PATTERN } from "./input-fields";
import {
  courseTitleOf,
  durationText,
  formatInstant,
  formatInstantWithTime,
  humanise,
  leadName,
  linesToList,
  seatsText,
  slugify,
  withQuery,
} from "./staff-format";
import { firstErrorMessage } from "./form-controls";

describe("humanise", () => {
  it.each([
    ["active", "Active"],
    ["course-enquiry", "Course enquiry"],
    ["booking_lead", "Booking lead"],
    ["", ""],
  ])("%j reads %j", (value, expected) => expect(humanise(value)).toBe(expected));
});

describe("formatInstant", () => {
  it.each([
    ["2025-03-05T10:00:00.000Z", "5 March 2025"],
    // Just after midnight in London during summer time is already the next day there.
    ["2025-06-30T23:30:00.000Z", "1 July 2025"],
    [null, "N/A"],
    [undefined, "N/A"],
    ["not a date", "N/A"],
  ])("%j reads %j", (value, expected) => expect(formatInstant(value)).toBe(expected));
});

describe("table text", () => {
  it("shows seats as booked/max", () => expect(seatsText(3, 16)).toBe("3/16"));
  it.each([
    [1, "1 day"],
    [6, "6 days"],
  ])("shows a duration of %i as %j", (days, expected) => expect(durationText(days)).toBe(expected));
  it.each([
    [{ courseTitle: "SIA Door Supervisor" }, "SIA Door Supervisor"],
    [{ courseTitle: null }, "Unknown Course"],
  ])("names the course of %j", (row, expected) => expect(courseTitleOf(row)).toBe(expected));
});

describe("leadName", () => {
  it.each([
    [{ fullName: "Alex Morgan", firstName: "A", lastName: "M" }, "Alex Morgan"],
    [{ fullName: null, firstName: "Sam", lastName: "Taylor" }, "Sam Taylor"],
    [{ fullName: "  ", firstName: "Sam", lastName: null }, "Sam"],
    [{ fullName: null, firstName: null, lastName: null }, "N/A"],
  ])("names %j %j", (lead, expected) => expect(leadName(lead)).toBe(expected));
});

describe("linesToList", () => {
  it.each([
    ["", []],
    ["One\nTwo", ["One", "Two"]],
    ["  One  \n\n\r\nTwo\n", ["One", "Two"]],
  ])("turns %j into %j", (text, expected) => expect(linesToList(text)).toEqual(expected));
});

describe("slugify", () => {
  it.each([
    ["SIA Door Supervisor", "sia-door-supervisor"],
    ["Emergency First Aid at Work (EFAW)", "emergency-first-aid-at-work-efaw"],
    ["Renewing Your Licence? SIA Top-Up Training Explained", "renewing-your-licence-sia-top-up-training-explained"],
    ["Café & Bar Security", "cafe-and-bar-security"],
    ["  --  ", ""],
  ])("makes %j into %j", (title, expected) => {
    expect(slugify(title)).toBe(expected);
    if (expected) expect(SLUG_PATTERN.test(slugify(title))).toBe(true);
  });

  it("keeps slugs within the schema's 100 characters without a trailing hyphen", () => {
    const slug = slugify(`${"a".repeat(99)} b`);
    expect(slug.length).toBeLessThanOrEqual(100);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("withQuery", () => {
  it.each([
    [{}, "/api/admin/leads"],
    [{ status: "" }, "/api/admin/leads"],
    [{ status: "new" }, "/api/admin/leads?status=new"],
    [{ status: "new", from: undefined, to: "2025-03-05" }, "/api/admin/leads?status=new&to=2025-03-05"],
  ])("builds %j into %j", (params, expected) => expect(withQuery("/api/admin/leads", params)).toBe(expected));
});

describe("firstErrorMessage", () => {
  it.each([
    [undefined, undefined],
    [{ message: "Title is required" }, "Title is required"],
    [[undefined, { message: "Remove empty items" }], "Line 2: Remove empty items"],
    [{ root: { message: "Too many items" } }, "Too many items"],
  ])("reads %j as %j", (error, expected) => expect(firstErrorMessage(error)).toBe(expected));
});

describe("formatInstantWithTime", () => {
  it.each([
    ["2026-11-24T22:05:00.000Z", "24 November 2026, 22:05"],
    ["2027-06-14T23:30:00.000Z", "15 June 2027, 00:30"],
    ["not a date", "N/A"],
  ])("%s → %s", (iso, text) => expect(formatInstantWithTime(iso)).toBe(text));
});
