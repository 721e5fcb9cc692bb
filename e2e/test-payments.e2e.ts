// Issue 11: while the built-in test provider is live (the e2e server sets no Stripe keys), every page says so,
// and staff see which bookings were paid through it.
import AxeBuilder from "@axe-core/playwright";
import { describe, expect, inject, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { adminCookie, api, bookAndPayInFull } from "./staff-api";

setupBrowser();

const BANNER = "Test mode — no real payments are taken";
const baseURL = () => inject("baseURL");
const unique = () => Math.random().toString(36).slice(2, 8);

describe("the test mode banner", () => {
  it("is in the server-rendered page, before the header, on public and staff pages", async () => {
    for (const path of ["/", "/courses", "/contact", "/login"]) {
      const html = await (await fetch(baseURL() + path)).text();
      const banner = html.indexOf(`<aside aria-label="Test mode"`);
      expect(banner, path).toBeGreaterThan(-1);
      expect(html.indexOf(BANNER), path).toBeGreaterThan(banner);
      // In the first HTML, above the header: it never pushes the page down after the first paint.
      expect(html.indexOf("<header"), path).toBeGreaterThan(banner);
    }
  });

  it("shows in the browser as a labelled landmark that passes axe, and stays after hydration", async () => {
    const { page, errors } = await newPage();
    await page.goto("/courses");
    await waitForHydration(page);
    const banner = page.getByRole("complementary", { name: "Test mode" });
    expect(await banner.innerText()).toBe(BANNER);
    expect(await banner.isVisible()).toBe(true);
    const results = await new AxeBuilder({ page }).include('aside[aria-label="Test mode"]').analyze();
    expect(results.violations).toEqual([]);
    expect(results.passes.map((rule) => rule.id)).toContain("color-contrast");
    expect(errors).toEqual([]);
  });
});

describe("staff", () => {
  it("see 'Test payment' on a booking paid through the test provider, in the list and its details", async () => {
    const cookie = await adminCookie();
    // A course and date of our own, out of the public site again at the end.
    const slug = `e2e-test-payment-${unique()}`;
    const course = await api<{ id: string; title: string }>("POST", "/admin/courses", {
      slug,
      title: `E2E Test Payment ${unique()}`,
      durationDays: 1,
      price: 15_000,
    });
    const day = addDays(londonToday(), 61);
    const date = await api<{ id: string }>("POST", "/admin/available-dates", { courseId: course.id, date: day });
    try {
      const booking = await bookAndPayInFull(
        { courseId: course.id, availableDateId: date.id, price: 15_000 },
        { fullName: "Tess Payment", email: "tess@example.com" },
      );

      const { page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
      await page.context().addCookies([{ name: "academy.sid", value: cookie.split("=")[1]!, url: baseURL() }]);
      await page.goto("/admin");
      await page.getByRole("tablist", { name: "Admin sections" }).waitFor();
      await page.getByRole("tab", { name: "Bookings" }).click();
      const listed = page.getByRole("row").filter({ hasText: booking.reference });
      await listed.waitFor();
      await listed.getByText("Test payment", { exact: true }).waitFor();
      await page.getByRole("link", { name: `View booking ${booking.reference}` }).click();
      await page.waitForURL((url) => url.pathname === `/admin/bookings/${booking.id}`);
      const detail = page.getByRole("article");
      await detail.getByText("Test payment", { exact: true }).waitFor();
      await detail.getByText("Confirmed", { exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      // A date people are booked on is cancelled by its own action (issue 21, M8).
      await api("POST", `/admin/dates/date/${date.id}/cancel`, { confirm: true });
      await api("PUT", `/admin/courses/${course.id}`, {
        slug,
        title: course.title,
        durationDays: 1,
        price: 15_000,
        isActive: false,
      });
    }
  });
});
