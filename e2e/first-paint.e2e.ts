// The first paint needs the HTML and the stylesheet only (issue 22, decision 006): no script of the page starts
// downloading before the browser reports the first contentful paint, and the page still hydrates, with the CSP's
// nonce, without an error.
import { describe, expect, it } from "vitest";
import { newPage, setupBrowser, waitForHydration } from "./browser";

setupBrowser();

const PAGES = ["/", "/courses/door-supervisor", "/contact"];

describe("scripts after the first paint", () => {
  for (const path of PAGES) {
    it(`${path}: the served HTML preloads and runs no script of its own; its scripts start after the first contentful paint, and it hydrates`, async () => {
      const { page, errors } = await newPage();
      const response = await page.goto(path);
      const html = await response!.text();
      expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
      expect(html).not.toMatch(/<script[^>]*type="module"/);
      await waitForHydration(page);

      const { firstContentfulPaint, scripts } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
        scripts: performance
          .getEntriesByType("resource")
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      expect(firstContentfulPaint).toBeGreaterThan(0);
      // The framework, the root and the page's own file, at least.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      for (const script of scripts) expect(script.startTime, script.name).toBeGreaterThan(firstContentfulPaint!);
      expect(errors).toEqual([]);
    });
  }
});
