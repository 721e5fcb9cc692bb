import { describe, expect, it } from "vitest";
import { addDays } from "#app/shared/dates";
import { refundFor, refundPercentFor, type CancellationCase } from "./booking-policy";

const FIRST_DAY = "2027-03-15";
// Booked long before, so the cooling-off period is over, unless a case says otherwise.
const base = { bookedOn: "2027-01-01", firstDay: FIRST_DAY, by: "customer" } as const;
const deposit = (amountPaid: number, daysBefore: number, extra: Partial<CancellationCase> = {}): CancellationCase => ({
  ...base,
  paymentType: "deposit",
  amountPaid,
  cancelledOn: addDays(FIRST_DAY, -daysBefore),
  ...extra,
});
const full = (amountPaid: number, daysBefore: number, extra: Partial<CancellationCase> = {}): CancellationCase => ({
  ...deposit(amountPaid, daysBefore, extra),
  paymentType: "full",
});

describe("refundFor", () => {
  it.each([
    ["paid in full, 14 days before: all", full(24_900, 14), 24_900, "Cancelled 14 days before the start: all of £249"],
    ["paid in full, 13 days before: half", full(24_900, 13), 12_450, "Cancelled 13 days before the start: 50% of £249"],
    ["paid in full, 7 days before: half", full(24_900, 7), 12_450, "Cancelled 7 days before the start: 50% of £249"],
    [
      "paid in full, 6 days before: nothing",
      full(24_900, 6),
      0,
      "Cancelled 6 days before the start: no refund of £249",
    ],
    ["half rounds down to the penny", full(9_999, 10), 4_999, "Cancelled 10 days before the start: 50% of £99.99"],
    [
      "deposit paid in full, 10 days before: half beyond the deposit",
      deposit(24_900, 10),
      7_450,
      "Cancelled 10 days before the start: 50% of £149 paid beyond the deposit",
    ],
    [
      "deposit paid in full, 14 days before: all beyond the deposit",
      deposit(24_900, 14),
      14_900,
      "Cancelled 14 days before the start: all of £149 paid beyond the deposit",
    ],
    [
      "deposit only: the deposit is kept",
      deposit(10_000, 20),
      0,
      "Cancelled 20 days before the start: the £100 deposit is non-refundable",
    ],
    [
      "a group of five's deposits, 20 days before: £100 a learner is kept",
      deposit(50_000, 20, { seats: 5 }),
      0,
      "Cancelled 20 days before the start: the £500 deposit is non-refundable",
    ],
    [
      "a group of three part-paid, 10 days before: half beyond the three deposits",
      deposit(40_000, 10, { seats: 3 }),
      5_000,
      "Cancelled 10 days before the start: 50% of £100 paid beyond the deposit",
    ],
    [
      "part-paid balance, 8 days before: half of the part beyond the deposit",
      deposit(15_000, 8),
      2_500,
      "Cancelled 8 days before the start: 50% of £50 paid beyond the deposit",
    ],
    [
      "cooling-off day 14: everything, deposit included",
      deposit(10_000, 20, { bookedOn: addDays(FIRST_DAY, -34) }),
      10_000,
      "Cancelled within the 14-day cooling-off period: everything paid (£100) is refunded",
    ],
    [
      "cooling-off day 15: the policy's bands",
      deposit(10_000, 20, { bookedOn: addDays(FIRST_DAY, -35) }),
      0,
      "Cancelled 20 days before the start: the £100 deposit is non-refundable",
    ],
    [
      "cooling-off day 0 (the booking day): everything",
      full(24_900, 3, { bookedOn: addDays(FIRST_DAY, -3) }),
      24_900,
      "Cancelled within the 14-day cooling-off period: everything paid (£249) is refunded",
    ],
    [
      "within cooling-off but on the first day: the bands",
      full(24_900, 0, { bookedOn: addDays(FIRST_DAY, -5) }),
      0,
      "Cancelled on the first day: no refund of £249",
    ],
    ["a no-show: nothing", full(24_900, 0, { noShow: true }), 0, "Did not attend: no refund"],
    [
      "nothing paid (a free retake)",
      full(0, 20),
      0,
      "Nothing has been paid for this booking, so there is nothing to refund",
    ],
    [
      "nothing paid, in the cooling-off period",
      full(0, 20, { bookedOn: addDays(FIRST_DAY, -21) }),
      0,
      "Nothing has been paid for this booking, so there is nothing to refund",
    ],
    [
      "nothing paid, the academy cancels",
      full(0, 20, { by: "academy" }),
      0,
      "Nothing has been paid for this booking, so there is nothing to refund",
    ],
    ["after the start: nothing", full(24_900, -1), 0, "Cancelled after the course started: no refund"],
    [
      "the academy cancels: everything, deposit included",
      deposit(15_000, 2, { by: "academy" }),
      15_000,
      "We cancelled the course: everything paid (£150) is refunded",
    ],
    [
      "the academy cancels one booking (issue 21): everything, after the start too",
      deposit(15_000, -1, { by: "academy", academyCancelled: "booking" }),
      15_000,
      "We cancelled your booking: everything paid (£150) is refunded",
    ],
    ["1 day before: singular", full(24_900, 1), 0, "Cancelled 1 day before the start: no refund of £249"],
  ])("%s", (_, booking, amount, reason) => {
    expect(refundFor(booking)).toEqual({ amount, reason });
  });

  it("never returns more than was paid", () => {
    for (let daysBefore = -2; daysBefore <= 40; daysBefore++) {
      for (const paid of [0, 1, 9_999, 10_000, 10_001, 24_900]) {
        for (const make of [full, deposit]) {
          const { amount } = refundFor(make(paid, daysBefore));
          expect(amount).toBeGreaterThanOrEqual(0);
          expect(amount).toBeLessThanOrEqual(paid);
        }
      }
    }
  });
});

describe("refundPercentFor", () => {
  it.each([
    [30, 100],
    [14, 100],
    [13, 50],
    [7, 50],
    [6, 0],
    [0, 0],
  ])("%i days before: %i%%", (daysBefore, percent) => expect(refundPercentFor(daysBefore)).toBe(percent));
});
