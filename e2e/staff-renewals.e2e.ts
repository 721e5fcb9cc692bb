// Issue 23: staff see who is due for renewal, by month, on a phone. A learner on a top-up refresher gives their SIA
// licence's expiry and agrees to reminders on their booking page; staff enter the pass; the licence shows under the
// month it expires in, consented.
import { describe, expect, it } from "vitest";
import { addDays, formatDate, formatMonth, londonToday } from "#app/shared/dates";
import { setupBrowser } from "./browser";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";
import { addDate, api, bookAndPayInFull, coursesOfThisFile, unique } from "./staff-api";

setupBrowser();

const createCourse = coursesOfThisFile();

describe("Due for renewal", () => {
  it("lists a passed learner's SIA licence under its month, consented, at 390 px, axe clean", async () => {
    const body = {
      slug: `e2e-top-up-${unique()}`,
      title: `E2E Door Supervisor Top-Up Refresher ${unique()}`,
      durationDays: 1,
      price: 12_000,
      siaLicenceLinked: true,
    };
    const course = await createCourse<{ id: string }>(body);
    const date = await addDate(course.id, { date: addDays(londonToday(), 45) });
    const fullName = `Rena Renewal ${unique()}`;
    const booking = await bookAndPayInFull(
      { courseId: course.id, availableDateId: date.id, price: 12_000 },
      { fullName, email: `rena.${unique()}@example.com` },
    );
    const licenceExpiry = addDays(londonToday(), 100);
    await api(
      "PUT",
      `/bookings/by-token/${booking.accessToken}/learner`,
      {
        fullName,
        dateOfBirth: "1990-05-17",
        siaLicenceNumber: "1234567812345678",
        siaLicenceExpiresOn: licenceExpiry,
        remindersConsent: true,
      },
      "visitor",
    );
    // The course took place yesterday, and the learner passed.
    await api("PUT", `/admin/available-dates/${date.id}`, {
      courseId: course.id,
      date: addDays(londonToday(), -1),
      confirmDateChange: true,
    });
    await api("POST", `/admin/bookings/${booking.id}/result`, { result: "passed" });

    const { page, errors } = await staffPhone();
    await page.goto("/admin");
    await page.getByRole("link", { name: "Due for renewal" }).click();
    await page.getByRole("heading", { level: 1, name: "Due for renewal" }).waitFor();
    const month = page.getByRole("region", { name: formatMonth(licenceExpiry.slice(0, 7)) });
    const row = month.getByRole("row", { name: new RegExp(fullName) });
    await row.waitFor();
    expect(await row.innerText()).toContain(formatDate(licenceExpiry));
    expect(await row.innerText()).toContain("SIA licence");
    expect(await row.innerText()).toContain("Consented");
    await expectFitsAndAxeClean(page, "Due for renewal");
    await page.screenshot({ path: "tmp/screenshots/staff-renewals.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
