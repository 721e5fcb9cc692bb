import { describe, expect, it } from "vitest";
import { byMonth, type RenewalDue } from "./renewals-due";

const row = (id: string, expiresOn: string, fullName = "Sam Taylor"): RenewalDue => ({
  id,
  month: expiresOn.slice(0, 7),
  personId: null,
  fullName,
  email: null,
  kind: "first-aid",
  expiresOn,
  courseTitle: "EFAW",
  bookingReference: "TV-1",
  consented: false,
});

describe("byMonth: the staff list's months, in order, each by expiry then name", () => {
  it.each<[string, RenewalDue[], [string, string[]][]]>([
    ["nothing due", [], []],
    [
      "two months, out of order",
      [row("c", "2027-02-03"), row("a", "2026-12-31"), row("b", "2026-12-01")],
      [
        ["2026-12", ["b", "a"]],
        ["2027-02", ["c"]],
      ],
    ],
    [
      "the same day: by name",
      [row("z", "2027-01-05", "Zoe"), row("y", "2027-01-05", "Adam")],
      [["2027-01", ["y", "z"]]],
    ],
  ])("%s", (_, rows, expected) => {
    expect(byMonth(rows).map((month) => [month.month, month.rows.map((r) => r.id)])).toEqual(expected);
  });
});
