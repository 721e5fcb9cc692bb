// The site's answer to an address that names nothing: a 404 status and a page saying what was not found.
import { expect } from "vitest";
import { newPage } from "./browser";

/** Opens `path` in a new page and checks it answers 404 with `heading` as its only level-1 heading. */
export async function openNotFoundPage(path: string, heading: string) {
  const { page } = await newPage();
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual([heading]);
  return page;
}
