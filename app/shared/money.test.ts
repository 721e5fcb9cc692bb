import { describe, expect, it } from "vitest";
import { decimalPounds, formatPounds, formatPoundsExact } from "./money";

const formats = { formatPounds, decimalPounds, formatPoundsExact };

describe("money from pence", () => {
  it.each([
    { format: "formatPounds", pence: 0, text: "£0" },
    { format: "formatPounds", pence: 100, text: "£1" },
    { format: "formatPounds", pence: 9_500, text: "£95" },
    { format: "formatPounds", pence: 15_000, text: "£150" },
    { format: "formatPounds", pence: 24_900, text: "£249" },
    { format: "formatPounds", pence: 24_950, text: "£250" },
    { format: "formatPounds", pence: 19_999, text: "£200" },
    { format: "formatPounds", pence: 123_456_700, text: "£1,234,567" },
    { format: "decimalPounds", pence: 24_900, text: "249.00" },
    { format: "decimalPounds", pence: 24_950, text: "249.50" },
    { format: "decimalPounds", pence: 5, text: "0.05" },
    { format: "decimalPounds", pence: 0, text: "0.00" },
    { format: "formatPoundsExact", pence: 10_000, text: "£100" },
    { format: "formatPoundsExact", pence: 14_950, text: "£149.50" },
    { format: "formatPoundsExact", pence: 5, text: "£0.05" },
    { format: "formatPoundsExact", pence: 123_456, text: "£1,234.56" },
  ] as const)("$format: $pence pence → $text", ({ format, pence, text }) => expect(formats[format](pence)).toBe(text));
});
