import { expectNoAxeViolations } from "./axe";
import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import { monthsWithDates, priceBandOf } from "#app/features/catalogue/schedule-page/schedule-filters";
import type { PublicInstance } from "#app/features/catalogue/schedule-types";
import { londonToday } from "#app/shared/dates";
import { formatCourseDays } from "#app/shared/date-span";
import { holdRequests, newPage, setupBrowser, waitForHydration } from "./browser";

setupBrowser();

/** A public API answer, read as the site's own pages read it. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject("baseURL")}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

const cards = (page: Page) => page.getByTestId("instance-card");
const cardTitles = (page: Page) => cards(page).getByRole("heading", { level: 3 }).allTextContents();
const select = (page: Page, label: "Course" | "Month" | "Price") => page.getByLabel(label, { exact: true });

/** Goes to the home page, then to /schedule by the header link: a client-side navigation. */
async function navigateToSchedule(page: Page) {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
  await page.waitForURL((url) => url.pathname === "/schedule");
}

describe("/schedule", () => {
  it("renders every upcoming date on the server, with seats, prices and a link to the course's dates", async () => {
    const instances = await api<PublicInstance[]>("/api/course-instances");
    expect(instances.length).toBeGreaterThan(6);
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/schedule");
    expect(response?.status()).toBe(200);

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["Course Schedule"]);
    expect(await cardTitles(page)).toEqual(instances.map((i) => i.courseTitle));

    const first = cards(page).first();
    const text = (await first.textContent()) ?? "";
    expect(text).toContain(formatCourseDays(instances[0]!.courseDays));
    expect(text).toContain(instances[0]!.location);
    expect(await first.getByRole("link").getAttribute("href")).toBe(`/courses/${instances[0]!.courseSlug}#dates`);

    const full = instances.find((i) => i.seatsLeft === 0);
    expect(full, "the seed has a fully booked date").toBeDefined();
    const fullCard = cards(page).nth(instances.indexOf(full!));
    expect(await fullCard.textContent()).toContain("Fully Booked");
    const open = instances.find((i) => i.seatsLeft > 1)!;
    expect(await cards(page).nth(instances.indexOf(open)).textContent()).toContain(`${open.seatsLeft} seats left`);

    // The month filter offers the months that have dates, not a fixed year.
    const months = monthsWithDates(instances, londonToday());
    expect(await select(page, "Month").locator("option").allTextContents()).toEqual([
      "All months",
      ...months.map((m) => m.label),
    ]);
    const courses = await api<PublicCourse[]>("/api/courses");
    expect(await select(page, "Course").locator("option").allTextContents()).toEqual([
      "All courses",
      ...courses.map((c) => c.title),
    ]);
    expect(await select(page, "Price").locator("option").allTextContents()).toEqual([
      "All prices",
      "Under £150",
      "£150 to under £300",
      "£300 and over",
    ]);

    const cta = page.getByRole("region", { name: "Need different dates?" });
    expect(await cta.textContent()).toContain("Group bookings of 5 or more get a discount");
    expect(await cta.getByRole("link", { name: "Request Custom Dates" }).getAttribute("href")).toBe("/contact");
  });

  it("narrows the grid by course, month and price, keeps the filters in the URL across a reload", async () => {
    const instances = await api<PublicInstance[]>("/api/course-instances");
    const { page, errors } = await newPage();
    await page.goto("/schedule");
    await waitForHydration(page);

    await select(page, "Course").selectOption("door-supervisor");
    await page.waitForURL((url) => url.searchParams.get("course") === "door-supervisor");
    const doorSupervisor = instances.filter((i) => i.courseSlug === "door-supervisor");
    await expect.poll(() => cards(page).count()).toBe(doorSupervisor.length);
    expect(new Set(await cardTitles(page))).toEqual(new Set(["SIA Door Supervisor"]));

    const month = doorSupervisor[1]!.startDate.slice(0, 7);
    await select(page, "Month").selectOption(month);
    await page.waitForURL((url) => url.searchParams.get("month") === month);
    const inMonth = doorSupervisor.filter((i) => i.startDate.startsWith(month));
    await expect.poll(() => cards(page).count()).toBe(inMonth.length);

    await page.reload();
    await waitForHydration(page);
    expect(await select(page, "Course").inputValue()).toBe("door-supervisor");
    expect(await select(page, "Month").inputValue()).toBe(month);
    expect(await cards(page).count()).toBe(inMonth.length);

    await select(page, "Course").selectOption("all");
    await select(page, "Month").selectOption("all");
    await select(page, "Price").selectOption("under-150");
    await page.waitForURL((url) => url.search === "?price=under-150");
    const cheap = instances.filter((i) => priceBandOf(i.price) === "under-150");
    expect(cheap.length).toBeGreaterThan(0);
    await expect.poll(() => cards(page).count()).toBe(cheap.length);
    expect(errors).toEqual([]);
  });

  it("shows the empty state when nothing matches, and Clear Filters brings every date back", async () => {
    const instances = await api<PublicInstance[]>("/api/course-instances");
    expect(
      instances.some((i) => priceBandOf(i.price) === "300-plus"),
      "no seeded course costs £300",
    ).toBe(false);
    const { page, errors } = await newPage();
    await page.goto("/schedule?course=efaw&price=300-plus");
    await waitForHydration(page);

    expect(await cards(page).count()).toBe(0);
    await page.getByText("No courses found matching your criteria.").waitFor();
    await page.getByRole("button", { name: "Clear Filters" }).click();
    await page.waitForURL((url) => url.pathname === "/schedule" && url.search === "");
    await expect.poll(() => cards(page).count()).toBe(instances.length);
    expect(await select(page, "Course").inputValue()).toBe("all");
    expect(await select(page, "Price").inputValue()).toBe("all");
    expect(errors).toEqual([]);
  });

  it("follows a link that changes the query from outside the filters", async () => {
    const instances = await api<PublicInstance[]>("/api/course-instances");
    const { page, errors } = await newPage();
    await page.goto("/schedule?course=efaw");
    await waitForHydration(page);
    expect(await select(page, "Course").inputValue()).toBe("efaw");

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Schedule" }).click();
    await page.waitForURL((url) => url.pathname === "/schedule" && url.search === "");
    await expect.poll(() => select(page, "Course").inputValue()).toBe("all");
    await expect.poll(() => cards(page).count()).toBe(instances.length);
    expect(errors).toEqual([]);
  });

  it("shows 6 skeleton cards while the schedule loads after client-side navigation", async () => {
    const instances = await api<PublicInstance[]>("/api/course-instances");
    const { page, errors } = await newPage();
    const release = await holdRequests(page, "**/api/course-instances");

    await navigateToSchedule(page);
    await page.getByRole("status", { name: "Loading schedule" }).waitFor();
    expect(await page.getByTestId("skeleton-card").count()).toBe(6);
    expect(await cards(page).count()).toBe(0);

    release();
    await cards(page).first().waitFor();
    expect(await cards(page).count()).toBe(instances.length);
    expect(await page.getByTestId("skeleton-card").count()).toBe(0);
    expect(errors).toEqual([]);
  });

  it("shows the spec's error with Retry when the schedule fails to load", async () => {
    const { page } = await newPage();
    await page.route("**/api/course-instances", (route) =>
      route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Boom" }) }),
    );
    await navigateToSchedule(page);
    const alert = page.getByRole("alert").filter({ hasText: "Failed to load schedule. Please try again later." });
    await alert.waitFor();
    expect(await alert.getByRole("button", { name: "Retry" }).isVisible()).toBe(true);

    // Retry reloads the page, which the server renders from the database.
    await page.unroute("**/api/course-instances");
    await alert.getByRole("button", { name: "Retry" }).click();
    await cards(page).first().waitFor();
  });

  it("never shows a date in the past, even if one reaches the browser", async () => {
    const { page, errors } = await newPage();
    await page.route("**/api/course-instances", async (route) => {
      const response = await route.fetch();
      const instances = (await response.json()) as PublicInstance[];
      const past = { ...instances[0]!, id: "past-instance", courseTitle: "A Past Course", startDate: "2020-01-06" };
      await route.fulfill({ response, json: [past, ...instances] });
    });
    await navigateToSchedule(page);
    await cards(page).first().waitFor();
    expect(await cardTitles(page)).not.toContain("A Past Course");
    expect(await select(page, "Month").locator("option").allTextContents()).not.toContain("January 2020");
    expect(errors).toEqual([]);
  });

  it("has no accessibility violations, loaded and empty", async () => {
    const { page } = await newPage();
    await page.goto("/schedule");
    await waitForHydration(page);
    await expectNoAxeViolations(page);

    await page.goto("/schedule?price=300-plus");
    await page.getByRole("button", { name: "Clear Filters" }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("describes the timetable to search engines", async () => {
    const html = await (await fetch(`${inject("baseURL")}/schedule`)).text();
    expect(html).toMatch(/<title>Course Schedule and Dates \| [^<]+<\/title>/);
    expect(html).toContain('"@type":"CourseInstance"');
    expect(html).toContain('<link rel="canonical"');
  });
});
