import { describe, expect, it } from "vitest";
import { amountDueNow, computePaymentOptions, priceAllowsDeposit } from "./payment-rules";

const TODAY = "2026-11-22";

describe("computePaymentOptions (SPEC §4, §9)", () => {
  it.each([
    // price, start date, options, reason
    [24_900, "2026-11-23", ["full"], "within-7-days"],
    [24_900, "2026-11-29", ["full"], "within-7-days"], // exactly 7 days away
    [24_900, "2026-11-30", ["deposit", "full"], "deposit-available"], // 8 days away
    [24_900, "2026-11-22", ["full"], "within-7-days"],
    [15_001, "2027-01-10", ["deposit", "full"], "deposit-available"],
    [15_000, "2027-01-10", ["full"], "full-only"], // at £150: no deposit
    [9_500, "2027-01-10", ["full"], "full-only"],
    [9_500, "2026-11-24", ["full"], "within-7-days"],
  ] as const)("£%i starting %s → %j (%s)", (price, start, options, reason) => {
    const result = computePaymentOptions(price, start, TODAY);
    expect(result.options).toEqual(options);
    expect(result.reason).toBe(reason);
  });

  it("explains each case in the spec's words", () => {
    expect(computePaymentOptions(24_900, "2026-11-25", TODAY).message).toBe(
      "As this course is within 7 days, full payment is required immediately.",
    );
    expect(computePaymentOptions(24_900, "2027-01-25", TODAY).message).toBe(
      "A non-refundable deposit of £100 is required to secure your booking. The remaining balance must be paid 7 days before the course start date.",
    );
    expect(computePaymentOptions(9_500, "2027-01-25", TODAY).message).toBe(
      "Full payment is required to secure your booking.",
    );
  });
});

describe("deposit rules", () => {
  it.each([
    [15_000, false],
    [15_001, true],
    [24_900, true],
    [0, false],
  ])("a price of %i pence allows a deposit: %s", (price, allowed) => expect(priceAllowsDeposit(price)).toBe(allowed));

  it("charges £100 now for a deposit and the whole price for full payment", () => {
    expect(amountDueNow(24_900, "deposit")).toBe(10_000);
    expect(amountDueNow(24_900, "full")).toBe(24_900);
  });
});
