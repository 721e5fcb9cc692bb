// axe for every browser test: its default rules plus label-content-name-mismatch
// (WCAG 2.5.3 label in name), which axe ships as "experimental" and so runs only
// when asked. A link that reads "View dates & book" but is announced as "View
// dates for …" fails it: a voice-control user saying what they see hits nothing.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).options({ rules: { "label-content-name-mismatch": { enabled: true } } });
}
