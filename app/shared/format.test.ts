import { describe, expect, it } from "vitest";
import { formatDuration, formatWeekdays } from "./format";

describe("formatDuration", () => {
  it.each([
    [1, "1 Day"],
    [2, "2 Days"],
    [6, "6 Days"],
  ])("%i → %s", (days, text) => expect(formatDuration(days)).toBe(text));
});

describe("formatWeekdays (SPEC §9)", () => {
  it.each([
    [[], ""],
    [["Sat"], "Sat"],
    [["Sat", "Sun"], "Sat & Sun"],
    [["Wed", "Thu", "Fri"], "Wed, Thu, Fri"],
    [["Mon", "Tue", "Wed", "Thu", "Fri"], "Mon, Tue, Wed, Thu, Fri"],
    [["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"], "Mon - Sat"],
    [["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], "Mon - Sun"],
  ])("%j → %j", (days, text) => expect(formatWeekdays(days)).toBe(text));
});
