import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  formatDate,
  formatDayAndMonth,
  formatMonth,
  formatWeekday,
  londonToday,
  weekdayOf,
} from "./dates";

describe("londonToday", () => {
  it.each([
    ["2026-06-30T22:59:59Z", "2026-06-30"], // 23:59 BST
    ["2026-06-30T23:00:00Z", "2026-07-01"], // midnight BST: already tomorrow in London
    ["2026-12-31T23:59:59Z", "2026-12-31"], // GMT in winter
    ["2026-03-29T00:30:00Z", "2026-03-29"], // the night the clocks go forward
  ])("at %s it is %s in London", (instant, date) => expect(londonToday(new Date(instant))).toBe(date));
});

describe("calendar arithmetic", () => {
  it.each([
    ["2026-11-22", 1, "2026-11-23"],
    ["2026-12-31", 1, "2027-01-01"],
    ["2028-02-28", 1, "2028-02-29"],
    ["2026-03-28", 2, "2026-03-30"],
    ["2026-01-01", -1, "2025-12-31"],
  ])("%s + %i days = %s", (from, days, to) => expect(addDays(from, days)).toBe(to));

  it.each([
    ["2026-11-22", "2026-11-29", 7],
    ["2026-11-22", "2026-11-22", 0],
    ["2026-11-22", "2026-11-21", -1],
    ["2026-03-27", "2026-03-30", 3],
  ])("from %s to %s is %i days", (a, b, days) => expect(daysBetween(a, b)).toBe(days));

  it("knows the weekday", () => {
    expect(weekdayOf("2026-11-22")).toBe(0);
    expect(weekdayOf("2026-11-23")).toBe(1);
  });
});

describe("formatDate", () => {
  it.each([
    ["2025-03-05", "5 March 2025"],
    ["2026-12-25", "25 December 2026"],
    [new Date("2026-06-30T23:30:00Z"), "1 July 2026"],
    ["2026-03-05T09:00:00.000Z", "5 March 2026"],
  ])("%s → %s", (value, text) => expect(formatDate(value)).toBe(text));

  // The names are written out, not Intl's (calendar-names.ts): the same text as Intl's 'en-GB', every day.
  it("names every day from 1990 to 2100 as Intl's en-GB does: date, day and month, weekday, month", () => {
    const intl = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat("en-GB", { ...options, timeZone: "UTC" });
    const long = intl({ day: "numeric", month: "long", year: "numeric" });
    const dayMonth = intl({ day: "numeric", month: "long" });
    const weekday = intl({ weekday: "long" });
    const month = intl({ month: "long", year: "numeric" });
    let days = 0;
    for (let day = "1990-01-01"; day <= "2100-12-31"; day = addDays(day, 1), days++) {
      const noon = new Date(`${day}T12:00:00Z`);
      if (formatDate(day) !== long.format(noon)) expect(formatDate(day), day).toBe(long.format(noon));
      if (formatDayAndMonth(day) !== dayMonth.format(noon))
        expect(formatDayAndMonth(day), day).toBe(dayMonth.format(noon));
      if (formatWeekday(day) !== weekday.format(noon)) expect(formatWeekday(day), day).toBe(weekday.format(noon));
      if (formatMonth(day.slice(0, 7)) !== month.format(noon))
        expect(formatMonth(day.slice(0, 7)), day).toBe(month.format(noon));
    }
    expect(days).toBe(40_542);
  });

  it.each(["", "not a date", "2026-13-01", "2026-00-10"])("refuses %j, as Intl did", (value) => {
    expect(() => formatDate(value)).toThrow(RangeError);
  });
});

describe("addMonths", () => {
  // The shorter month's last day, and the leap day (first aid's 3 years and 12 months, the retake's 6).
  it.each([
    ["2027-03-05", 6, "2027-09-05"],
    ["2027-08-31", 6, "2028-02-29"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2027-10-15", 6, "2028-04-15"],
    ["2028-02-29", 12, "2029-02-28"],
    ["2028-02-29", 36, "2031-02-28"],
    ["2027-01-31", 1, "2027-02-28"],
    ["2027-12-15", 1, "2028-01-15"],
  ])("%s + %s months = %s", (from, months, to) => {
    expect(addMonths(from, months)).toBe(to);
  });
});
