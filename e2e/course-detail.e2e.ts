import { expectNoAxeViolations } from "./axe";
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { DEPOSIT_BOX_TEXT } from "#app/features/booking/sale/payment-rules";
import type { PublicCourse } from "#app/features/catalogue/catalogue.server";
import { courseDatesOf, depositAppliesTo, type CourseDate } from "#app/features/catalogue/course-detail/course-dates";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatCourseDays } from "#app/shared/date-span";
import { holdRequests, newPage, setupBrowser, waitForHydration } from "./browser";
import { openNotFoundPage } from "./not-found-page";

setupBrowser();

/** Waits until React has hydrated the header, so clicks reach React's handlers. */
async function api<T>(path: string): Promise<T> {
  const response = await fetch(`${inject("baseURL")}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The course and its upcoming dates as the page should show them, straight from the API. */
async function seeded(slug: string) {
  const course = await api<PublicCourse>(`/api/courses/slug/${slug}`);
  const [instances, availableDates] = await Promise.all([
    api<PublicInstance[]>(`/api/courses/${course.id}/instances`),
    api<PublicAvailableDate[]>(`/api/courses/${course.id}/available-dates`),
  ]);
  return { course, instances, availableDates, dates: courseDatesOf(course, instances, availableDates, londonToday()) };
}

/** /courses/door-supervisor in a new page, once React has hydrated it (clicks before that would be lost). */
async function hydratedCoursePage(options?: BrowserContextOptions) {
  const opened = await newPage(options);
  await opened.page.goto("/courses/door-supervisor");
  await waitForHydration(opened.page);
  return opened;
}

const dateCard = (page: Page, date: { id: string }) => page.locator(`#dates [data-date-id="${date.id}"]`);

describe("/courses/door-supervisor", () => {
  it("renders the course on the server: hero, deposit clause, includes, syllabus, assessment, FAQ", async () => {
    const { course } = await seeded("door-supervisor");
    const { page } = await newPage({ javaScriptEnabled: false });
    const response = await page.goto("/courses/door-supervisor");
    expect(response?.status()).toBe(200);

    expect(await page.getByRole("heading", { level: 1 }).allTextContents()).toEqual(["SIA Door Supervisor"]);
    expect(await page.getByTestId("course-price").textContent()).toBe("£249");
    const facts = page.getByRole("list", { name: "Course facts" });
    expect(await facts.getByRole("listitem").allTextContents()).toEqual(["6 Days", "Certified", "Small Groups"]);
    expect(await page.getByRole("list", { name: "Tags" }).getByRole("listitem").allTextContents()).toEqual([
      "Most Popular",
      "Central",
      "Prerequisite",
    ]);
    expect(await page.locator("section[aria-labelledby='course-title'] img").getAttribute("src")).toBe(
      "/images/courses/security.webp",
    );

    await page.getByText(DEPOSIT_BOX_TEXT).waitFor();
    const includes = page.getByRole("region", { name: "Course Includes" });
    expect(await includes.getByRole("listitem").allTextContents()).toEqual(course.includes);
    expect(await includes.textContent()).toContain("All courses include training materials and exam fees.");
    const prerequisites = page.getByRole("region", { name: "Prerequisites" });
    expect(await prerequisites.getByRole("listitem").allTextContents()).toEqual(course.prerequisites);
    expect(await page.getByRole("region", { name: "Awarding Body" }).textContent()).toContain(
      "Highfield Level 2 Award for Door Supervisors",
    );

    const syllabus = page.getByRole("region", { name: "Course Syllabus" });
    expect(await syllabus.getByRole("heading", { level: 3 }).allTextContents()).toEqual(
      course.syllabus.map((topic, index) => `${index + 1}.${topic.topic}`),
    );
    expect(await page.getByRole("region", { name: "Assessment Method" }).textContent()).toContain(
      course.assessmentMethod ?? "",
    );
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    expect(await faq.getByRole("heading", { level: 3 }).count()).toBe(6);
    await page
      .getByRole("region", { name: "Have Questions About This Course?" })
      .getByRole("link", { name: "Contact Us" })
      .waitFor();
  });

  it("publishes its canonical URL, Open Graph image and schema.org Course with every upcoming date", async () => {
    const { dates } = await seeded("door-supervisor");
    const { page } = await newPage({ javaScriptEnabled: false });
    await page.goto("/courses/door-supervisor");
    const baseURL = inject("baseURL");

    expect(await page.title()).toMatch(/^SIA Door Supervisor \| /);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/courses/door-supervisor`);
    expect(await page.locator('meta[property="og:image"]').getAttribute("content")).toBe(
      `${baseURL}/images/courses/security.webp`,
    );
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);

    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const course = blocks.find((block) => block["@type"] === "Course");
    expect(course).toMatchObject({
      name: "SIA Door Supervisor",
      provider: { "@id": `${baseURL}/#organization` },
      offers: { category: "Paid", price: "249.00", priceCurrency: "GBP" },
    });
    const instances = course?.hasCourseInstance as { startDate: string; courseMode: string }[];
    expect(instances.map((i) => i.startDate)).toEqual(dates.map((d) => d.date));
    expect(new Set(instances.map((i) => i.courseMode))).toEqual(new Set(["Onsite"]));
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect((breadcrumb?.itemListElement as { name: string }[]).map((item) => item.name)).toEqual([
      "Home",
      "Courses",
      "SIA Door Supervisor",
    ]);
  });

  it("opens a syllabus topic and an FAQ answer with the keyboard", async () => {
    const { course } = await seeded("door-supervisor");
    const { page, errors } = await hydratedCoursePage();

    const syllabus = page.getByRole("region", { name: "Course Syllabus" });
    const firstTopic = syllabus.getByRole("button", { name: course.syllabus[0]!.topic });
    expect(await firstTopic.getAttribute("aria-expanded")).toBe("false");
    await firstTopic.focus();
    await page.keyboard.press("Enter");
    expect(await firstTopic.getAttribute("aria-expanded")).toBe("true");
    await syllabus.getByText(course.syllabus[0]!.content[0]!).waitFor();

    // Arrow keys move between the triggers; Space opens.
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Space");
    await syllabus.getByText(course.syllabus[1]!.content[0]!).waitFor();

    const question = page.getByRole("button", { name: "When will I get my results?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await page.getByText(/within 5-7 working days/).waitFor();

    // The FAQ shows one answer at a time; End and Home jump to the last and first questions.
    const questions = page.getByRole("region", { name: "Frequently Asked Questions" }).getByRole("button");
    await page.keyboard.press("End");
    expect(await questions.last().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    expect(await questions.last().getAttribute("aria-expanded")).toBe("true");
    expect(await question.getAttribute("aria-expanded")).toBe("false");
    await page.keyboard.press("Home");
    expect(await questions.first().evaluate((el) => el === document.activeElement)).toBe(true);
    // The closed answers are in the page for search engines and find-in-page, only hidden.
    expect(await page.getByRole("region", { name: "Course Syllabus" }).locator("[role=region][hidden]").count()).toBe(
      course.syllabus.length - 2,
    );
    expect(errors).toEqual([]);
  });

  it("lists every upcoming date in the View Available Dates dialog, with the deposit only where it applies", async () => {
    const { dates } = await seeded("door-supervisor");
    const today = londonToday();
    expect(dates.some((date) => depositAppliesTo(date, today))).toBe(true);
    expect(dates.some((date) => !depositAppliesTo(date, today))).toBe(true);

    const { page } = await hydratedCoursePage();
    await page.getByRole("button", { name: "View Available Dates" }).click();
    const dialog = page.getByRole("dialog", { name: "Available Dates" });
    await dialog.waitFor();

    const items = dialog.getByRole("list", { name: "Upcoming dates" }).getByRole("listitem");
    expect(await items.count()).toBe(dates.length);
    for (const [index, date] of dates.entries()) {
      const text = (await items.nth(index).textContent()) ?? "";
      // The date's own days, in the words every page uses (issue 21, M1).
      expect(text).toContain(formatCourseDays(date.courseDays));
      expect(text.includes("£100 deposit required")).toBe(depositAppliesTo(date, today) && date.seatsLeft > 0);
    }

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    // Focus goes back to the button in the task after the dialog unmounts (useReturnFocus).
    const opener = page.getByRole("button", { name: "View Available Dates" });
    await expect.poll(() => opener.evaluate((el) => el === document.activeElement), { timeout: 2_000 }).toBe(true);
  });

  it("never mentions a deposit for a course of £150 or less", async () => {
    const { page } = await newPage();
    await page.goto("/courses/efaw");
    await waitForHydration(page);
    expect(await page.getByText(DEPOSIT_BOX_TEXT).count()).toBe(0);
    await page.getByRole("button", { name: "View Available Dates" }).click();
    const dialog = page.getByRole("dialog", { name: "Available Dates" });
    await dialog.waitFor();
    expect(await dialog.getByText("£100 deposit required").count()).toBe(0);
  });
});

describe("booking from the Upcoming Course Dates", () => {
  it("shows a full instance and a full available date as Fully Booked, with the button disabled and the waiting list offered", async () => {
    const cctv = await seeded("cctv-pss");
    const efaw = await seeded("efaw");
    const fullInstance = cctv.instances[0]!;
    const fullDate = efaw.availableDates[1]!;
    expect(fullInstance.seatsLeft).toBe(0);
    expect(fullDate.seatsLeft).toBe(0);

    const { page } = await newPage();
    for (const [slug, full, open] of [
      ["cctv-pss", fullInstance, cctv.dates.find((d) => d.seatsLeft > 0)!],
      ["efaw", fullDate, efaw.dates.find((d) => d.seatsLeft > 0)!],
    ] as const) {
      await page.goto(`/courses/${slug}`);
      const card = dateCard(page, full);
      expect(await card.textContent()).toContain("Fully Booked");
      const button = card.getByRole("button", { name: /^Fully Booked/ });
      expect(await button.textContent()).toBe("Fully Booked");
      expect(await button.isDisabled()).toBe(true);
      // A full date offers its waiting list instead (issue 14).
      expect(await card.getByRole("button", { name: /^Join the waiting list/ }).isEnabled()).toBe(true);
      expect(
        await dateCard(page, open)
          .getByRole("button", { name: /^Book Now/ })
          .isEnabled(),
      ).toBe(true);
    }
  });

  it("saves bookingData and goes to /checkout for a legacy available date", async () => {
    const { course, dates } = await seeded("cctv-pss");
    const legacy = dates.find((d) => d.kind === "available-date" && d.seatsLeft > 0)!;

    const { page } = await newPage();
    await page.goto("/courses/cctv-pss");
    await waitForHydration(page);
    await dateCard(page, legacy)
      .getByRole("button", { name: /^Book Now/ })
      .click();
    await page.waitForURL((url) => url.pathname === "/checkout");

    const saved = await page.evaluate(() => window.localStorage.getItem("bookingData"));
    expect(JSON.parse(saved ?? "null")).toEqual({
      course: {
        id: course.id,
        slug: "cctv-pss",
        title: "SIA CCTV Operator (Public Space Surveillance)",
        price: 17_900,
        durationDays: 3,
        prerequisites: course.prerequisites,
        // What to bring depends on these (issue 21, walkthrough L4: one list on every page).
        siaLicenceLinked: true,
        needsFirstAidCertificate: false,
      },
      selectedDate: {
        id: legacy.id,
        date: legacy.date,
        // Its last day and its venue's address (issue 21): null for the academy's own.
        lastDay: legacy.courseDays.at(-1),
        location: legacy.location,
        venueAddress: legacy.venueAddress,
        maxSeats: legacy.maxSeats,
        bookedSeats: legacy.bookedSeats,
        price: 17_900,
      },
    });
  });

  // A scheduled run always books in the dialog; a legacy date does too on a course that needs a first aid
  // certificate (issue 23), since /checkout cannot ask for it.
  it.each([
    ["a scheduled instance", "instance"],
    ["a legacy date (the course needs a first aid certificate)", "available-date"],
  ] as const)("opens the booking dialog for %s, without leaving the page", async (_, kind) => {
    const { dates } = await seeded("door-supervisor");
    const date = dates.find((d) => d.kind === kind && d.seatsLeft > 0)!;

    const { page } = await hydratedCoursePage();
    await dateCard(page, date)
      .getByRole("button", { name: /^Book Now/ })
      .click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Full Name", exact: true }).waitFor();
    expect(await dialog.textContent()).toContain("SIA Door Supervisor");
    expect(new URL(page.url()).pathname).toBe("/courses/door-supervisor");
    expect(await page.evaluate(() => window.localStorage.getItem("bookingData"))).toBeNull();
  });

  it("books an instance from the View Available Dates dialog through the booking dialog", async () => {
    const { dates } = await seeded("door-supervisor");
    const instance: CourseDate = dates.find((d) => d.kind === "instance" && d.seatsLeft > 0)!;

    const { page } = await hydratedCoursePage();
    await page.getByRole("button", { name: "View Available Dates" }).click();
    const datesDialog = page.getByRole("dialog", { name: "Available Dates" });
    await datesDialog
      .getByRole("button", { name: `Book Now: ${formatDate(instance.date)}, ${instance.location}` })
      .first()
      .click();
    await datesDialog.waitFor({ state: "detached" });
    const bookingDialog = page.getByRole("dialog");
    await bookingDialog.waitFor();
    expect(await bookingDialog.textContent()).toContain("SIA Door Supervisor");
    expect(await bookingDialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});

describe("a missing course", () => {
  it("answers with a 404 status, Course Not Found and noindex; Go Back leads to the courses when it was the first page", async () => {
    const page = await openNotFoundPage("/courses/no-such-course", "Course Not Found");
    await page.getByText("The course you're looking for doesn't exist or has been removed.").waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex");
    expect(await page.title()).toMatch(/^Course Not Found \| /);

    await waitForHydration(page);
    await page.getByRole("link", { name: "Go Back" }).click();
    await page.waitForURL((url) => url.pathname === "/courses");
  });
});

describe("client-side navigation to a course", () => {
  async function openFromCourseList(page: Page) {
    await page.goto("/courses");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Details: SIA Door Supervisor" }).click();
    await page.waitForURL((url) => url.pathname === "/courses/door-supervisor");
  }

  it("shows a skeleton while the API is slow, then the course with its own title", async () => {
    const { page, errors } = await newPage();
    const release = await holdRequests(page, "**/api/courses/slug/**");
    await openFromCourseList(page);

    await page.getByRole("status", { name: "Loading course" }).waitFor();
    expect(await page.getByRole("heading", { level: 1 }).count()).toBe(0);

    release();
    await page.getByRole("heading", { level: 1, name: "SIA Door Supervisor" }).waitFor();
    expect(await page.getByRole("status", { name: "Loading course" }).count()).toBe(0);
    await page.waitForFunction(() => document.title.startsWith("SIA Door Supervisor | "));
    expect(await page.locator("#dates article").count()).toBeGreaterThan(0);
    // The FAQ comes with the course from the API on client-side navigation.
    const faq = page.getByRole("region", { name: "Frequently Asked Questions" });
    expect(await faq.getByRole("heading", { level: 3 }).count()).toBe(6);
    expect(errors).toEqual([]);
  });

  it.each([
    [404, '{"message":"Course not found"}'],
    [500, '{"message":"Something went wrong"}'],
  ])("shows Course Not Found when the API answers %i", async (status, body) => {
    const { page } = await newPage();
    await page.route("**/api/courses/slug/**", (route) =>
      route.fulfill({ status, contentType: "application/json", body }),
    );
    await openFromCourseList(page);
    await page.getByRole("heading", { level: 1, name: "Course Not Found" }).waitFor();
    await page.getByText("The course you're looking for doesn't exist or has been removed.").waitFor();

    // Go Back steps back through history here, so Forward returns to the course.
    await page.getByRole("link", { name: "Go Back" }).click();
    await page.waitForURL((url) => url.pathname === "/courses");
    await page.goForward();
    await page.waitForURL((url) => url.pathname === "/courses/door-supervisor");
  });
});

describe("accessibility", () => {
  it.each(["/courses/door-supervisor", "/courses/efaw", "/courses/no-such-course"])(
    "%s has no axe violations",
    async (path) => {
      const { page } = await newPage();
      await page.goto(path);
      await waitForHydration(page);
      await expectNoAxeViolations(page);
    },
  );

  it("has no axe violations with the syllabus open and the dates dialog showing", async () => {
    const { page } = await hydratedCoursePage({ viewport: { width: 390, height: 844 } });
    await page.getByRole("region", { name: "Course Syllabus" }).getByRole("button").first().click();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "View Available Dates" }).click();
    await page.getByRole("dialog", { name: "Available Dates" }).waitFor();
    await expectNoAxeViolations(page);
  });
});
