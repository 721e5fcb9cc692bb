import { describe, expect, it } from "vitest";
import {
  formatContention,
  formatContentionRounds,
  judgeContention,
  judgeContentionRounds,
  medianRound,
  type ContentionResult,
} from "./contention";
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
    bareP99Ms: 200.2,
    invalidP99Ms: 390.4,
    invalidOtherStatuses: {},
    ...overrides,
  };
}

describe("judgeContention", () => {
  it("passes exactly the seats sold, and judges the p99 against 3× the bare server's p99", () => {
    expect(
      formatChecks(judgeContention("PostgreSQL, 2 processes", result({ p99Ms: 587.4, bareP99Ms: 201.3 }))).split("\n"),
    ).toEqual([
      "PASS  PostgreSQL, 2 processes: exactly 5 seats sold, 0 overbooked (p99 587 ms)",
      "PASS  PostgreSQL, 2 processes: p99 ≤ 3× the bare POST server's (2.9×: p99 587 ms, bare 201 ms)",
    ]);
  });

  it("fails a p99 over 3× the bare server's, with the figures", () => {
    expect(formatChecks(judgeContention("PGlite", result())).split("\n")).toEqual([
      "PASS  PGlite: exactly 5 seats sold, 0 overbooked (p99 813 ms)",
      "FAIL  PGlite: p99 ≤ 3× the bare POST server's (4.1×: p99 813 ms, bare 200 ms)",
      "        p99 813 ms against 3 × 200 ms = 601 ms (p50 410 ms)",
    ]);
  });

  it.each([
    { case: "exactly 3×", p99Ms: 600, bareP99Ms: 200, pass: true },
    { case: "just over 3×", p99Ms: 600.1, bareP99Ms: 200, pass: false },
    { case: "a rush faster than the bare server", p99Ms: 150, bareP99Ms: 200, pass: true },
    { case: "a bare p99 of 0 (nothing measured)", p99Ms: 150, bareP99Ms: 0, pass: false },
    { case: "a bare p99 that is not a number", p99Ms: 150, bareP99Ms: NaN, pass: false },
  ])("judges $case: pass $pass", ({ p99Ms, bareP99Ms, pass }) => {
    const [, ratio] = judgeContention("PGlite", result({ p99Ms, bareP99Ms }));
    expect(ratio!.pass).toBe(pass);
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
  it("prints the attempts, the outcome, the rate and latency, the overbooking, and the three p99s with their ratios", () => {
    expect(
      formatContention("PGlite, 1 process", result({ fullyBooked: 194, otherStatuses: { "500": 1 } })).split("\n"),
    ).toEqual([
      "Booking contention, PGlite, 1 process: 200 concurrent attempts on one date with 5 seats",
      "  booked 5, fully booked 194, other 1×500",
      "  123.5 attempts/s, p50 410 ms, p99 813 ms",
      "  overbooked: 0",
      "  the same 200 clients, p99 (× bare):",
      "    bare node:http POST (400)      p99 200 ms",
      "    bookings failing validation    p99 390 ms (2.0×)",
      "    bookings (the rush)            p99 813 ms (4.1×)",
    ]);
  });

  it("shows answers other than 400 to the bookings that fail validation", () => {
    const text = formatContention("PGlite, 1 process", result({ invalidOtherStatuses: { "429": 4 } }));
    expect(text.split("\n")[6]).toBe(
      "    bookings failing validation    p99 390 ms (2.0×); answers other than 400: 4×429",
    );
  });
});

describe("rounds: judged on the median round (one round's ratio moves by ±1.5× on a busy machine)", () => {
  const fast = result({ p99Ms: 400, bareP99Ms: 200 }); // 2.0×
  const middle = result({ p99Ms: 560, bareP99Ms: 200 }); // 2.8×
  const slow = result({ p99Ms: 1_000, bareP99Ms: 200 }); // 5.0×

  it("picks the round with the median ratio, whatever the order", () => {
    expect(medianRound([slow, fast, middle])).toBe(middle);
    expect(medianRound([middle, slow, fast])).toBe(middle);
    expect(medianRound([fast, slow])).toBe(fast);
    expect(medianRound([result({ bareP99Ms: 0 }), fast, middle])).toBe(middle);
    expect(() => medianRound([])).toThrow("no contention round was measured");
  });

  it("passes the ratio on the median round, with every round's ratio shown", () => {
    const [seats, ratio] = judgeContentionRounds("PGlite", [slow, fast, middle]);
    expect(seats!.pass).toBe(true);
    expect(ratio).toMatchObject({ pass: true, figure: "2.8×: p99 560 ms, bare 200 ms" });
    expect(ratio!.details).toContain("rounds (rush × bare): 5.0×, 2.0×, 2.8×; judged on the median");
  });

  it("fails the ratio when the median round is over, though one round passed", () => {
    const [, ratio] = judgeContentionRounds("PGlite", [slow, fast, slow]);
    expect(ratio!.pass).toBe(false);
  });

  it("fails the seats when any round sold other than its seats, showing that round", () => {
    const oversold = result({ p99Ms: 560, succeeded: 6, fullyBooked: 194, overbooked: 1 });
    const [seats] = judgeContentionRounds("PGlite", [fast, oversold, middle]);
    expect(seats!.pass).toBe(false);
    expect(seats!.details).toEqual(["booked 6 of 5 seats, overbooked 1"]);
  });

  it("prints the median round and every round's ratio", () => {
    const lines = formatContentionRounds("PGlite, 1 process", [slow, fast, middle]).split("\n");
    expect(lines.slice(0, -1)).toEqual(formatContention("PGlite, 1 process", middle).split("\n"));
    expect(lines.at(-1)).toBe("  3 rounds, rush × bare: 5.0×, 2.0×, 2.8× (the median round is shown and judged)");
  });
});
