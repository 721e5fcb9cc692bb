import { describe, expect, it } from "vitest";
import { GROUP_DISCOUNT_MIN_SEATS, MAX_SEATS_PER_BOOKING, groupAmountDueNow, groupPrice } from "./group-pricing";

describe("groupPrice", () => {
  it.each([
    // unit, seats, percent → seat price, total, discount, percent applied
    { unit: 29_500, seats: 1, percent: 10, seatPrice: 29_500, total: 29_500, discount: 0, applied: 0 },
    { unit: 29_500, seats: 4, percent: 10, seatPrice: 29_500, total: 118_000, discount: 0, applied: 0 },
    { unit: 29_500, seats: 5, percent: 10, seatPrice: 26_550, total: 132_750, discount: 14_750, applied: 10 },
    { unit: 29_500, seats: 16, percent: 10, seatPrice: 26_550, total: 424_800, discount: 47_200, applied: 10 },
    // A seat's share rounds down to the penny: 10% off £99.99 is £89.991, charged £89.99.
    { unit: 9_999, seats: 5, percent: 10, seatPrice: 8_999, total: 44_995, discount: 5_000, applied: 10 },
    { unit: 12_345, seats: 6, percent: 15, seatPrice: 10_493, total: 62_958, discount: 11_112, applied: 15 },
    { unit: 29_500, seats: 5, percent: 0, seatPrice: 29_500, total: 147_500, discount: 0, applied: 0 },
    { unit: 0, seats: 5, percent: 10, seatPrice: 0, total: 0, discount: 0, applied: 10 },
  ])("$seats × $unit at $percent%: $total", ({ unit, seats, percent, seatPrice, total, discount, applied }) => {
    expect(groupPrice(unit, seats, percent)).toEqual({
      seats,
      unitPrice: unit,
      seatPrice,
      total,
      discount,
      percent: applied,
    });
  });

  it("never charges more than the undiscounted price less the percent", () => {
    for (let unit = 1; unit < 5_000; unit += 37) {
      for (const percent of [5, 10, 12, 33]) {
        const price = groupPrice(unit, GROUP_DISCOUNT_MIN_SEATS, percent);
        expect(price.total).toBeLessThanOrEqual((unit * GROUP_DISCOUNT_MIN_SEATS * (100 - percent)) / 100);
        expect(price.total + price.discount).toBe(unit * GROUP_DISCOUNT_MIN_SEATS);
      }
    }
  });

  it.each([0, -1, 2.5, MAX_SEATS_PER_BOOKING + 1, Number.NaN])("refuses %s seats", (seats) => {
    expect(() => groupPrice(29_500, seats, 10)).toThrow(RangeError);
  });
});

describe("groupAmountDueNow", () => {
  it.each([
    { seats: 1, type: "deposit" as const, due: 10_000 },
    { seats: 3, type: "deposit" as const, due: 30_000 },
    { seats: 5, type: "deposit" as const, due: 50_000 },
    { seats: 3, type: "full" as const, due: 88_500 },
    { seats: 5, type: "full" as const, due: 132_750 },
  ])("$seats seats, $type: $due", ({ seats, type, due }) => {
    expect(groupAmountDueNow(groupPrice(29_500, seats, 10), type)).toBe(due);
  });
});
