import { describe, expect, it } from "vitest";
import { badgesOf, courseIsOn, dateChangeShown, moneyInWords, paymentStateText } from "./booking-page-view";

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

describe("badgesOf (issue 21, M2 and L1)", () => {
  const base = {
    moneyState: "unpaid",
    amountRefunded: 0,
    refundPending: 0,
    totalPrice: 24_900,
    dateCancelled: false,
  } as const;
  it.each([
    [{ ...base, status: "pending", statusText: "Awaiting payment" }, ["Awaiting payment"]],
    [
      { ...base, status: "confirmed", statusText: "Confirmed", moneyState: "deposit paid" },
      ["Confirmed", "Balance to pay"],
    ],
    [
      { ...base, status: "confirmed", statusText: "Confirmed", moneyState: "paid in full", dateCancelled: true },
      ["Date cancelled", "Paid in full"],
    ],
    [{ ...base, status: "cancelled", statusText: "Cancelled", amountRefunded: 100 }, ["Cancelled", "Refunded"]],
  ] as const)("%o shows %o", (view, badges) => expect(badgesOf(view)).toEqual(badges));
});

describe("dateChangeShown (issue 21, L18)", () => {
  const today = "2026-11-26";
  it.each([
    ["8 days before the start", { status: "confirmed", startDate: "2026-12-04", dateCancelled: false }, true],
    ["7 days before the start", { status: "confirmed", startDate: "2026-12-03", dateCancelled: false }, false],
    ["a finished course", { status: "confirmed", startDate: "2026-11-01", dateCancelled: false }, false],
    [
      "a date the academy cancelled, days away",
      { status: "confirmed", startDate: "2026-11-28", dateCancelled: true },
      true,
    ],
    ["a cancelled booking", { status: "cancelled", startDate: "2027-01-04", dateCancelled: false }, false],
    ["a held seat", { status: "pending", startDate: "2027-01-04", dateCancelled: false }, false],
  ] as const)("%s: %s", (_, booking, shown) => expect(dateChangeShown(booking, today)).toBe(shown));
});

describe("courseIsOn", () => {
  it.each([
    [{ status: "confirmed", dateCancelled: false }, true],
    [{ status: "pending", dateCancelled: false }, true],
    [{ status: "confirmed", dateCancelled: true }, false],
    [{ status: "cancelled", dateCancelled: false }, false],
    [{ status: "expired", dateCancelled: false }, false],
  ] as const)("%o: %s", (view, on) => expect(courseIsOn(view)).toBe(on));
});
