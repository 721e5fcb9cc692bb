// Lighthouse through its Node API on the system Chromium, with its defaults (a mobile device, simulated slow 4G)
// but the CPU slowdown the bench calibrated to the machine for this run (cpu-calibration.ts), not a fixed 4×.
import fs from "node:fs";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse, { generateReport, type Result } from "lighthouse";
import * as constants from "lighthouse/core/config/constants.js";
import { CATEGORY_IDS } from "./measurement";

const CHROMIUM_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

export function chromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export function chromiumInstalled(): boolean {
  try {
    fs.accessSync(chromiumPath(), fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function launchChromium(): Promise<LaunchedChrome> {
  return launch({ chromePath: chromiumPath(), chromeFlags: CHROMIUM_FLAGS, logLevel: "error" });
}

/** One Lighthouse navigation of `url` in the launched browser, its CPU `cpuSlowdownMultiplier` times slower. */
export async function auditPage(chrome: LaunchedChrome, url: string, cpuSlowdownMultiplier: number): Promise<Result> {
  const runnerResult = await lighthouse(url, {
    port: chrome.port,
    logLevel: "error",
    output: "json",
    onlyCategories: [...CATEGORY_IDS],
    // Only the CPU changes: the other throttling settings stay Lighthouse's mobile defaults (slow 4G).
    throttling: { ...constants.throttling.mobileSlow4G, cpuSlowdownMultiplier },
  });
  if (!runnerResult) throw new Error(`Lighthouse returned no result for ${url}`);
  return runnerResult.lhr;
}

export function htmlReport(lhr: Result): string {
  return generateReport(lhr, "html");
}
