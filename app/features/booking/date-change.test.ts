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
  it.each([
    [
      "same price, paid in full",
      24_900,
      24_900,
      24_900,
      { refund: 0, extraOwed: 0, summary: "Same price: nothing more to pay" },
    ],
    [
      "dearer, paid in full",
      24_900,
      24_900,
      26_900,
      { refund: 0, extraOwed: 2_000, summary: "£20 dearer: added to what you owe" },
    ],
    [
      "cheaper, paid in full",
      24_900,
      24_900,
      22_000,
      { refund: 2_900, extraOwed: 0, summary: "£29 cheaper: £29 refunded" },
    ],
    [
      "dearer, deposit paid",
      24_900,
      10_000,
      26_900,
      { refund: 0, extraOwed: 2_000, summary: "£20 dearer: added to what you owe" },
    ],
    [
      "cheaper, deposit paid",
      24_900,
      10_000,
      22_000,
      { refund: 0, extraOwed: 0, summary: "£29 cheaper: taken off your balance" },
    ],
    [
      "cheaper than what a part-paid booking paid",
      24_900,
      23_000,
      22_000,
      { refund: 1_000, extraOwed: 0, summary: "£29 cheaper: £10 refunded" },
    ],
  ])("%s", (_, totalPrice, amountPaid, newPrice, expected) => {
    expect(dateChangeMoney({ totalPrice, amountPaid }, newPrice)).toEqual({ totalPrice: newPrice, ...expected });
  });
});
