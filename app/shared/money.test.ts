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
    { format: "formatPounds", pence: -24_900, text: "-£249" },
    { format: "formatPounds", pence: -40, text: "£0" },
    { format: "formatPoundsExact", pence: -14_950, text: "-£149.50" },
    { format: "formatPoundsExact", pence: -10_000, text: "-£100" },
    { format: "formatPoundsExact", pence: 0, text: "£0" },
  ] as const)("$format: $pence pence → $text", ({ format, pence, text }) => expect(formats[format](pence)).toBe(text));

  // Written out, not Intl's (money.ts): the same text as Intl's en-GB GBP formatters, bar "-£0" for less than
  // half a pound owed back, which reads "£0".
  it("says every amount as Intl's en-GB GBP does, from -£12,000 to £12,000,000", () => {
    const whole = new Intl.NumberFormat("en-GB", {
      style: "currency",
      currency: "GBP",
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    });
    const exact = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP" });
    const amounts = [];
    for (let pence = -1_200_000; pence <= 1_200_000; pence += 7) amounts.push(pence);
    for (let pence = 1_200_000; pence <= 1_200_000_000; pence += 99_991) amounts.push(pence);
    for (const pence of amounts) {
      const wholeText = whole.format(Math.round(pence / 100)).replace(/^-£0$/, "£0");
      const exactText = exact.format(pence / 100).replace(/\.00$/, "");
      if (formatPounds(pence) !== wholeText) expect(formatPounds(pence), String(pence)).toBe(wholeText);
      if (formatPoundsExact(pence) !== exactText) expect(formatPoundsExact(pence), String(pence)).toBe(exactText);
    }
    expect(amounts.length).toBeGreaterThan(340_000);
  });
});
