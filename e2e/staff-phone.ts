// The staff area on a phone (issue 21): a signed-in 390 px page, and the check every staff page passes there (no
// sideways scrolling of the page itself, axe clean).
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { expectNoAxeViolations } from "./axe";
import { newPage } from "./browser";
import { adminCookie } from "./staff-api";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A new page of this size signed in as the e2e admin: a touch phone below 600 px wide. */
export async function staffPage(viewport: { width: number; height: number }) {
  const phone = viewport.width < 600;
  const opened = await newPage({ viewport, isMobile: phone, hasTouch: phone });
  const [name, value] = (await adminCookie()).split("=") as [string, string];
  await opened.page.context().addCookies([{ name, value, url: inject("baseURL") }]);
  return opened;
}

/** A new 390 px touch page signed in as the e2e admin. */
export const staffPhone = () => staffPage(PHONE.viewport);

/** The page itself never scrolls sideways (a wide table scrolls inside its own box). */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is ${overflow} px wider than the window`).toBeLessThanOrEqual(1);
}

/** The page is no wider than the window and axe finds nothing on it (or in `within`, the part a test is about). */
export async function expectFitsAndAxeClean(page: Page, where: string, within?: string) {
  await expectNoSidewaysScroll(page, where);
  await expectNoAxeViolations(page, where, within);
}
