import { describe, expect, it } from "vitest";
import type { AdminBookingRow } from "./staff-schema";
import { amountPaidText, balanceText, canCancel, canMarkBalancePaid } from "./booking-figures";

const deposit = {
  status: "confirmed",
  paymentType: "deposit",
  paymentAmount: 10_000,
  totalPrice: 24_900,
  amountPaid: 10_000,
  balanceDue: 14_900,
  balanceDueDate: "2025-03-01",
  balancePaidAt: null,
} as const satisfies Partial<AdminBookingRow>;

describe("amountPaidText", () => {
  it.each([
    [{ ...deposit }, "£100"],
    [{ ...deposit, amountPaid: 24_900, balanceDue: 0, balancePaidAt: "2025-02-20T10:00:00.000Z" }, "£249"],
    [{ ...deposit, amountPaid: 15_000, balanceDue: 9_900 }, "£150"],
    [{ ...deposit, status: "pending" as const }, "Awaiting payment"],
    [{ ...deposit, status: "expired" as const }, "Not paid"],
    [{ ...deposit, status: "cancelled" as const, confirmedAt: null }, "Not paid"],
    [{ ...deposit, status: "cancelled" as const, confirmedAt: "2025-02-01T10:00:00.000Z" }, "£100"],
    [
      {
        ...deposit,
        paymentType: "full" as const,
        paymentAmount: 9_550,
        totalPrice: 9_550,
        amountPaid: 9_550,
        balanceDue: 0,
      },
      "£95.50",
    ],
  ])("reads %j as %j", (booking, expected) => expect(amountPaidText(booking)).toBe(expected));
});

describe("balanceText", () => {
  it.each([
    [{ ...deposit }, { amount: "£149", note: "Due by 1 March 2025" }],
    [
      { ...deposit, balanceDue: 0, balancePaidAt: "2025-02-20T10:00:00.000Z" },
      { amount: "£0", note: "Balance paid" },
    ],
    [{ ...deposit, balanceDue: 0, balanceDueDate: null }, { amount: "£0" }],
    [{ ...deposit, status: "cancelled" as const }, { amount: "N/A" }],
  ])("reads %j as %j", (booking, expected) => expect(balanceText(booking)).toEqual(expected));
});

describe("actions offered", () => {
  it.each([
    ["pending", true],
    ["confirmed", true],
    ["cancelled", false],
    ["expired", false],
  ] as const)("a %s booking can be cancelled: %s", (status, expected) => expect(canCancel({ status })).toBe(expected));

  it.each([
    [{ ...deposit }, true],
    [{ ...deposit, balanceDue: 0 }, false],
    [{ ...deposit, status: "pending" as const }, false],
    [{ ...deposit, paymentType: "full" as const, balanceDue: 0 }, false],
  ])("the balance of %j can be marked paid: %s", (booking, expected) =>
    expect(canMarkBalancePaid(booking)).toBe(expected),
  );
});
