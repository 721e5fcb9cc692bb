import { describe, expect, it } from "vitest";
import { formatCourseDays, formatDateSpan } from "./date-span";

describe("formatDateSpan", () => {
  it.each([
    ["one day", "2026-12-01", null, "1 December 2026"],
    ["one day given twice", "2026-12-01", "2026-12-01", "1 December 2026"],
    ["days in one month", "2026-12-01", "2026-12-06", "1 to 6 December 2026"],
    ["across a month", "2026-11-28", "2026-12-03", "28 November to 3 December 2026"],
    ["across a year", "2026-12-28", "2027-01-02", "28 December 2026 to 2 January 2027"],
  ])("%s", (_, first, last, text) => {
    expect(formatDateSpan(first, last)).toBe(text);
  });

  it("reads a list of course days from its first to its last", () => {
    expect(formatCourseDays(["2026-12-01", "2026-12-02", "2026-12-07"])).toBe("1 to 7 December 2026");
    expect(formatCourseDays(["2026-12-01"])).toBe("1 December 2026");
  });
});
