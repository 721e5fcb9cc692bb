import { describe, expect, it } from "vitest";
import {
  candidateDays,
  closedDayWarnings,
  holidayMapOf,
  proposeCourseDays,
  settleCourseDays,
  weekdaysOfDays,
} from "./course-day-rules";

// Two of the real ones (bank-holidays.test.ts checks the package says so), so these rules are tested on their own.
const holidays = holidayMapOf([
  { date: "2026-12-28", name: "Boxing Day (substitute day)" },
  { date: "2027-01-01", name: "New Year's Day" },
]);

describe("proposeCourseDays", () => {
  it.each([
    ["a one-day course", "2026-12-01", 1, [], ["2026-12-01"]],
    [
      "six days from Tuesday 1 December skip Sunday 6th",
      "2026-12-01",
      6,
      [],
      ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07"],
    ],
    [
      "over Christmas: Monday 28 December and New Year's Day are skipped",
      "2026-12-29",
      4,
      [],
      ["2026-12-29", "2026-12-30", "2026-12-31", "2027-01-02"],
    ],
    [
      "a run on Mon to Wed keeps to those weekdays",
      "2026-12-01",
      4,
      ["Mon", "Tue", "Wed"],
      ["2026-12-01", "2026-12-02", "2026-12-07", "2026-12-08"],
    ],
    ["a run ticked for Sundays still skips them", "2026-12-05", 2, ["Sat", "Sun"], ["2026-12-05", "2026-12-12"]],
    ["the first day stays even on a Sunday", "2026-12-06", 2, [], ["2026-12-06", "2026-12-07"]],
  ] as const)("%s", (_, first, count, weekdays, days) => {
    expect(proposeCourseDays(first, count, holidays, weekdays)).toEqual(days);
  });
});

describe("closedDayWarnings", () => {
  it("names each Sunday and bank holiday", () => {
    expect(closedDayWarnings(["2026-12-05", "2026-12-06", "2026-12-28"], holidays)).toEqual([
      "Sunday 6 December 2026: the academy is closed on Sundays",
      "Monday 28 December 2026: Boxing Day (substitute day), a bank holiday",
    ]);
  });

  it("says nothing of open days", () => {
    expect(closedDayWarnings(["2026-12-01", "2026-12-02"], holidays)).toEqual([]);
  });
});

describe("settleCourseDays", () => {
  const base = { firstDay: "2026-12-01", durationDays: 3, weekdays: [] as string[] };

  it.each([
    [
      "keeps the days chosen, sorted once each",
      { chosen: ["2026-12-03", "2026-12-01", "2026-12-03"] },
      ["2026-12-01", "2026-12-03"],
    ],
    ["proposes the course's length when none are sent", { chosen: [] }, ["2026-12-01", "2026-12-02", "2026-12-03"]],
    [
      "keeps a run of the spec's shape between its start and end on its weekdays",
      { chosen: [], endDate: "2026-12-08", weekdays: ["Tue"] },
      ["2026-12-01", "2026-12-08"],
    ],
    [
      "moves the stored days with a new first day when only the date changed",
      {
        firstDay: "2026-12-03",
        chosen: ["2026-12-01", "2026-12-02"],
        previous: { firstDay: "2026-12-01", days: ["2026-12-01", "2026-12-02"] },
      },
      ["2026-12-03", "2026-12-04"],
    ],
  ] as const)("%s", (_, change, days) => {
    expect(settleCourseDays({ ...base, ...change }, holidays)).toEqual({ days });
  });

  it.each([
    [
      "days that do not start on the first day",
      { chosen: ["2026-12-02"] },
      "The course days must start on the first day, 1 December 2026",
    ],
    [
      "a day before the first day",
      { chosen: ["2026-11-30", "2026-12-01"] },
      "The course days must start on the first day, 1 December 2026",
    ],
    [
      "a day more than a year on",
      { chosen: ["2026-12-01", "2028-01-01"] },
      "The course days must all fall within a year of the first day",
    ],
  ])("refuses %s", (_, change, error) => {
    expect(settleCourseDays({ ...base, ...change }, holidays)).toEqual({ error });
  });
});

describe("candidateDays and weekdaysOfDays", () => {
  it("offers a fortnight past the course or its last chosen day", () => {
    expect(candidateDays("2026-12-01", [], 1)).toHaveLength(14);
    expect(candidateDays("2026-12-01", ["2026-12-01", "2026-12-20"], 1).at(-1)).toBe("2026-12-27");
  });

  it("lists the weekdays of the days, Mon to Sun", () => {
    expect(weekdaysOfDays(["2026-12-06", "2026-12-01", "2026-12-07"])).toEqual(["Mon", "Tue", "Sun"]);
  });
});
