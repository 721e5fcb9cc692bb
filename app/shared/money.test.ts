import { describe, expect, it } from "vitest";
import { decimalPounds, formatPounds, formatPoundsExact } from "./money";

describe("formatPounds", () => {
  it.each([
    [0, "£0"],
    [100, "£1"],
    [9_500, "£95"],
    [15_000, "£150"],
    [24_900, "£249"],
    [24_950, "£250"],
    [19_999, "£200"],
    [123_456_700, "£1,234,567"],
  ])("%i pence → %s", (pence, text) => expect(formatPounds(pence)).toBe(text));
});

describe("decimalPounds", () => {
  it.each([
    [24_900, "249.00"],
    [24_950, "249.50"],
    [5, "0.05"],
    [0, "0.00"],
  ])("%i pence → %s", (pence, text) => expect(decimalPounds(pence)).toBe(text));
});

describe("formatPoundsExact", () => {
  it.each([
    [10_000, "£100"],
    [14_950, "£149.50"],
    [5, "£0.05"],
    [123_456, "£1,234.56"],
  ])("%i pence → %s", (pence, text) => expect(formatPoundsExact(pence)).toBe(text));
});
