import { describe, expect, it } from "vitest";
import { lastDays, lastWeeks, poundTicks, shortDay, weekStartOf } from "./overview";

describe("the overview's calendar", () => {
  it.each([
    ["2026-11-23", "2026-11-23"], // a Monday
    ["2026-11-26", "2026-11-23"], // Thursday
    ["2026-11-29", "2026-11-23"], // Sunday ends the week
    ["2027-01-01", "2026-12-28"], // across the new year
  ])("%s is in the week of Monday %s", (day, monday) => expect(weekStartOf(day)).toBe(monday));

  it("lists the last 12 Mondays, oldest first, this week last", () => {
    const weeks = lastWeeks("2026-11-26");
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toBe("2026-09-07");
    expect(weeks.at(-1)).toBe("2026-11-23");
  });

  it("lists the last 14 days ending today", () => {
    expect(lastDays("2026-11-26")).toHaveLength(14);
    expect([lastDays("2026-11-26")[0], lastDays("2026-11-26").at(-1)]).toEqual(["2026-11-13", "2026-11-26"]);
  });

  it("names a day shortly", () => expect(shortDay("2026-08-03")).toBe("3 Aug"));
});

describe("poundTicks: round steps for an axis of pounds", () => {
  it.each([
    [0, [0, 1]],
    [248, [0, 100, 200, 300]],
    [1_097, [0, 500, 1_000, 1_500]],
    [400, [0, 100, 200, 300, 400]],
    [60, [0, 20, 40, 60]],
  ])("up to £%i: %o", (max, ticks) => expect(poundTicks(max)).toEqual(ticks));
});
