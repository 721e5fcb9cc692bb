// Lighthouse's emulated phone, calibrated to this machine at this moment (issue 22). Lighthouse's default 4× CPU
// slowdown assumes a host of benchmark index about 1,500; this 2-core machine reads 2,250–2,790 when quiet and as
// low as 630 under load, so a fixed 4× emulates a different phone with every load. Before each page run the bench
// measures the index in the same browser (Lighthouse's own computeBenchmarkIndex) and sets
// throttling.cpuSlowdownMultiplier from it with the calculator Lighthouse's throttling documentation publishes
// (docs/throttling.md, "Calibrating the CPU slowdown" → https://lighthouse-cpu-throttling-calculator.vercel.app/,
// source: patrickhulce/lighthouse-cpu-throttling-calculator, pages/index.js, computeMultiplierMessages):
//   index ≥ 1300: 3 + (index − 1300) / 233   (1300 = 3×, 1533 = 4×, 1766 = 5×, 2000 = 6×)
//   index ≥  800: 2 + (index −  800) / 500   ( 800 = 2×, 1300 = 3×)
//   index ≥  150: 1 + (index −  150) / 650   ( 150 = 1×,  800 = 2×)
//   index <  150: "This device is too slow to accurately emulate the target Lighthouse device." (no multiplier)
import { pageFunctions } from "lighthouse/core/lib/page-functions.js";
import { chromium } from "playwright-core";

/** The lowest benchmark index the calculator gives a multiplier for. */
export const MIN_CALIBRATED_INDEX = 150;

export type Calibration =
  { benchmarkIndex: number; multiplier: number } | { benchmarkIndex: number; notJudged: string };

/** The calculator's mobile multiplier for a benchmark index, or why the run cannot be judged. */
export function calibrate(benchmarkIndex: number): Calibration {
  if (!Number.isFinite(benchmarkIndex)) {
    return { benchmarkIndex, notJudged: "no benchmark index was measured" };
  }
  if (benchmarkIndex >= 1300) return { benchmarkIndex, multiplier: 3 + (benchmarkIndex - 1300) / 233 };
  if (benchmarkIndex >= 800) return { benchmarkIndex, multiplier: 2 + (benchmarkIndex - 800) / 500 };
  if (benchmarkIndex >= MIN_CALIBRATED_INDEX) return { benchmarkIndex, multiplier: 1 + (benchmarkIndex - 150) / 650 };
  return {
    benchmarkIndex,
    notJudged:
      `benchmark index ${Math.round(benchmarkIndex)} is below the CPU-throttling calculator's range ` +
      `(≥ ${MIN_CALIBRATED_INDEX}): the machine is too loaded to emulate Lighthouse's phone`,
  };
}

/**
 * Why a run calibrated with `before` is not judged, or undefined when it is: the index measured before it was below
 * the calculator's range, or the one Lighthouse itself measured as the run started was (the load rose in between, so
 * the phone emulated was not the one intended).
 */
export function notJudgedReason(before: Calibration, duringIndex: number): string | undefined {
  if ("notJudged" in before) return before.notJudged;
  const during = calibrate(duringIndex);
  return "notJudged" in during ? `as the run started, ${during.notJudged}` : undefined;
}

/**
 * The browser's benchmark index now, computed as Lighthouse computes it before a run (its own page function, in a
 * blank tab of the same Chromium, over a short DevTools connection closed before Lighthouse starts).
 */
export async function measureBenchmarkIndex(port: number): Promise<number> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return await page.evaluate(`(${pageFunctions.computeBenchmarkIndex.toString()})()`);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}
