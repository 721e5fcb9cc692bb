import { describe, expect, it } from "vitest";
import { courseDays } from "./course-days";

describe("courseDays", () => {
  it.each([
    [
      "an available date: consecutive days for the course's length",
      { startDate: "2027-03-05", endDate: null, weekdays: [], durationDays: 3 },
      ["2027-03-05", "2027-03-06", "2027-03-07"],
    ],
    ["a one-day course", { startDate: "2027-03-05", endDate: null, weekdays: [], durationDays: 1 }, ["2027-03-05"]],
    [
      "a run on its listed weekdays only (Mon 1 to Mon 8 March, Mon–Wed)",
      { startDate: "2027-03-01", endDate: "2027-03-08", weekdays: ["Mon", "Tue", "Wed"], durationDays: 4 },
      ["2027-03-01", "2027-03-02", "2027-03-03", "2027-03-08"],
    ],
    [
      "a run without weekdays: every day to its end",
      { startDate: "2027-03-01", endDate: "2027-03-03", weekdays: [], durationDays: 1 },
      ["2027-03-01", "2027-03-02", "2027-03-03"],
    ],
    [
      "the start date counts even off its weekdays",
      { startDate: "2027-03-06", endDate: "2027-03-08", weekdays: ["Mon"], durationDays: 2 },
      ["2027-03-06", "2027-03-08"],
    ],
  ] as const)("%s", (_, run, days) => {
    expect(courseDays({ ...run, weekdays: [...run.weekdays] })).toEqual(days);
  });

  it("returns the days staff chose, whatever the course's length says (issue 21, M1)", () => {
    const run = { startDate: "2026-12-01", endDate: null, weekdays: [], durationDays: 6 };
    const chosen = ["2026-12-01", "2026-12-02", "2026-12-03", "2026-12-04", "2026-12-05", "2026-12-07"];
    expect(courseDays({ ...run, stored: [...chosen].reverse() })).toEqual(chosen);
    expect(courseDays({ ...run, stored: [] })).toHaveLength(6);
  });
});
