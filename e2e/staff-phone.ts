// The staff area on a phone (issue 21): a signed-in 390 px page, and the check every staff page passes there (no
// sideways scrolling of the page itself, axe clean).
import type { Page } from "playwright-core";
import { expect, inject } from "vitest";
import { axeBuilder } from "./axe";
import { newPage } from "./browser";
import { adminCookie } from "./staff-api";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A new 390 px touch page signed in as the e2e admin. */
export async function staffPhone() {
  const opened = await newPage(PHONE);
  const [name, value] = (await adminCookie()).split("=") as [string, string];
  await opened.page.context().addCookies([{ name, value, url: inject("baseURL") }]);
  return opened;
}

/** The page is no wider than the phone (a wide table scrolls inside its own box) and axe finds nothing. */
export async function expectFitsAndAxeClean(page: Page, where: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${where} is ${overflow} px wider than the phone`).toBeLessThanOrEqual(1);
  const { violations } = await axeBuilder(page).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`),
    where,
  ).toEqual([]);
}
