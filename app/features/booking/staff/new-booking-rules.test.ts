// The rules of a booking staff make (issue 21): its money from the one pricing rule, a card link's hold, a payment
// recorded by hand and a due date.
import { describe, expect, it } from "vitest";
import {
  byHandRefusal,
  cardLinkHoldUntil,
  dueDateRefusal,
  staffBookingTerms,
  suggestedDueDate,
  type StaffBookingTerms,
} from "./new-booking-rules";

const TODAY = "2026-11-26";
const hours = (n: number) => n * 3_600_000;
const now = new Date("2026-11-26T10:00:00Z");

describe("staffBookingTerms", () => {
  it.each([
    ["a deposit, far enough away", 24_900, "2026-12-20", "deposit", "card-link", 10_000, "2026-12-13"],
    ["full price, far away", 24_900, "2026-12-20", "full", "by-hand", 24_900, null],
    ["full price within 7 days", 24_900, "2026-12-03", "full", "card-link", 24_900, null],
    ["full price of a cheap course", 9_500, "2026-12-20", "full", "by-hand", 9_500, null],
  ] as const)("%s", (_, price, startDate, paymentType, how, paymentAmount, balanceDueDate) => {
    expect(staffBookingTerms({ price, startDate, today: TODAY, paymentType, how })).toEqual({
      paymentType,
      paymentAmount,
      totalPrice: price,
      balanceDueDate,
    });
  });

  it.each([
    ["a deposit within 7 days", 24_900, "2026-12-03", /within 7 days/],
    ["a deposit on a course of £150 or less", 15_000, "2026-12-20", /Full payment is required/],
  ] as const)("refuses %s", (_, price, startDate, message) => {
    const terms = staffBookingTerms({ price, startDate, today: TODAY, paymentType: "deposit", how: "card-link" });
    expect(terms).toMatchObject({
      refusal: expect.stringMatching(message),
      fieldErrors: { paymentType: [expect.any(String)] },
    });
  });

  it("leaves the whole price owing by the agreed day, whatever type was chosen", () => {
    expect(
      staffBookingTerms({
        price: 24_900,
        startDate: "2026-12-20",
        today: TODAY,
        paymentType: "deposit",
        how: "owing",
        dueDate: "2026-12-01",
      }),
    ).toEqual({ paymentType: "full", paymentAmount: 24_900, totalPrice: 24_900, balanceDueDate: "2026-12-01" });
  });

  it.each([
    ["4 learners in full: no discount", 4, "full", "by-hand", 4 * 24_900, 4 * 24_900, null],
    ["5 learners in full: 10% off each seat", 5, "full", "card-link", 5 * 22_410, 5 * 22_410, null],
    ["5 learners' deposits: £100 each", 5, "deposit", "card-link", 50_000, 5 * 22_410, "2026-12-13"],
    ["5 learners left owing: the discounted total", 5, "full", "owing", 5 * 22_410, 5 * 22_410, "2026-12-01"],
  ] as const)("a group by phone (issue 24): %s", (_, seats, paymentType, how, paymentAmount, totalPrice, due) => {
    const terms = staffBookingTerms({
      price: 24_900,
      startDate: "2026-12-20",
      today: TODAY,
      paymentType,
      how,
      dueDate: "2026-12-01",
      seats,
      percent: 10,
    });
    expect(terms).toEqual({ paymentType, paymentAmount, totalPrice, balanceDueDate: due });
  });

  it("refuses a date with no price", () => {
    expect(
      staffBookingTerms({ price: 0, startDate: "2026-12-20", today: TODAY, paymentType: "full", how: "by-hand" }),
    ).toHaveProperty("refusal");
  });
});

describe("cardLinkHoldUntil", () => {
  it.each([
    ["the hours chosen, when the course is far off", now.getTime() + hours(24 * 30), 48, now.getTime() + hours(48)],
    ["an hour before the course begins, when that is sooner", now.getTime() + hours(30), 48, now.getTime() + hours(29)],
    ["exactly an hour to pay", now.getTime() + hours(2), 24, now.getTime() + hours(1)],
    ["nothing, when less than an hour would be left", now.getTime() + hours(2) - 1, 24, undefined],
    ["nothing, once the course has begun", now.getTime() - hours(1), 24, undefined],
  ])("%s", (_, firstMoment, chosen, until) => {
    expect(cardLinkHoldUntil(now, new Date(firstMoment), chosen)?.getTime()).toBe(until);
  });

  it("never ends in the night: a link sent at 22:53 for 48 hours is held until 10:00 the morning after", () => {
    const late = new Date("2026-11-26T22:53:00Z");
    const held = cardLinkHoldUntil(late, new Date("2026-12-20T09:00:00Z"), 48);
    expect(held).toEqual(new Date("2026-11-29T10:00:00Z"));
  });
});

describe("byHandRefusal", () => {
  const deposit: StaffBookingTerms = {
    paymentType: "deposit",
    paymentAmount: 10_000,
    totalPrice: 24_900,
    balanceDueDate: "2026-12-13",
  };
  const full: StaffBookingTerms = {
    paymentType: "full",
    paymentAmount: 24_900,
    totalPrice: 24_900,
    balanceDueDate: null,
  };
  it.each([
    ["the deposit", deposit, 10_000, TODAY, undefined],
    ["more than the deposit", deposit, 15_000, "2026-11-23", undefined],
    ["the whole price as a deposit", deposit, 24_900, TODAY, undefined],
    ["the full price", full, 24_900, TODAY, undefined],
    ["less than the deposit", deposit, 5_000, TODAY, { amount: ["A deposit is at least £100"] }],
    ["more than the price", deposit, 25_000, TODAY, { amount: ["The amount cannot be more than the price, £249"] }],
    [
      "less than the full price",
      full,
      20_000,
      TODAY,
      { amount: ["Full price is £249: record that, or choose the deposit"] },
    ],
    [
      "money that arrives tomorrow",
      full,
      24_900,
      "2026-11-27",
      { receivedOn: ["The money cannot have arrived after today"] },
    ],
  ] as const)("%s", (_, terms, amount, receivedOn, errors) => {
    expect(byHandRefusal({ amount, receivedOn, today: TODAY, terms })).toEqual(errors);
  });
});

describe("due dates for money left owing", () => {
  it.each([
    [TODAY, undefined],
    ["2026-12-20", undefined],
    ["2026-11-25", "The due date cannot be in the past"],
    ["2026-12-21", "The money must be due by the first day, 20 December 2026"],
  ])("%s", (dueDate, refusal) => {
    expect(dueDateRefusal(dueDate, TODAY, "2026-12-20")).toBe(refusal);
  });

  it.each([
    ["2026-12-20", "2026-12-13"],
    ["2026-11-30", TODAY],
  ])("suggests a week before %s, never before today", (startDate, suggested) => {
    expect(suggestedDueDate(startDate, TODAY)).toBe(suggested);
  });
});
