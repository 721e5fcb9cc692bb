import { describe, expect, it } from "vitest";
import { moneyInWords, paymentStateText } from "./booking-page-view";

describe("moneyInWords", () => {
  const base = { moneyState: "deposit paid", amountRefunded: 0, refundPending: 0, totalPrice: 24_900 } as const;
  it.each([
    [{ ...base, status: "confirmed" }, "Balance to pay"],
    [{ ...base, status: "confirmed", moneyState: "paid in full" }, "Paid in full"],
    [{ ...base, status: "pending", moneyState: "unpaid" }, "Awaiting payment"],
    [{ ...base, status: "expired", moneyState: "unpaid" }, "Not paid"],
    [{ ...base, status: "cancelled", refundPending: 10_000 }, "Refund pending"],
    [{ ...base, status: "cancelled", amountRefunded: 10_000 }, "Refunded"],
    [{ ...base, status: "cancelled" }, "No refund"],
    [{ ...base, status: "confirmed", moneyState: "paid in full", totalPrice: 0 }, "Nothing to pay"],
    [{ ...base, status: "pending", moneyState: "unpaid", totalPrice: 0 }, "Nothing to pay"],
    [{ ...base, status: "cancelled", moneyState: "paid in full", totalPrice: 0 }, "Nothing was paid"],
    [{ ...base, status: "expired", moneyState: "unpaid", totalPrice: 0 }, "Not paid"],
  ] as const)("%o reads %s", (view, words) => expect(moneyInWords(view)).toBe(words));
});

describe("paymentStateText", () => {
  it.each([
    ["succeeded", "deposit", "Paid"],
    ["pending", "balance", "In progress"],
    ["succeeded", "refund", "Refunded"],
    ["pending", "refund", "Refund pending"],
    ["failed", "refund", "Refund failed"],
  ])("%s %s reads %s", (state, kind, text) => expect(paymentStateText(state, kind)).toBe(text));
});
