import { describe, expect, it } from "vitest";
import { balancePaymentRefusal, cancellationRefusal, overpaymentRefusal } from "./booking-rules";

describe("cancellationRefusal", () => {
  it.each([
    ["pending", undefined],
    ["confirmed", undefined],
    ["cancelled", "This booking is already cancelled."],
    ["expired", "This booking has expired: it holds no seat to release."],
  ])("%s → %s", (status, expected) => {
    expect(cancellationRefusal({ status })).toBe(expected);
  });
});

describe("balancePaymentRefusal", () => {
  it.each([
    [{ paymentType: "deposit", status: "confirmed", balanceDue: 14_900 }, undefined],
    [
      { paymentType: "invoice", status: "confirmed", balanceDue: 49_800 },
      "This booking is paid by invoice: record the bank transfer against its invoice, under Documents.",
    ],
    [
      { paymentType: "full", status: "confirmed", balanceDue: 0 },
      "This booking is paid in full: there is nothing more to pay.",
    ],
    [
      { paymentType: "deposit", status: "pending", balanceDue: 14_900 },
      "Only a confirmed booking's balance can be paid.",
    ],
    [
      { paymentType: "deposit", status: "cancelled", balanceDue: 14_900 },
      "Only a confirmed booking's balance can be paid.",
    ],
    [
      { paymentType: "deposit", status: "confirmed", balanceDue: 0 },
      "This booking is paid in full: there is nothing more to pay.",
    ],
  ])("%j → %s", (booking, expected) => {
    expect(balancePaymentRefusal(booking)).toBe(expected);
  });
});

describe("overpaymentRefusal", () => {
  it.each([
    [14_900, 14_900, undefined],
    [14_900, 100, undefined],
    [14_900, 14_901, "That is more than the £149 still owed."],
    [0, 1, "That is more than the £0 still owed."],
  ])("owing %i, paying %i → %s", (balanceDue, amount, expected) => {
    expect(overpaymentRefusal({ balanceDue }, amount)).toBe(expected);
  });
});
