// Issue 23: a renewal reminder's one-click unsubscribe link, opened on a phone without logging in. Opening it asks
// and changes nothing (mail scanners follow links); the button unsubscribes. A tampered link is refused, and a mail
// client's RFC 8058 one-click POST works directly.
import { describe, expect, inject, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { unsubscribeKey, unsubscribeToken } from "#app/features/learners/renewals/unsubscribe-token.server";
import { expectNoAxeViolations } from "./axe";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { E2E_SESSION_SECRET } from "./site-secret";
import { addDate, api, bookAndPayInFull, coursesOfThisFile, unique } from "./staff-api";

setupBrowser();

const createCourse = coursesOfThisFile();
const key = unsubscribeKey({ SESSION_SECRET: E2E_SESSION_SECRET, dataDir: "" });

/** A learner who booked a first aid course: the link a reminder to them would carry. */
async function linkOfLearner(): Promise<string> {
  const body = { slug: `e2e-efaw-${unique()}`, title: `E2E First Aid ${unique()}`, durationDays: 1, price: 9_500 };
  const course = await createCourse<{ id: string }>(body);
  const date = await addDate(course.id, { date: addDays(londonToday(), 30), maxSeats: 8 });
  const booking = await bookAndPayInFull(
    { courseId: course.id, availableDateId: date.id, price: 9_500 },
    { fullName: "Una Subscriber", email: `una.${unique()}@example.com` },
  );
  const person = await api<{ id: string }>("GET", `/admin/bookings/${booking.id}/person`);
  return `/unsubscribe/${unsubscribeToken(person.id, key)}`;
}

describe("the unsubscribe link of a renewal reminder", () => {
  it("asks first, then unsubscribes with one press, at 390 px, axe clean", async () => {
    const link = await linkOfLearner();
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    const opened = await page.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()["cache-control"]).toBe("no-store");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: "Renewal reminders" }).waitFor();
    await expectNoAxeViolations(page, "the unsubscribe page, asking");
    await page.screenshot({ path: "tmp/screenshots/unsubscribe-ask.png", fullPage: false });

    await page.getByRole("button", { name: "Unsubscribe from renewal reminders" }).click();
    await page.getByRole("status").getByText("You will get no more renewal reminders.").waitFor();
    await expectNoAxeViolations(page, "the unsubscribe page, done");
    await page.screenshot({ path: "tmp/screenshots/unsubscribe-done.png", fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  });

  it("unsubscribes before the page's script has loaded (the form posts as plain HTML)", async () => {
    // A slow phone can press the button before hydration: the browser posts the form itself. The page's
    // Referrer-Policy decides the Origin header that post carries, and React Router refuses an action whose Origin
    // does not match the page ('null' included) with a bare 400.
    const link = await linkOfLearner();
    const { page } = await newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    await page.goto(link);
    await page.getByRole("button", { name: "Unsubscribe from renewal reminders" }).click();
    await page.getByText("You will get no more renewal reminders.").waitFor();
  });

  it("a tampered link is not found, opened or posted", async () => {
    const link = await linkOfLearner();
    const tampered = `${link.slice(0, -3)}${link.endsWith("AAA") ? "BBB" : "AAA"}`;
    const baseURL = inject("baseURL");
    expect((await fetch(new URL(tampered, baseURL))).status).toBe(404);
    const posted = await fetch(new URL(tampered, baseURL), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(posted.status).toBe(404);
  });

  it("a mail client's one-click POST (RFC 8058) unsubscribes without the page", async () => {
    const link = await linkOfLearner();
    const answer = await fetch(new URL(link, inject("baseURL")), {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "List-Unsubscribe=One-Click",
    });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("You will get no more renewal reminders.");
  });
});
