// axe for every browser test: its default rules plus label-content-name-mismatch
// (WCAG 2.5.3 label in name), which axe ships as "experimental" and so runs only
// when asked. A link that reads "View dates & book" but is announced as "View
// dates for …" fails it: a voice-control user saying what they see hits nothing.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { expect } from "vitest";

// Legacy mode (axe.run in the page) rather than the default (axe.runPartial in each frame, then axe.finishRun in a new
// blank page): the same rules and results on our pages, which have no frames (Stripe's card iframes only appear with
// real Stripe keys, which browser tests never use), and 0.6–1 s less per check, of ~1.7 s, on a quiet machine: the new
// page and the second copy of axe's 600 KB source are what the default mode adds. Measured on /admin's tabs, the same
// passes, incomplete and violations in both modes.
export function axeBuilder(page: Page): AxeBuilder {
  const builder = new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ rules: { "label-content-name-mismatch": { enabled: true } } });
  const analyze = builder.analyze.bind(builder);
  builder.analyze = async () => {
    await drawSkippedContent(page);
    return analyze();
  };
  return builder;
}

/**
 * Draws what `content-visibility: auto` left undrawn (the home page's sections below the first screen, decision 006):
 * Chromium keeps no up-to-date styles in a skipped subtree, so axe read its links as the browser's default blue on the
 * section's dark background. A visitor only ever sees those sections drawn, with their real colours.
 */
async function drawSkippedContent(page: Page) {
  await page.evaluate(async () => {
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      if (getComputedStyle(element).contentVisibility === "auto") element.style.contentVisibility = "visible";
    }
    await new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn)));
  });
}

/** axe finds nothing on the page (or in `within`, the part a test is about); `where` names the page in a failure. */
export async function expectNoAxeViolations(page: Page, where?: string, within?: string) {
  const axe = axeBuilder(page);
  const { violations } = await (within ? axe.include(within) : axe).analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
    ),
    where,
  ).toEqual([]);
}
