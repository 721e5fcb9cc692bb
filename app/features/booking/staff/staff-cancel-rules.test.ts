import { describe, expect, it } from "vitest";
import { academyRefundFor, customerReasonOf, type AcademyCancellationCase } from "./staff-cancel-rules";

const FIRST_DAY = "2027-03-15";
const at = (daysBefore: number, change: Partial<AcademyCancellationCase> = {}): AcademyCancellationCase => ({
  paymentType: "full",
  amountPaid: 24_900,
  bookedOn: "2026-12-01",
  firstDay: FIRST_DAY,
  cancelledOn: new Date(Date.parse(`${FIRST_DAY}T12:00:00Z`) - daysBefore * 86_400_000).toISOString().slice(0, 10),
  ...change,
});

// The customer asking is refunded as their own cancellation would be: the policy's own table tests and the API tests
// (staff-cancellation.test.ts) cover it.
describe("a cancellation the academy asked for returns everything the booking holds", () => {
  it.each<[string, AcademyCancellationCase, number, string]>([
    [
      "3 days before, deposit included",
      at(3, { paymentType: "deposit", amountPaid: 10_000 }),
      10_000,
      "We cancelled your booking: everything paid (£100) is refunded",
    ],
    ["20 days before", at(20), 24_900, "We cancelled your booking: everything paid (£249) is refunded"],
    ["after the start", at(-2), 24_900, "We cancelled your booking: everything paid (£249) is refunded"],
    [
      "nothing paid (a held seat, a free retake)",
      at(20, { amountPaid: 0 }),
      0,
      "Nothing has been paid for this booking, so there is nothing to refund",
    ],
  ])("%s", (_, booking, amount, reason) => {
    expect(academyRefundFor(booking)).toEqual({ amount, reason });
  });
});

describe("the reason the customer reads", () => {
  it.each([
    ["customer", null, "You asked us to cancel your booking."],
    ["academy", "  ", "We are no longer able to offer you a place on this course date."],
    ["academy", "The trainer is ill and no other date suits you.", "The trainer is ill and no other date suits you."],
  ] as const)("%s, %j", (by, words, expected) => {
    expect(customerReasonOf(by, words)).toBe(expected);
  });
});
