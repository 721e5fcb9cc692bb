// The pure rules of changing a group after the sale (issue 24): each released learner's refund or credit by the one
// policy on their share, the price the rest keep, and the 7-day substitution rule on London dates.
import { describe, expect, it } from "vitest";
import { releaseMoney, releaseRefusal, seatShares, substitutionRefusal, type ReleaseCase } from "./group-changes-rules";

const SEAT = 22_410; // £249 less 10%
const five = ["a", "b", "c", "d", "e"].map((id, i) => ({ id, fullName: `Learner ${i + 1}`, price: SEAT }));
const policy = (cancelledOn: string, bookedOn = "2026-10-01") => ({
  bookedOn,
  firstDay: "2026-12-07",
  cancelledOn,
  by: "customer" as const,
});

describe("seatShares", () => {
  it.each([
    ["paid in full: each share is the seat's price", SEAT * 5, SEAT * 5, five, SEAT],
    ["deposits of £100 each", 50_000, SEAT * 5, five, 10_000],
    ["nothing paid", 0, SEAT * 5, five, 0],
    // One released earlier left £112.05 kept in the price: it pays for no seat.
    ["fees kept from an earlier release are not shared", SEAT * 4 + 11_205, SEAT * 4 + 11_205, five.slice(1), SEAT],
  ])("%s", (_name, held, total, seated, each) => {
    const shares = seatShares(held, total, seated);
    for (const learner of seated) expect(shares.get(learner.id)).toBe(each);
  });

  it("rounds each share down, so the shares never add up to more than is held", () => {
    const seated = [
      { id: "a", fullName: "A", price: 10_000 },
      { id: "b", fullName: "B", price: 10_000 },
      { id: "c", fullName: "C", price: 10_000 },
    ];
    const shares = seatShares(10_000, 30_000, seated);
    expect([...shares.values()]).toEqual([3_333, 3_333, 3_333]);
  });
});

describe("releaseMoney", () => {
  const base = (over: Partial<ReleaseCase>): ReleaseCase => ({
    billing: "full",
    held: SEAT * 5,
    totalPrice: SEAT * 5,
    seated: five,
    releasing: ["b"],
    policy: policy("2026-11-20"),
    ...over,
  });

  it.each<[string, Partial<ReleaseCase>, { refund: number; credit: number; totalAfter: number; reason: RegExp }]>([
    [
      "paid in full, 17 days before: the seat's price back, the rest keep the discount",
      {},
      { refund: SEAT, credit: 0, totalAfter: SEAT * 4, reason: /^Learner 2: Cancelled 17 days before the start: all/ },
    ],
    [
      "paid in full, 10 days before: half the share back, half kept in the price",
      { policy: policy("2026-11-27") },
      { refund: 11_205, credit: 0, totalAfter: SEAT * 4 + 11_205, reason: /50% of £224\.10/ },
    ],
    [
      "paid in full, 3 days before: nothing back, the seat's price kept",
      { policy: policy("2026-12-04") },
      { refund: 0, credit: 0, totalAfter: SEAT * 5, reason: /no refund/ },
    ],
    [
      "within the cooling-off period: everything back",
      { policy: policy("2026-12-01", "2026-11-25") },
      { refund: SEAT, credit: 0, totalAfter: SEAT * 4, reason: /cooling-off/ },
    ],
    [
      "deposits, 17 days before: the learner's £100 deposit is kept, the unpaid balance no longer owed",
      { billing: "deposit", held: 50_000 },
      { refund: 0, credit: 0, totalAfter: SEAT * 4 + 10_000, reason: /deposit is non-refundable/ },
    ],
    [
      "two learners at once, 17 days before",
      { releasing: ["b", "d"] },
      { refund: SEAT * 2, credit: 0, totalAfter: SEAT * 3, reason: /Learner 2: .*; Learner 4: / },
    ],
    [
      "by invoice, unpaid, 17 days before: the seat's price credited, nothing refunded",
      { billing: "invoice", held: 0 },
      { refund: 0, credit: SEAT, totalAfter: SEAT * 4, reason: /£224\.10 credited against the invoice$/ },
    ],
    [
      "by invoice, unpaid, 10 days before: half the seat credited, half still owed",
      { billing: "invoice", held: 0, policy: policy("2026-11-27") },
      { refund: 0, credit: 11_205, totalAfter: SEAT * 4 + 11_205, reason: /£112\.05 credited/ },
    ],
    [
      "by invoice, paid, 17 days before: credited, and what was paid beyond what is owed refunded",
      { billing: "invoice" },
      { refund: SEAT, credit: SEAT, totalAfter: SEAT * 4, reason: /£224\.10 paid beyond what is now owed is refunded/ },
    ],
    [
      "by invoice, 3 days before: no credit, no refund",
      { billing: "invoice", held: 0, policy: policy("2026-12-04") },
      { refund: 0, credit: 0, totalAfter: SEAT * 5, reason: /no refund/ },
    ],
  ])("%s", (_name, over, expected) => {
    const money = releaseMoney(base(over));
    expect(money).toMatchObject({ refund: expected.refund, credit: expected.credit, totalAfter: expected.totalAfter });
    expect(money.reason).toMatch(expected.reason);
  });

  it("the remaining learners' prices and what was kept add up to the new price", () => {
    const money = releaseMoney(base({ policy: policy("2026-11-27"), releasing: ["a", "c"] }));
    const kept = money.learners.reduce((sum, learner) => sum + learner.kept, 0);
    expect(money.totalAfter).toBe(SEAT * 3 + kept);
    expect(money.refund + kept).toBe(SEAT * 2);
  });
});

describe("releaseRefusal", () => {
  const booking = { status: "confirmed", startDate: "2026-12-07", seated: five };
  it.each([
    ["some learners of a confirmed booking", booking, ["a", "b"], undefined],
    ["every learner", booking, ["a", "b", "c", "d", "e"], /cancel the whole booking/],
    ["no learner", booking, [], /at least one/],
    ["a learner no longer on the booking", booking, ["z"], /no longer on this booking/],
    ["a cancelled booking", { ...booking, status: "cancelled" }, ["a"], /Only a confirmed booking/],
    ["on the first day", { ...booking, startDate: "2026-11-29" }, ["a"], /has started/],
  ])("%s", (_name, given, releasing, expected) => {
    const refusal = releaseRefusal(given, releasing, "2026-11-29");
    if (expected === undefined) expect(refusal).toBeUndefined();
    else expect(refusal).toMatch(expected);
  });
});

describe("substitutionRefusal: up to 7 days before the first day, London dates", () => {
  const approved = { status: "confirmed", startDate: "2026-12-07", organisationApproved: true };
  it.each([
    ["8 days before", "2026-11-29", approved, undefined],
    ["7 days before: the last day it can", "2026-11-30", approved, undefined],
    ["6 days before", "2026-12-01", approved, /up to 7 days before/],
    ["on the first day", "2026-12-07", approved, /up to 7 days before/],
    ["after the start", "2026-12-08", approved, /up to 7 days before/],
    ["not an approved business", "2026-11-01", { ...approved, organisationApproved: false }, /approved business/],
    ["a booking not confirmed", "2026-11-01", { ...approved, status: "pending" }, /confirmed/],
  ])("%s", (_name, today, booking, expected) => {
    const refusal = substitutionRefusal(booking, today);
    if (expected === undefined) expect(refusal).toBeUndefined();
    else expect(refusal).toMatch(expected);
  });
});
