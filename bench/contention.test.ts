import { describe, expect, it } from "vitest";
import { formatContention, judgeContention, type ContentionResult } from "./contention";
import { formatChecks } from "./verdict";

function result(overrides: Partial<ContentionResult> = {}): ContentionResult {
  return {
    attempts: 200,
    seats: 5,
    succeeded: 5,
    fullyBooked: 195,
    otherStatuses: {},
    overbooked: 0,
    bookingsPerSecond: 123.45,
    p50Ms: 410.2,
    p99Ms: 812.7,
    ...overrides,
  };
}

describe("judgeContention", () => {
  it("passes exactly the seats sold, and judges the p99 against the 300 ms target", () => {
    expect(formatChecks(judgeContention("PostgreSQL, 2 processes", result({ p99Ms: 287.4 }))).split("\n")).toEqual([
      "PASS  PostgreSQL, 2 processes: exactly 5 seats sold, 0 overbooked (p99 287 ms)",
      "PASS  PostgreSQL, 2 processes: p99 ≤ 300 ms (p99 287 ms)",
    ]);
  });

  it("fails a p99 over the target, with the figures", () => {
    expect(formatChecks(judgeContention("PGlite", result())).split("\n")).toEqual([
      "PASS  PGlite: exactly 5 seats sold, 0 overbooked (p99 813 ms)",
      "FAIL  PGlite: p99 ≤ 300 ms (p99 813 ms)",
      "        p99 813 ms against 300 ms (p50 410 ms)",
    ]);
  });

  it.each([
    { case: "an overbooked date", overrides: { succeeded: 7, fullyBooked: 193, overbooked: 2 } },
    { case: "seats left unsold", overrides: { succeeded: 3, fullyBooked: 197 } },
  ])("fails $case", ({ overrides }) => {
    const [check] = judgeContention("PGlite", result(overrides));
    expect(check!.pass).toBe(false);
    expect(formatChecks([check!]).split("\n")[1]).toBe(
      `        booked ${overrides.succeeded} of 5 seats, overbooked ${"overbooked" in overrides ? overrides.overbooked : 0}`,
    );
  });

  it("shows answers other than 201 and 409 beside a pass", () => {
    const [check] = judgeContention("PGlite", result({ fullyBooked: 190, otherStatuses: { "500": 3, "503": 2 } }));
    expect(check).toMatchObject({ pass: true, figure: "p99 813 ms; other answers 3×500, 2×503" });
  });
});

describe("formatContention", () => {
  it("prints the attempts, the outcome, the rate and latency, and the overbooking", () => {
    expect(
      formatContention("PGlite, 1 process", result({ fullyBooked: 194, otherStatuses: { "500": 1 } })).split("\n"),
    ).toEqual([
      "Booking contention, PGlite, 1 process: 200 concurrent attempts on one date with 5 seats",
      "  booked 5, fully booked 194, other 1×500",
      "  123.5 attempts/s, p50 410 ms, p99 813 ms",
      "  overbooked: 0",
    ]);
  });
});
