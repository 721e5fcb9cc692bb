// The quick JS-only path (`--sections=js`): each page opened once in headless
// Chromium with a phone's screen, without throttling, and the scripts it loads
// until the network is idle counted as the Lighthouse section counts them (the
// gzip bytes the server sends for each). A JS figure does not depend on the
// machine's load, so this answers "is every page under budget?" in seconds.
import { chromium, type Browser, type BrowserContext } from "playwright-core";
import { chromiumPath } from "./lighthouse";
import type { Visit } from "./page-visits";

// Lighthouse's default device (Moto G Power): pages that draw differently on a phone load what a phone loads.
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-dev-shm-usage",
    ],
  });
}

/**
 * Sets the origin's local storage to exactly `items` (the rest cleared), from a page of the same origin that runs
 * no scripts of ours, so the visit that follows in this browser context starts with them.
 */
export async function setLocalStorage(context: BrowserContext, url: string, items: Record<string, string>) {
  const page = await context.newPage();
  try {
    await page.goto(new URL("/robots.txt", url).href);
    await page.evaluate((entries) => {
      window.localStorage.clear();
      for (const [key, value] of entries) window.localStorage.setItem(key, value);
    }, Object.entries(items));
  } finally {
    await page.close();
  }
}

export type LoadedScripts = {
  /** The URL the page ended on (a redirect shows here). */
  finalUrl: string;
  scripts: string[];
};

/** Opens the visit's page in a fresh phone-sized context and lists every script it loaded until the network was idle. */
export async function scriptsLoaded(browser: Browser, visit: Visit): Promise<LoadedScripts> {
  const context = await browser.newContext(PHONE);
  try {
    await setLocalStorage(context, visit.url, visit.localStorage);
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on("request", (request) => {
      if (request.resourceType() === "script" && /^https?:/.test(request.url())) scripts.add(request.url());
    });
    await page.goto(visit.url, { waitUntil: "networkidle" });
    return { finalUrl: page.url(), scripts: [...scripts] };
  } finally {
    await context.close();
  }
}
