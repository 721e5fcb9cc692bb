// Every public page through the Nu HTML checker, twice: as the server sends it
// and as the DOM stands after React hydrates it (and after opening the booking
// dialog and filling /checkout's form state), since hydration and dialogs add
// markup the server never sends, such as autocomplete tokens on inputs.
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { BOOKING_DATA_KEY } from "#app/features/booking/sale/booking-storage-keys";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import { bookingDataFor, courseDatesOf } from "#app/features/catalogue/course-detail/course-dates";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import { londonToday } from "#app/shared/dates";
import { seedPosts } from "#db/seed/posts";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { nuErrors, type HtmlDocument } from "./nu-checker";

setupBrowser();

async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject("baseURL")}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

let courses: PublicCourse[] = [];
let publicPaths: string[] = [];
beforeAll(async () => {
  courses = await api<PublicCourse[]>("/api/courses");
  const articles = seedPosts.filter((post) => post.published).map((post) => `/blog/${post.slug}`);
  publicPaths = [
    "/",
    "/courses",
    ...courses.map((course) => `/courses/${course.slug}`),
    "/schedule",
    "/about",
    "/contact",
    "/policies",
    "/blog",
    ...articles,
    "/checkout",
    "/login",
    // Employers' business accounts (issue 24): the application, the sign-in request, and the account page signed out.
    "/business-accounts",
    "/business-accounts/sign-in",
    "/business-accounts/account",
  ];
});

/** Fails with every error the checker found, one line each, so the report says what to fix. */
function expectNoErrors(errors: Awaited<ReturnType<typeof nuErrors>>) {
  expect(
    errors.map((e) => `${e.document}:${e.line ?? "?"}: ${e.message}${e.extract ? ` [${e.extract.trim()}]` : ""}`),
  ).toEqual([]);
}

async function hydrated(page: Page, path: string): Promise<HtmlDocument> {
  await page.goto(path);
  await waitForHydration(page);
  return { name: `${path} (hydrated)`, html: await page.content() };
}

describe("the Nu HTML checker", () => {
  it("finds no errors in the server-rendered pages", async () => {
    const documents = await Promise.all(
      [...publicPaths, "/no-such-page"].map(async (path) => {
        const response = await fetch(`${inject("baseURL")}${path}`);
        return { name: `${path} (server)`, html: await response.text() };
      }),
    );
    expectNoErrors(await nuErrors(documents));
  }, 120_000);

  it("finds no errors in the hydrated pages, /checkout with a booking and the open booking dialog", async () => {
    const documents: HtmlDocument[] = [];
    const { page } = await newPage();
    for (const path of publicPaths.filter((p) => p !== "/checkout")) documents.push(await hydrated(page, path));

    // /checkout as the course page leaves it: a course and date saved, the details form showing.
    const course = courses.find((c) => c.slug === "door-supervisor") ?? courses[0]!;
    const [instances, availableDates] = await Promise.all([
      api<PublicInstance[]>(`/api/courses/${course.id}/instances`),
      api<PublicAvailableDate[]>(`/api/courses/${course.id}/available-dates`),
    ]);
    const date = courseDatesOf(course, instances, availableDates, londonToday()).find((d) => d.seatsLeft > 0)!;
    await page.evaluate(
      ([key, value]) => window.localStorage.setItem(key!, value!),
      [BOOKING_DATA_KEY, JSON.stringify(bookingDataFor(course, date))],
    );
    await page.goto("/checkout");
    await page.getByRole("button", { name: /^Proceed to Payment/ }).waitFor();
    documents.push({ name: "/checkout (hydrated, with a booking)", html: await page.content() });

    // The home page's booking dialog: its dates, then its details form.
    await hydrated(page, "/");
    await page.getByRole("button", { name: `Book Now: ${course.title}` }).click();
    const dialog = page.getByRole("dialog");
    const choices = dialog.getByRole("list", { name: /dates/i }).getByRole("button");
    await choices.first().waitFor();
    documents.push({ name: "/ (booking dialog: dates)", html: await page.content() });
    await choices.last().click();
    await dialog.getByRole("textbox", { name: "Full Name", exact: true }).waitFor();
    documents.push({ name: "/ (booking dialog: details)", html: await page.content() });

    expectNoErrors(await nuErrors(documents));
  }, 240_000);
});
