import { describe, expect, it } from "vitest";
import { methodOf, reportRange, summariseLedger, thisMonth } from "./money-report";
import type { LedgerEntry } from "./money-report-schema";

describe("methodOf", () => {
  it.each([
    [{ provider: "stripe", method: null }, "Card"],
    [{ provider: "test", method: null }, "Card (test)"],
    [{ provider: "manual", method: "Bank transfer" }, "Bank transfer"],
    [{ provider: "manual", method: "Card machine" }, "Card machine"],
    [{ provider: "manual", method: null }, "By hand"],
  ])("%o is %s", (row, method) => expect(methodOf(row)).toBe(method));
});

describe("thisMonth and reportRange", () => {
  it.each([
    ["2026-11-26", "2026-11-01", "2026-11-30"],
    ["2028-02-10", "2028-02-01", "2028-02-29"],
    ["2027-02-28", "2027-02-01", "2027-02-28"],
    ["2026-12-31", "2026-12-01", "2026-12-31"],
  ])("%s is in %s to %s", (today, from, to) => expect(thisMonth(today)).toEqual({ from, to }));

  it.each([
    [{}, { from: "2026-11-01", to: "2026-11-30" }],
    [
      { from: "2026-10-05", to: "2026-11-03" },
      { from: "2026-10-05", to: "2026-11-03" },
    ],
    [{ from: "2026-09-10" }, { from: "2026-09-10", to: "2026-09-30" }],
    [{ to: "2026-08-20" }, { from: "2026-08-01", to: "2026-08-20" }],
  ])("%o reads %o on 26 November 2026", (query, range) => expect(reportRange(query, "2026-11-26")).toEqual(range));
});

const entry = (overrides: Partial<LedgerEntry>): LedgerEntry => ({
  id: "x",
  day: "2026-11-02",
  kind: "payment",
  amount: 10_000,
  method: "Card",
  courseId: "door",
  courseTitle: "SIA Door Supervisor",
  bookingId: "b",
  reference: "TV-1",
  customerName: "Ann",
  receipt: "R-000001",
  ...overrides,
});

describe("summariseLedger", () => {
  it("adds payments as takings and refunds as refunds, by day, method, course and month", () => {
    const summary = summariseLedger([
      entry({ day: "2026-11-02", amount: 10_000 }),
      entry({ day: "2026-11-02", amount: 5_000, method: "Bank transfer" }),
      entry({ day: "2026-11-03", amount: 24_900, kind: "refund" }),
      entry({ day: "2026-12-01", amount: 9_500, courseId: "aid", courseTitle: "Emergency First Aid", method: "Cash" }),
    ]);
    const figures = (takings: number, refunds: number, payments: number, refundCount: number) => ({
      takings,
      refunds,
      net: takings - refunds,
      payments,
      refundCount,
    });
    expect(summary.totals).toEqual(figures(24_500, 24_900, 3, 1));
    expect(summary.days).toEqual([
      { day: "2026-11-02", ...figures(15_000, 0, 2, 0) },
      { day: "2026-11-03", ...figures(0, 24_900, 0, 1) },
      { day: "2026-12-01", ...figures(9_500, 0, 1, 0) },
    ]);
    expect(summary.methods).toEqual([
      { method: "Card", ...figures(10_000, 24_900, 1, 1) },
      { method: "Cash", ...figures(9_500, 0, 1, 0) },
      { method: "Bank transfer", ...figures(5_000, 0, 1, 0) },
    ]);
    expect(summary.courses).toEqual([
      { courseId: "aid", courseTitle: "Emergency First Aid", ...figures(9_500, 0, 1, 0) },
      { courseId: "door", courseTitle: "SIA Door Supervisor", ...figures(15_000, 24_900, 2, 1) },
    ]);
    expect(summary.months).toEqual([
      { month: "2026-11", ...figures(15_000, 24_900, 2, 1) },
      { month: "2026-12", ...figures(9_500, 0, 1, 0) },
    ]);
  });

  it("is all zeros and no lines for no money", () => {
    expect(summariseLedger([])).toEqual({
      totals: { takings: 0, refunds: 0, net: 0, payments: 0, refundCount: 0 },
      days: [],
      methods: [],
      courses: [],
      months: [],
    });
  });
});
