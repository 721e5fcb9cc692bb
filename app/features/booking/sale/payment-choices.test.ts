import { describe, expect, it } from "vitest";
import { paymentChoicesFor } from "./payment-choices";
import { PAYMENT_MESSAGES } from "./payment-rules";

const TODAY = "2026-11-22";

describe("paymentChoicesFor: the dialog's payment step (SPEC §4, §9)", () => {
  it.each([
    // price, start, reason, [label, now, balance][]
    [24_900, "2026-11-27", "within-7-days", [["Pay Full Amount - £249", 24_900, 0]]],
    [24_900, "2026-11-29", "within-7-days", [["Pay Full Amount - £249", 24_900, 0]]],
    [
      24_900,
      "2026-11-30",
      "deposit-available",
      [
        ["Pay £100 Deposit", 10_000, 14_900],
        ["Pay Full Amount - £249", 24_900, 0],
      ],
    ],
    [15_000, "2027-01-10", "full-only", [["Pay Full Amount - £150", 15_000, 0]]],
    [9_500, "2027-01-10", "full-only", [["Pay Full Amount - £95", 9_500, 0]]],
  ] as const)("£%i starting %s: %s", (price, start, reason, expected) => {
    const result = paymentChoicesFor(price, start, TODAY);
    expect(result.reason).toBe(reason);
    expect(result.message).toBe(PAYMENT_MESSAGES[reason]);
    expect(result.choices.map((c) => [c.label, c.amount, c.balance])).toEqual(expected);
  });
});
