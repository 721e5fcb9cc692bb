// One definition of what a booking owes (issue 21, M2): the page's 'Still to pay' and the balance after a first
// payment come from the same figures.
import { describe, expect, it } from "vitest";
import { balanceDueOf, stillToPayOf } from "./booking-summary";

const booking = { totalPrice: 24_900, paymentAmount: 10_000, amountHeld: 0 };

describe("stillToPayOf and balanceDueOf", () => {
  it.each([
    [
      "a held seat, nothing paid, full price to pay",
      { ...booking, status: "pending", paymentAmount: 24_900 },
      24_900,
      0,
    ],
    ["a held seat, nothing paid, deposit to pay", { ...booking, status: "pending" }, 24_900, 14_900],
    ["a deposit paid", { ...booking, status: "confirmed", amountHeld: 10_000 }, 14_900, 14_900],
    ["paid in full", { ...booking, status: "confirmed", amountHeld: 24_900 }, 0, 0],
    ["held beyond the price (a cheaper date)", { ...booking, status: "confirmed", amountHeld: 30_000 }, 0, 0],
    [
      "a pending booking that has paid more than its first payment",
      { ...booking, status: "pending", amountHeld: 12_000 },
      12_900,
      12_900,
    ],
    ["cancelled", { ...booking, status: "cancelled", amountHeld: 10_000 }, 0, 0],
    ["expired", { ...booking, status: "expired" }, 0, 0],
    ["a free retake", { totalPrice: 0, paymentAmount: 0, amountHeld: 0, status: "confirmed" }, 0, 0],
  ] as const)("%s: owes %i now, %i after the first payment", (_, figures, owed, balance) => {
    expect(stillToPayOf(figures)).toBe(owed);
    expect(balanceDueOf(figures)).toBe(balance);
  });
});
