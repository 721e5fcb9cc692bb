// Chromium for browser tests: one browser per test file, a fresh context per
// page, and the page's console errors and uncaught exceptions collected.
import fs from "node:fs";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Locator,
  type Page,
  type Route,
} from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";

const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

let browser: Browser | undefined;
const contexts: BrowserContext[] = [];

export async function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}: install it: apt-get install -y chromium (or set CHROMIUM_PATH)`,
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/** Registers hooks that launch Chromium for this file and close every page after each test. */
export function setupBrowser(): void {
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });
  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });
}

/** @deprecated The first name: ESLint's rules-of-hooks rejects a top-level `use…()` call. Use setupBrowser(). */
export const useBrowser = setupBrowser;

export type TestPage = {
  page: Page;
  /** Console errors and uncaught page errors, in order. */
  errors: string[];
};

/** A page in a new browser context whose relative URLs resolve against the test server. */
export async function newPage(options: BrowserContextOptions = {}): Promise<TestPage> {
  if (!browser) throw new Error("No browser: call setupBrowser() at the top of the test file");
  const context = await browser.newContext({ baseURL: inject("baseURL"), ...options });
  contexts.push(context);
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(`console: ${message.text()}`);
  });
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`));
  return { page, errors };
}

/** Resolves once React has hydrated the element `selector` (the header's first link by default). */
export async function waitForHydration(page: Page, selector = "header a"): Promise<void> {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/**
 * Resolves once React has hydrated the element `locator` finds: for a part of the page whose code loads after the
 * rest (React.lazy), which the server renders but ignores a press until then.
 */
export async function waitForHydratedElement(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactProps"))))
    .toBe(true);
}

/**
 * Holds the page's requests to `url` until the returned function is called, then lets them through, or answers them
 * with `answer` instead of the server (a proxy's error page): for what a page shows while it waits.
 */
export async function holdRequests(
  page: Page,
  url: string,
  answer?: Parameters<Route["fulfill"]>[0],
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await held;
    await (answer ? route.fulfill(answer) : route.continue());
  });
  return release;
}

/** A form's button while its request is held: it shows `name` ('Sending...') and is disabled, so no second press. */
export async function expectDisabledButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole("button", { name });
  await button.waitFor();
  expect(await button.isDisabled()).toBe(true);
}
