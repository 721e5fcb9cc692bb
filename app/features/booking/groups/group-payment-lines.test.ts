import { describe, expect, it } from "vitest";
import type { BookingPageGroup } from "../booking-page/booking-page-view";
import { groupPaymentLines } from "./group-payment-lines";

const learner = (position: number, seatPrice: number, released = false) => ({
  position,
  fullName: `Learner ${position}`,
  email: `l${position}@example.com`,
  seatPrice,
  released,
});
const groupOf = (learners: BookingPageGroup["learners"], discount: BookingPageGroup["discount"]): BookingPageGroup => ({
  seats: learners.filter((l) => !l.released).length,
  learners,
  discount,
});

describe("groupPaymentLines: what /payment prints of a group", () => {
  it.each([
    {
      name: "five at 10% off £249",
      group: groupOf(
        [1, 2, 3, 4, 5].map((n) => learner(n, 22_410)),
        { percent: 10, amount: 12_450 },
      ),
      total: 112_050,
      lines: [
        { label: "5 learners at £249", amount: 124_500 },
        { label: "Group discount (10%)", amount: -12_450 },
        { label: "Total", amount: 112_050 },
      ],
    },
    {
      name: "three, no discount",
      group: groupOf(
        [1, 2, 3].map((n) => learner(n, 24_900)),
        null,
      ),
      total: 74_700,
      lines: [
        { label: "3 learners at £249", amount: 74_700 },
        { label: "Total", amount: 74_700 },
      ],
    },
    {
      name: "one released of six: the five held keep the discount",
      group: groupOf(
        [1, 2, 3, 4, 5, 6].map((n) => learner(n, 22_410, n === 6)),
        { percent: 10, amount: 12_450 },
      ),
      total: 112_050,
      lines: [
        { label: "5 learners at £249", amount: 124_500 },
        { label: "Group discount (10%)", amount: -12_450 },
        { label: "Total", amount: 112_050 },
      ],
    },
    {
      name: "one seat left held: no group lines",
      group: groupOf([learner(1, 24_900), learner(2, 24_900, true)], null),
      total: 24_900,
      lines: [],
    },
  ])("$name", ({ group, total, lines }) => expect(groupPaymentLines(group, total)).toEqual(lines));
});
