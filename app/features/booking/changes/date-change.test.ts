// The date-change rules (issue 14), table by table: who may change, to which date, and what it does to the money.
import { describe, expect, it } from "vitest";
import { dateChangeMoney, dateChangeRefusal, targetDateRefusal } from "./date-change";

const today = "2027-03-01";

describe("dateChangeRefusal", () => {
  it.each([
    ["confirmed, 30 days before", { status: "confirmed", startDate: "2027-03-31", dateChangedAt: null }, undefined],
    [
      "confirmed, 8 days before (the last day)",
      { status: "confirmed", startDate: "2027-03-09", dateChangedAt: null },
      undefined,
    ],
    [
      "confirmed, 7 days before",
      { status: "confirmed", startDate: "2027-03-08", dateChangedAt: null },
      "Dates can be changed up to 8 days before the course starts: please call us.",
    ],
    [
      "already changed once",
      { status: "confirmed", startDate: "2027-03-31", dateChangedAt: "2027-02-01T10:00:00Z" },
      "This booking's date has already been changed once: please call us.",
    ],
    [
      "cancelled",
      { status: "cancelled", startDate: "2027-03-31", dateChangedAt: null },
      "Only a confirmed booking can change its date.",
    ],
    [
      "not paid",
      { status: "pending", startDate: "2027-03-31", dateChangedAt: null },
      "Only a confirmed booking can change its date.",
    ],
  ] as const)("%s", (_, booking, refusal) => {
    expect(dateChangeRefusal(booking, today)).toBe(refusal);
  });
});

describe("targetDateRefusal", () => {
  const open = { startDate: "2027-03-20", status: "active", seatsLeft: 3, isCurrent: false };
  it.each([
    ["an open date with seats", open, undefined],
    ["the booking's own date", { ...open, isCurrent: true }, "The booking is already on this date."],
    [
      "a date starting today",
      { ...open, startDate: today },
      "This date has already started or passed. Please choose another date.",
    ],
    [
      "a past date",
      { ...open, startDate: "2027-02-20" },
      "This date has already started or passed. Please choose another date.",
    ],
    ["a cancelled date", { ...open, status: "cancelled" }, "This date has been cancelled. Please choose another date."],
    ["a full date", { ...open, seatsLeft: 0 }, "This date is fully booked"],
    ["a date staff marked full", { ...open, status: "full" }, "This date is fully booked"],
  ] as const)("%s", (_, target, refusal) => {
    expect(targetDateRefusal(target, today)).toBe(refusal);
  });
});

describe("dateChangeMoney", () => {
  // [case, total price, amount held, new price, refund, extra owed, summary]
  it.each([
    ["same price, paid in full", 24_900, 24_900, 24_900, 0, 0, "Same price: nothing more to pay"],
    ["dearer, paid in full", 24_900, 24_900, 26_900, 0, 2_000, "£20 dearer: added to what you owe"],
    ["cheaper, paid in full", 24_900, 24_900, 22_000, 2_900, 0, "£29 cheaper: £29 refunded"],
    ["dearer, deposit paid", 24_900, 10_000, 26_900, 0, 2_000, "£20 dearer: added to what you owe"],
    ["cheaper, deposit paid", 24_900, 10_000, 22_000, 0, 0, "£29 cheaper: taken off your balance"],
    ["cheaper than what a part-paid booking paid", 24_900, 23_000, 22_000, 1_000, 0, "£29 cheaper: £10 refunded"],
  ])("%s", (_, totalPrice, amountHeld, newPrice, refund, extraOwed, summary) => {
    expect(dateChangeMoney({ totalPrice, amountHeld }, newPrice)).toEqual({
      totalPrice: newPrice,
      takeBack: 0,
      refund,
      extraOwed,
      summary,
    });
  });

  // Issue 19: a move works from what the booking holds, refunds already on their way counted as gone.
  it.each([
    [
      // £299 paid, moved to £199 (£100 refund pending), then to £149: £50 more back, £150 in all, never £250.
      "a second cheaper move refunds only the new difference",
      { totalPrice: 19_900, amountHeld: 19_900, refundsNotYetSent: 10_000 },
      14_900,
      { refund: 5_000, takeBack: 0, extraOwed: 0, summary: "£50 cheaper: £50 refunded" },
    ],
    [
      // £249 paid, moved to £149 (£100 refund not yet sent), straight back to £249: the refund is cancelled.
      "moving back cancels the refund not yet paid back",
      { totalPrice: 14_900, amountHeld: 14_900, refundsNotYetSent: 10_000 },
      24_900,
      {
        refund: 0,
        takeBack: 10_000,
        extraOwed: 0,
        summary: "£100 dearer: the £100 refund not yet paid back is cancelled instead",
      },
    ],
    [
      "moving to a dearer date still than before: part is taken back, the rest owed",
      { totalPrice: 14_900, amountHeld: 14_900, refundsNotYetSent: 10_000 },
      29_900,
      {
        refund: 0,
        takeBack: 10_000,
        extraOwed: 5_000,
        summary:
          "£150 dearer: the £100 refund not yet paid back is cancelled instead, and £50 is added to what you owe",
      },
    ],
    [
      // The refund has gone to the card already: nothing to take back, the customer owes the difference.
      "a refund already sent is not taken back",
      { totalPrice: 14_900, amountHeld: 14_900, refundsNotYetSent: 0 },
      24_900,
      { refund: 0, takeBack: 0, extraOwed: 10_000, summary: "£100 dearer: added to what you owe" },
    ],
  ] as const)("%s", (_, booking, newPrice, expected) => {
    expect(dateChangeMoney(booking, newPrice)).toEqual({ totalPrice: newPrice, ...expected });
  });
});
