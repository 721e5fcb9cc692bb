import { axeBuilder } from "./axe";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { toDateChoices } from "#app/features/booking/sale/date-choices";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import { formatDate, londonToday } from "#app/shared/dates";
import { newPage, setupBrowser, waitForHydration } from "./browser";

const PILLS = ["Online Learning Options", "Free Retake Policy", "SIA-Aligned Content", "Fast Results"];
const BADGES = ["SIA Aligned", "Approved Centre (pending)", "First Aid Certified"];
const LOAD_ERROR = "Failed to load courses. Please try again later.";

setupBrowser();

/** Waits until React has hydrated the page, so links navigate on the client and effects have run. */
async function getJson<T>(path: string): Promise<T> {
  const response = await fetch(`${inject("baseURL")}${path}`);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

/** Starts on /courses, then follows the header's site-name link to / on the client. */
async function navigateHomeFromCourses(page: Page, stubCourses: Parameters<Page["route"]>[1]) {
  await page.goto("/courses");
  await waitForHydration(page);
  await page.route("**/api/courses", stubCourses);
  await page.getByRole("banner").locator('a[href="/"]').click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.getByRole("heading", { level: 1, name: "Start Your Career in Security" }).waitFor();
}

describe("home page", () => {
  it("renders its copy, the first courses and its calls to action on the server", async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Start Your Career in Security"]);
    expect(await page.getByRole("list", { name: "Why train with us" }).getByRole("listitem").allTextContents()).toEqual(
      PILLS,
    );
    const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
    expect(await hero.getByRole("link", { name: "View Courses" }).getAttribute("href")).toBe("/courses");
    expect(await hero.getByRole("link", { name: "Scroll to our courses" }).getAttribute("href")).toBe("#courses");

    const trust = page.locator("section", { has: page.getByRole("heading", { name: "Trusted by Industry Leaders" }) });
    expect(await trust.getByRole("heading", { level: 3 }).allTextContents()).toEqual(BADGES);
    for (const point of ["Free Retake Policy", "Fast Results Notifications", "Employer Connections"]) {
      expect(await page.getByRole("heading", { level: 3, name: point }).count()).toBe(1);
    }

    const catalogue = await getJson<PublicCourse[]>("/api/courses");
    const featured = page.locator("section#courses");
    const titles = await featured.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();
    expect(titles).toEqual(catalogue.slice(0, 6).map((course) => course.title));
    expect(titles.length).toBeLessThanOrEqual(6);
    expect(await featured.getByRole("link", { name: "View All Courses & Schedule" }).getAttribute("href")).toBe(
      "/courses",
    );
    expect(await featured.getByRole("link", { name: "Contact Us", exact: true }).getAttribute("href")).toBe("/contact");
    expect(await page.getByRole("link", { name: "Get in Touch" }).getAttribute("href")).toBe("/contact");

    const html = (await response?.text()) ?? "";
    expect(html).toContain('"@type":"WebSite"');
    expect(html).toContain('"@type":"ItemList"');
    expect(html).toMatch(/<link[^>]+rel="preload"[^>]+href="\/images\/hero-poster\.webp"/);
  });

  it("has a muted, inline, looping background video with a poster and no autoplay attribute", async () => {
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/");
    const video = page.locator("video");
    expect(await video.count()).toBe(1);
    const attributes = await video.evaluate((el) =>
      Object.fromEntries(
        ["muted", "playsinline", "loop", "poster", "autoplay", "preload"].map((n) => [n, el.getAttribute(n)]),
      ),
    );
    expect(attributes).toEqual({
      muted: "",
      playsinline: "",
      loop: "",
      poster: "/images/hero-poster.webp",
      autoplay: null,
      preload: "none",
    });
    expect(await video.locator("source").evaluateAll((sources) => sources.map((s) => s.getAttribute("type")))).toEqual([
      "video/webm",
      "video/mp4",
    ]);
    for (const path of ["/images/hero-poster.webp", "/video/hero.webm", "/video/hero.mp4"]) {
      const response = await fetch(`${inject("baseURL")}${path}`);
      expect(response.status, path).toBe(200);
    }
  });

  it("plays the video once hydrated, and the visitor can pause it", async () => {
    const { page, errors } = await newPage();
    await page.goto("/");
    await waitForHydration(page);
    const video = page.locator("video");
    await page.waitForFunction(() => {
      const el = document.querySelector("video");
      return el !== null && !el.paused && el.currentTime > 0;
    });
    expect(await video.evaluate((el: HTMLVideoElement) => el.muted)).toBe(true);

    const toggle = page.getByRole("button", { name: "Pause background video" });
    // The button follows the video's play/pause events, which the browser
    // fires in a later task than the change of `paused` itself.
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("false");
    await toggle.click();
    await page.waitForFunction(() => document.querySelector("video")?.paused === true);
    await expect.poll(() => toggle.getAttribute("aria-pressed")).toBe("true");
    expect(errors).toEqual([]);
  });

  it("leaves the video on its poster when the visitor prefers reduced motion", async () => {
    const { page, errors } = await newPage({ reducedMotion: "reduce" });
    const videoRequests: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname.startsWith("/video/")) videoRequests.push(request.url());
    });
    await page.goto("/");
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    const state = await page
      .locator("video")
      .evaluate((el: HTMLVideoElement) => ({ paused: el.paused, time: el.currentTime, poster: el.poster }));
    expect(state).toEqual({ paused: true, time: 0, poster: `${inject("baseURL")}/images/hero-poster.webp` });
    expect(videoRequests).toEqual([]);
    expect(await page.getByRole("button", { name: "Pause background video" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
    expect(errors).toEqual([]);
  });

  it("leaves only the sections below a phone's first screen to be laid out as they near it (issue 22)", async () => {
    const { page } = await newPage({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    await page.goto("/");
    const sections = await page.locator("main section").evaluateAll((all) =>
      all.map((section) => ({
        top: section.getBoundingClientRect().top,
        contentVisibility: getComputedStyle(section).contentVisibility,
      })),
    );
    expect(sections.length).toBeGreaterThanOrEqual(5);
    // The first screen is drawn at once; a skipped section there would paint late (LCP).
    for (const section of sections.filter((s) => s.top < 844)) expect(section.contentVisibility).toBe("visible");
    const below = sections.filter((s) => s.top >= 844 * 1.5);
    expect(below.length).toBeGreaterThanOrEqual(3);
    for (const section of below) expect(section.contentVisibility).toBe("auto");
  });

  it("draws the links of a section below the first screen in their own colours, even after a style read before the stylesheet", async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 } });
    // What an early script or an extension may do: read styles while the stylesheet is still on its way.
    await page.addInitScript(() => {
      const read = () => {
        for (const link of document.querySelectorAll("a")) void getComputedStyle(link).color;
        if (document.readyState === "loading") setTimeout(read, 2);
      };
      read();
    });
    await page.goto("/");
    const colours = await page
      .getByRole("region", { name: "Ready to Start Your Security Career?" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => getComputedStyle(link).color));
    expect(colours).toEqual(["rgb(11, 22, 51)", "rgb(255, 255, 255)"]);
  });

  it("shows 6 skeleton cards while the courses load on client-side navigation", async () => {
    const { page } = await newPage();
    // Never answered: the request stays pending for the rest of the test.
    await navigateHomeFromCourses(page, () => {});
    const skeletons = page.locator("section#courses [data-testid=skeleton-card]");
    await skeletons.first().waitFor();
    expect(await skeletons.count()).toBe(6);
    expect(await page.locator("section#courses").getByRole("status", { name: "Loading courses" }).count()).toBe(1);
    expect(await page.locator("section#courses article").count()).toBe(0);
  });

  it("shows the error panel with Retry when the courses fail to load, and Retry reloads the page", async () => {
    const { page } = await newPage();
    await navigateHomeFromCourses(page, (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Down"}' }),
    );
    const alert = page.locator("section#courses").getByRole("alert");
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).toContain(LOAD_ERROR);

    await alert.getByRole("button", { name: "Retry" }).click();
    await page.locator("section#courses article").first().waitFor();
    expect(await page.getByText(LOAD_ERROR).count()).toBe(0);
  });
});

