import { describe, expect, it } from "vitest";
import { balancePaymentRefusal, cancellationRefusal } from "./booking-rules";

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
    [{ paymentType: "full", status: "confirmed", balanceDue: 0 }, "Only deposit bookings have a balance to pay."],
    [
      { paymentType: "deposit", status: "pending", balanceDue: 14_900 },
      "Only a confirmed booking's balance can be marked as paid.",
    ],
    [
      { paymentType: "deposit", status: "cancelled", balanceDue: 14_900 },
      "Only a confirmed booking's balance can be marked as paid.",
    ],
    [
      { paymentType: "deposit", status: "confirmed", balanceDue: 0 },
      "The balance of this booking has already been paid.",
    ],
  ])("%j → %s", (booking, expected) => {
    expect(balancePaymentRefusal(booking)).toBe(expected);
  });
});
