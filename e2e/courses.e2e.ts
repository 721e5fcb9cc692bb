import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { newPage, setupBrowser } from "./browser";
import { openNotFoundPage } from "./not-found-page";

const COURSE_TITLES = [
  "SIA Door Supervisor",
  "SIA Security Officer",
  "SIA CCTV Operator (Public Space Surveillance)",
  "Emergency First Aid at Work (EFAW)",
  "Door Supervisor Top-Up Refresher",
];
const NAV_LABELS = ["Courses", "Schedule", "About", "Contact"];

setupBrowser();

/** Waits until React has hydrated the header, so links navigate on the client. */
async function waitForHydration(page: Page) {
  const hasContext = await page.evaluate(() => "__reactRouterContext" in window);
  expect(hasContext, "React Router's inline scripts did not run (Content-Security-Policy nonce?)").toBe(true);
  await page
    .waitForFunction(() => {
      const link = document.querySelector("header a");
      return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
    })
    .catch(() => {
      throw new Error("The page did not hydrate (is the Content-Security-Policy blocking React Router's scripts?)");
    });
}

describe("/courses", () => {
  it("renders the course cards on the server, without JavaScript", async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/courses");
    expect(response?.status()).toBe(200);

    const html = (await response?.text()) ?? "";
    for (const title of COURSE_TITLES) expect(html).toContain(title);

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Security Training Courses"]);
    const cardTitles = await page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    const hint = "course cards missing or hidden without JavaScript (streamed Suspense content needs JS to show)";
    expect(cardTitles.sort(), hint).toEqual([...COURSE_TITLES].sort());
  });

  it("hydrates and navigates on the client without errors", async () => {
    const { page, errors } = await newPage();
    await page.goto("/courses");
    await waitForHydration(page);
    await page.evaluate(() => Object.assign(window, { __marker: 1 }));
    const header = page.getByRole("banner");

    await header.locator('a[href="/"]').click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("heading", { level: 1, name: "Start Your Career in Security" }).waitFor();

    await header.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Courses" }).click();
    await page.waitForURL((url) => url.pathname === "/courses");
    await page.getByRole("heading", { level: 1, name: "Security Training Courses" }).waitFor();
    const cards = page.getByRole("article");
    await cards.first().waitFor();
    expect(await cards.count()).toBe(COURSE_TITLES.length);
    for (const card of await cards.all()) expect(await card.isVisible()).toBe(true);

    // A full page load would have reset `window`.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(errors).toEqual([]);
  });
});

describe("site chrome", () => {
  it("answers an unknown page with a 404 status and the not-found page", async () => {
    await openNotFoundPage("/no-such-page", "Page Not Found");
  });

  it("opens the mobile menu and closes it when a link is chosen", async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/");
    await waitForHydration(page);
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);

    const openMenu = page.getByRole("button", { name: "Open menu" });
    const dialog = page.getByRole("dialog");
    await openMenu.click();
    await dialog.waitFor();
    const links = dialog.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    expect(await links.allTextContents()).toEqual(NAV_LABELS);
    expect(await dialog.locator("a[aria-current]").count()).toBe(0);

    await links.filter({ hasText: "Courses" }).click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForURL((url) => url.pathname === "/courses");
    expect(new URL(page.url()).pathname).toBe("/courses");
    // Reopening before React commits the new page would race the drawer's close-on-navigate effect.
    await page.getByRole("heading", { level: 1, name: "Security Training Courses" }).waitFor();

    await openMenu.click();
    await dialog.waitFor();
    const current = dialog.locator('a[aria-current="page"]');
    expect(await current.allTextContents()).toEqual(["Courses"]);
    expect(await page.locator('nav[aria-label="Main"] a[aria-current="page"]').allTextContents()).toEqual(["Courses"]);
    expect(errors).toEqual([]);
  });
});

describe("/api", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const response = await fetch(`${inject("baseURL")}/api/unknown`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const body = (await response.json()) as { message?: unknown };
    expect(body.message).toEqual(expect.any(String));
    expect(String(body.message).length).toBeGreaterThan(0);
  });
});

describe("/courses search, filter, sort and Book Now", () => {
  const cardTitles = (page: Page) => page.locator("main article h3").allTextContents();

  it("keeps search, filter and sort in the URL, and Clear Filters resets them", async () => {
    const { page } = await newPage();
    await page.goto("/courses?filter=prerequisites&sort=price");
    await waitForHydration(page);
    expect(await cardTitles(page)).toEqual([
      "Door Supervisor Top-Up Refresher",
      "SIA Security Officer",
      "SIA Door Supervisor",
    ]);

    await page.getByRole("searchbox", { name: "Search courses" }).fill("welding");
    await page.getByText("No courses found matching your criteria.").waitFor();
    expect(new URL(page.url()).search).toBe("?q=welding&filter=prerequisites&sort=price");
    await page.reload();
    await page.getByText("No courses found matching your criteria.").waitFor();

    await waitForHydration(page);
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForFunction(() => document.querySelectorAll("main article").length === 5);
    expect(new URL(page.url()).search).toBe("?sort=price");
  });

  it("summarises the next date in 'Booking Confirmation', then continues in the booking dialog", async () => {
    const { page, errors } = await newPage();
    await page.goto("/courses");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Book Now: SIA Door Supervisor" }).click();
    const confirmation = page.getByRole("dialog", { name: "Booking Confirmation" });
    await confirmation.waitFor();
    const text = await confirmation.textContent();
    expect(text).toContain("Start date");
    expect(text).toContain("Mon - Sat");
    expect(text).toContain("£249");
    expect(text).toContain("£100 non-refundable deposit required to secure your place.");
    // What to bring, as the e-mails say it (issue 21, L4): the door supervisor course is SIA licence-linked.
    expect(text).toContain("One Group A identity document, such as your passport or photocard driving licence");
    expect(text).toContain("Proof of right to work in the UK");
    expect(text).toContain("with at least 12 months left on your first day (valid until at least");

    await confirmation.getByRole("button", { name: "Proceed to Payment" }).click();
    const booking = page.getByRole("dialog", { name: "Book SIA Door Supervisor" });
    await booking.getByRole("textbox", { name: "Full Name", exact: true }).waitFor();
    await booking.getByRole("button", { name: "Back to Dates" }).waitFor();
    expect(errors).toEqual([]);
  });
});
