import { describe, expect, it } from "vitest";
import {
  balancePaymentRefusal,
  cancellationRefusal,
  heldRefundRefusal,
  overpaymentRefusal,
  refundableOf,
} from "./booking-rules";

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

describe("refundableOf", () => {
  const paid = (amount: number, kind = "full") => ({ kind, amount, state: "succeeded" });
  const refund = (amount: number, state: string) => ({ kind: "refund", amount, state });
  it.each([
    ["nothing paid", [], 0],
    ["a payment", [paid(24_900)], 24_900],
    ["a deposit and a balance", [paid(10_000, "deposit"), paid(14_900, "balance")], 24_900],
    ["a failed or open attempt counts for nothing", [{ kind: "full", amount: 24_900, state: "failed" }], 0],
    ["a refund paid back", [paid(24_900), refund(12_450, "succeeded")], 12_450],
    ["a refund still pending is already claimed", [paid(24_900), refund(12_450, "pending")], 12_450],
    ["a failed refund gives the money back to claim", [paid(24_900), refund(12_450, "failed")], 24_900],
    ["all of it refunded", [paid(10_000, "manual"), refund(10_000, "succeeded")], 0],
  ])("%s", (_name, ledger, expected) => {
    expect(refundableOf(ledger)).toBe(expected);
  });
});

describe("heldRefundRefusal", () => {
  it.each([
    [{ status: "cancelled", refundable: 24_900 }, 24_900, undefined],
    [{ status: "expired", refundable: 24_900 }, 1, undefined],
    [
      { status: "cancelled", refundable: 24_900 },
      24_901,
      "The refund cannot be more than the £249 this booking still holds.",
    ],
    [{ status: "cancelled", refundable: 0 }, 1, "This booking holds no money to refund."],
    [
      { status: "confirmed", refundable: 24_900 },
      100,
      "Only a cancelled booking's money can be refunded here: cancel the booking to refund it.",
    ],
    [
      { status: "pending", refundable: 0 },
      100,
      "Only a cancelled booking's money can be refunded here: cancel the booking to refund it.",
    ],
  ])("%o, %i pence → %s", (booking, amount, expected) => {
    expect(heldRefundRefusal(booking, amount)).toBe(expected);
  });
});