describe("home booking dialog", () => {
  async function openDialogFor(page: Page, course: PublicCourse) {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("button", { name: `Book Now: ${course.title}` }).click();
    const dialog = page.getByRole("dialog", { name: `Book ${course.title}` });
    await dialog.waitFor();
    return dialog;
  }

  it("lists the course's bookable dates with seats left; a date leads to details and back", async () => {
    const [course] = await getJson<PublicCourse[]>("/api/courses");
    if (!course) throw new Error("The seed has no courses");
    const [instances, dates] = await Promise.all([
      getJson<PublicInstance[]>(`/api/courses/${course.id}/instances`),
      getJson<PublicAvailableDate[]>(`/api/courses/${course.id}/available-dates`),
    ]);
    const expected = toDateChoices(instances, dates, course.price, londonToday());
    expect(expected.length).toBeGreaterThan(1);

    const { page, errors } = await newPage();
    const dialog = await openDialogFor(page, course);
    const choices = dialog.getByRole("list", { name: "Available dates" }).getByRole("button");
    await choices.first().waitFor();
    const texts = await choices.allTextContents();
    expect(texts).toHaveLength(expected.length);
    texts.forEach((text, index) => {
      const choice = expected[index]!;
      expect(text).toContain(formatDate(choice.date));
      expect(text).toContain(choice.location);
      expect(text).toMatch(new RegExp(`(?<!\\d)${choice.seatsLeft} seats? left`));
    });
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);

    await choices.nth(1).click();
    await dialog.getByLabel(/Full Name/).waitFor();
    expect(await dialog.textContent()).toContain(formatDate(expected[1]!.date));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Your Details");
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);

    await dialog.getByRole("button", { name: "Back to Dates" }).click();
    await choices.first().waitFor();
    expect(await choices.count()).toBe(expected.length);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the opener in the task after the dialog unmounts (useReturnFocus).
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label")), { timeout: 2_000 })
      .toBe(`Book Now: ${course.title}`);
    expect(errors).toEqual([]);
  });

  it("says so when the course has no dates", async () => {
    const [course] = await getJson<PublicCourse[]>("/api/courses");
    const { page } = await newPage();
    await page.route(/\/api\/courses\/[^/]+\/(instances|available-dates)$/, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: "[]" }),
    );
    const dialog = await openDialogFor(page, course!);
    await dialog.getByText("No Available Dates", { exact: true }).waitFor();
    expect(await dialog.getByText("There are currently no available dates for this course.").count()).toBe(1);
  });

  it("offers to try again when the dates fail to load", async () => {
    const [course] = await getJson<PublicCourse[]>("/api/courses");
    const { page } = await newPage();
    let fail = true;
    await page.route(/\/api\/courses\/[^/]+\/available-dates$/, (route) =>
      fail
        ? route.fulfill({ status: 500, contentType: "application/json", body: '{"message":"Down"}' })
        : route.continue(),
    );
    const dialog = await openDialogFor(page, course!);
    const alert = dialog.getByRole("alert");
    await alert.waitFor();
    fail = false;
    await alert.getByRole("button", { name: "Try Again" }).click();
    await dialog.getByRole("list", { name: "Available dates" }).getByRole("button").first().waitFor();
  });
});

describe("home accessibility", () => {
  it("has no axe violations", async () => {
    const { page } = await newPage();
    await page.goto("/");
    await waitForHydration(page);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  });

  it("has no axe violations on a phone", async () => {
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: "reduce" });
    await page.goto("/");
    await waitForHydration(page);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
  });
});
