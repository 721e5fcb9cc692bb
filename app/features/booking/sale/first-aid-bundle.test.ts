import { describe, expect, it } from "vitest";
import { bundleTotal, FIRST_AID_BUNDLE_MESSAGES as SAY, firstAidBundleRefusal, firstAidLine } from "./first-aid-bundle";

const TODAY = "2026-11-29";
const COURSE_STARTS = "2027-01-11";
const efaw = (over: Partial<Parameters<typeof firstAidBundleRefusal>[0] & object> = {}) => ({
  isFirstAidCourse: true,
  status: "active",
  startDate: "2027-01-04",
  lastDay: "2027-01-04",
  ...over,
});

describe("firstAidBundleRefusal: which EFAW date may be booked with a course", () => {
  it.each([
    ["an active EFAW date finishing the week before", efaw(), undefined],
    ["one finishing the day before the course", efaw({ startDate: "2027-01-10", lastDay: "2027-01-10" }), undefined],
    ["one starting today", efaw({ startDate: TODAY, lastDay: TODAY }), undefined],
    ["no such date", undefined, { status: 400, message: SAY.notFirstAid }],
    ["a date of another course", efaw({ isFirstAidCourse: false }), { status: 400, message: SAY.notFirstAid }],
    ["a cancelled date", efaw({ status: "cancelled" }), { status: 400, message: SAY.cancelled }],
    ["a date that started yesterday", efaw({ startDate: "2026-11-28" }), { status: 400, message: SAY.started }],
    [
      "one finishing on the course's first day",
      efaw({ lastDay: COURSE_STARTS }),
      { status: 400, message: SAY.tooLate },
    ],
    [
      "one running into the course",
      efaw({ startDate: "2027-01-10", lastDay: "2027-01-12" }),
      { status: 400, message: SAY.tooLate },
    ],
    ["a date staff marked full", efaw({ status: "full" }), { status: 409, message: SAY.full }],
  ])("%s", (_what, date, refusal) => {
    expect(firstAidBundleRefusal(date, COURSE_STARTS, TODAY)).toEqual(refusal);
  });
});

describe("firstAidLine and bundleTotal: the bundle's price, worked out on the server", () => {
  it.each([
    // EFAW price, its first day, the customer's choice → its payment type and amount now
    [9_500, "2027-01-04", "deposit", "full", 9_500], // £95: no deposit on a course of £150 or less
    [9_500, "2027-01-04", "full", "full", 9_500],
    [19_500, "2027-01-04", "deposit", "deposit", 10_000], // a dearer first aid course offers one
    [19_500, "2026-12-04", "deposit", "full", 19_500], // within 7 days: full payment
    [19_500, "2027-01-04", "full", "full", 19_500],
  ] as const)("£%i on %s, %s chosen → %s, %i now", (price, start, chosen, type, amount) => {
    expect(firstAidLine(price, start, chosen, TODAY)).toEqual({ paymentType: type, amount, price });
  });

  it("adds each booking's own first payment", () => {
    expect(bundleTotal([{ amount: 10_000 }, { amount: 9_500 }])).toBe(19_500);
    expect(bundleTotal([{ amount: 24_900 }])).toBe(24_900);
  });
});
