// Issue 21: the money reports page and the overview's charts, in Chromium at 390 and 1280 px, axe clean. Money
// recorded by hand takes the day it arrived (M10); the report lists it under its method with a CSV per table; the
// overview's charts each have their words and figures. Screenshots go to tmp/screenshots/.
import { describe, expect, inject, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { setupBrowser } from "./browser";
import { adminCookie, api, bookAndPay, coursesOfThisFile } from "./staff-api";
import { expectFitsAndAxeClean, staffPage } from "./staff-phone";

setupBrowser();

const letters = () =>
  Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

const createCourse = coursesOfThisFile();

/** A course with a date in three weeks, one learner on a deposit and one paid in full, both by the test card. */
async function paidDate() {
  const suffix = letters();
  const courseBody = { slug: `e2e-reports-${suffix}`, title: `E2E Reports ${suffix}`, durationDays: 1, price: 24_900 };
  const course = await createCourse<{ id: string; title: string }>(courseBody);
  const dateBody = { courseId: course.id, date: addDays(londonToday(), 21), maxSeats: 4 };
  const date = await api<{ id: string }>("POST", "/admin/available-dates", dateBody);
  const learner = (first: string, paymentType: "deposit" | "full") => ({
    courseId: course.id,
    availableDateId: date.id,
    paymentType,
    paymentAmount: paymentType === "deposit" ? 10_000 : 24_900,
    fullName: `${first} Ledger${suffix}`,
    email: `${first.toLowerCase()}.${suffix}@example.com`,
  });
  const ada = await bookAndPay(learner("Ada", "deposit"));
  const ben = await bookAndPay(learner("Ben", "full"));
  return { course, date, ada, ben };
}

describe("money reports", () => {
  it("records a bank transfer with the day it arrived and finds it in the report, by method, with its CSV", async () => {
    const { ada, ben } = await paidDate();
    const today = londonToday();
    const { page, errors } = await staffPage({ width: 390, height: 844 });

    // M10: 'Date received' is today unless staff say otherwise, and not before the booking was made.
    await page.goto(`/admin/bookings/${ada.id}`);
    await page.getByRole("button", { name: "Record a payment" }).click();
    const form = page.getByRole("form", { name: "Record a payment" });
    expect(await form.getByLabel("Date received").inputValue()).toBe(today);
    await form.getByLabel("Amount (£)").fill("50");
    await form.getByLabel("How it was paid").selectOption("Bank transfer");
    await form.getByLabel("Date received").fill(addDays(today, -1));
    await form.getByRole("button", { name: "Record payment" }).click();
    await form.getByText("The money cannot have arrived before the booking was made").waitFor();
    await expectFitsAndAxeClean(page, "Record a payment, refused");
    await form.getByLabel("Date received").fill(today);
    await form.getByRole("button", { name: "Record payment" }).click();
    await page.getByText(`Recorded by staff: £50`).waitFor();
    await page.getByText(`Bank transfer, ${formatDate(today)}`).waitFor();

    // From the dashboard's overview to the report.
    await page.goto("/admin");
    // The dashboard's own link; the overview's charts, loaded after it, link to the report too.
    await page.getByRole("link", { name: "Money reports" }).first().click();
    await page.waitForURL((url) => url.pathname === "/admin/reports");
    await page.getByRole("heading", { level: 1, name: "Money reports" }).waitFor();
    await expect.poll(() => page.title()).toMatch(/^Money reports \|/);
    const summary = page.getByTestId("money-report-summary");
    await summary.getByText(/takings £/).waitFor();
    const methods = page.getByRole("table", { name: "By method" });
    await methods.getByRole("row", { name: /Bank transfer/ }).waitFor();
    await methods.getByRole("row", { name: /Card \(test\)/ }).waitFor();
    const entries = page.getByRole("table", { name: "Payments and refunds" });
    expect(await entries.getByRole("link", { name: `View booking ${ada.reference}` }).count()).toBe(2);
    expect(await entries.getByRole("link", { name: `View booking ${ben.reference}` }).count()).toBe(1);
    await expectFitsAndAxeClean(page, "/admin/reports");
    await page.screenshot({ path: "tmp/screenshots/money-reports-390.png", fullPage: true });

    // The days are in the address (changing them replaces it, as the lists' filters do: back leaves the report).
    await page.getByLabel("From").fill(today);
    await page.getByLabel("To").fill(today);
    await page.getByRole("button", { name: "Show" }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get("from")).toBe(today);
    await summary.getByText(`${formatDate(today)} to ${formatDate(today)}`, { exact: false }).waitFor();
    const csvHref = await page.getByRole("link", { name: "Export by method (CSV)" }).getAttribute("href");
    expect(csvHref).toBe(`/api/admin/reports/money.csv?table=methods&from=${today}&to=${today}`);
    const csv = await fetch(`${inject("baseURL")}${csvHref}`, { headers: { Cookie: await adminCookie() } });
    expect(await csv.text()).toMatch(/\r\nBank transfer,\d+\.\d{2},/);
    await page.getByLabel("To").fill(addDays(today, -3));
    await page.getByRole("button", { name: "Show" }).click();
    await page
      .getByRole("form", { name: "Choose the days" })
      .getByText("The end of the range cannot be before its start")
      .waitFor();
    expect(await page.getByRole("table", { name: "By day" }).count()).toBe(0);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/admin");
    expect(errors).toEqual([]);
  });
});

describe("the overview's charts", () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 900 },
  ]) {
    it(`shows each chart with its words and figures at ${viewport.width} px`, async () => {
      await paidDate();
      const { page, errors } = await staffPage(viewport);
      await page.goto("/admin");
      const overview = page.getByRole("region", { name: "Overview" });
      for (const title of [
        "Bookings per week",
        "Takings per week",
        "Seats filled, next 8 weeks",
        "Money owed",
        "Waiting lists",
        "Failed e-mails and dead jobs, last 14 days",
      ]) {
        await overview.getByRole("article", { name: title }).waitFor();
      }
      // A chart each; the waiting lists' only when someone is waiting (its words say when nobody is).
      const waiting = await overview
        .getByRole("article", { name: "Waiting lists" })
        .getByText("Nobody is waiting for a seat.")
        .count();
      await expect.poll(() => overview.locator(".recharts-wrapper").count()).toBe(6 - waiting);
      const takings = overview.getByRole("article", { name: "Takings per week" });
      await takings.getByText(/taken and £[\d,.]+ refunded in the last 12 weeks/).waitFor();
      await takings.getByText("Show the figures").click();
      await takings.getByRole("table", { name: "Takings per week" }).getByRole("row").nth(12).waitFor();
      const fill = overview.getByRole("article", { name: "Seats filled, next 8 weeks" });
      await fill.getByText("Show the figures").click();
      await fill.getByRole("table").getByText("E2E Reports", { exact: false }).first().waitFor();
      await expectFitsAndAxeClean(page, `the overview at ${viewport.width} px`);
      await page.screenshot({ path: `tmp/screenshots/overview-${viewport.width}.png`, fullPage: false });
      await overview.screenshot({ path: `tmp/screenshots/overview-charts-${viewport.width}.png` });
      expect(errors).toEqual([]);
    });
  }
});
