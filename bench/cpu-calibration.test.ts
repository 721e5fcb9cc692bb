import { describe, expect, it } from "vitest";
import { calibrate, notJudgedReason } from "./cpu-calibration";

describe("calibrate: the CPU-throttling calculator's multiplier for a benchmark index", () => {
  it.each([
    // The calculator's own anchor points (its comments), then this machine's readings.
    [2000, 3 + 700 / 233],
    [1766, 3 + 466 / 233],
    [1533, 3 + 233 / 233],
    [1300, 3],
    [1299, 2 + 499 / 500],
    [800, 2],
    [799, 1 + 649 / 650],
    [630, 1 + 480 / 650],
    [150, 1],
    [2790, 3 + 1490 / 233],
    [2250, 3 + 950 / 233],
  ])("index %d → %f× slowdown", (index, multiplier) => {
    const calibration = calibrate(index);
    expect("multiplier" in calibration && calibration.multiplier).toBeCloseTo(multiplier, 10);
    expect(calibration.benchmarkIndex).toBe(index);
  });

  it("gives 4× at Lighthouse's assumed host of about 1,533, and more on a faster host", () => {
    expect(calibrate(1533)).toEqual({ benchmarkIndex: 1533, multiplier: 4 });
    expect(calibrate(2500)).toMatchObject({ multiplier: expect.closeTo(8.15, 2) });
  });

  it.each([149.9, 100, 0, Number.NaN])("index %d is below the calculator's range: the run is not judged", (index) => {
    const calibration = calibrate(index);
    expect(calibration).not.toHaveProperty("multiplier");
    expect(calibration).toHaveProperty("notJudged");
  });

  it("says why a run below the range is not judged, with the index and the range", () => {
    expect(calibrate(120)).toEqual({
      benchmarkIndex: 120,
      notJudged:
        "benchmark index 120 is below the CPU-throttling calculator's range (≥ 150): " +
        "the machine is too loaded to emulate Lighthouse's phone",
    });
  });
});

describe("notJudgedReason: a run is judged when both readings of the index are in the calculator's range", () => {
  it.each([
    { before: 2400, during: 2300, judged: true },
    { before: 848, during: 243, judged: true },
    { before: 2400, during: 149, judged: false },
    { before: 120, during: 2400, judged: false },
    { before: 100, during: 100, judged: false },
  ])("index $before before the run and $during as it started: judged $judged", ({ before, during, judged }) => {
    expect(notJudgedReason(calibrate(before), during) === undefined).toBe(judged);
  });

  it("says which reading was out of range", () => {
    expect(notJudgedReason(calibrate(2400), 149)).toBe(
      "as the run started, benchmark index 149 is below the CPU-throttling calculator's range (≥ 150): " +
        "the machine is too loaded to emulate Lighthouse's phone",
    );
  });
});
