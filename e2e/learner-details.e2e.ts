// Issue 23: 'Learner details' on the customer's booking page at 390 px: what the awarding body needs to register the
// learner (a top-up refresher asks for the SIA licence too), refused with the field's message when wrong, saved with
// the renewal-reminders consent, and shown read-only after.
import type { Locator } from "playwright-core";
import { describe, expect, it } from "vitest";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { addDate, bookAndPayInFull, coursesOfThisFile, unique } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();

/** The screen at 390 px with the section's heading just below the site's sticky header. */
async function screenshotOf(section: Locator, path: string) {
  await section.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72));
  await section.page().screenshot({ path });
}

/** The section's form, opened with its button. */
async function openForm(section: Locator, button: string, form: string) {
  await section.getByRole("button", { name: button }).click();
  return section.getByRole("form", { name: form });
}

describe("learner details on the booking page", () => {
  it("at 390 px: refuses a learner under 18 and a short licence number, then saves the details and the consent", async () => {
    const course = await createCourse<{ id: string; title: string }>({
      slug: `e2e-top-up-${unique()}`,
      title: `E2E Door Supervisor Top-Up Refresher ${unique()}`,
      durationDays: 2,
      price: 18_000,
      siaLicenceLinked: true,
    });
    const firstDay = addDays(londonToday(), 40);
    const date = await addDate(course.id, { date: firstDay });
    const booking = await bookAndPayInFull(
      { courseId: course.id, availableDateId: date.id, price: 18_000 },
      { fullName: "Pat Learner", email: `pat.${unique()}@example.com` },
    );

    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 }, locale: "en-GB" });
    await page.goto(`/my-booking/${booking.accessToken}`);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Learner details" });
    await section.getByText("The awarding body needs these details to register the learner.").waitFor();
    const form = await openForm(section, "Add learner details", "Learner details");
    await expect.poll(() => form.getByLabel("Full name, as on their ID").inputValue()).toBe("Pat Learner");
    await form.getByLabel("Full name, as on their ID").fill("Patricia Anne Learner");
    // A day short of 18 on the first day.
    await form.getByLabel("Date of birth").fill(addDays(addMonths(firstDay, -12 * 18), 1));
    await form.getByLabel("SIA licence number").fill("1234 5678 9012");
    await form.getByLabel("SIA licence expiry date").fill("2027-05-31");
    const consent = form.getByLabel("E-mail the learner renewal reminders");
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await form.getByRole("button", { name: "Save learner details" }).click();
    await form.getByText("The learner must be at least 18 on the course's first day").waitFor();
    await form.getByText("Please enter the 16-digit number on the front of the SIA licence").waitFor();
    // The first field in error takes the focus.
    expect(await form.getByLabel("Date of birth").evaluate((input) => input === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, "the learner details form with errors");
    // Nothing at 390 px is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshotOf(section, "tmp/screens/learner-details-390.png");

    await form.getByLabel("Date of birth").fill("1992-11-05");
    await form.getByLabel("SIA licence number").fill("1234 5678 9012 3456");
    await form.getByRole("button", { name: "Save learner details" }).click();
    await page.getByText("Learner details saved", { exact: true }).waitFor();

    // Shown read-only, and still there after a reload.
    for (const reloaded of [false, true]) {
      if (reloaded) {
        await page.reload();
        await waitForHydration(page);
      }
      await section.getByText("Patricia Anne Learner").waitFor();
      await section.getByText("5 November 1992").waitFor();
      await section.getByText("1234 5678 9012 3456").waitFor();
      await section.getByText("31 May 2027").waitFor();
      await section.getByText("Yes, by e-mail").waitFor();
      await section.getByRole("button", { name: "Change learner details" }).waitFor();
    }
    await expectNoAxeViolations(page, "the booking page with learner details");
    await screenshotOf(section, "tmp/screens/learner-details-saved-390.png");

    // Unticking withdraws the consent.
    await section.getByRole("button", { name: "Change learner details" }).click();
    expect(await form.getByLabel("E-mail the learner renewal reminders").isChecked()).toBe(true);
    await form.getByLabel("E-mail the learner renewal reminders").uncheck();
    await form.getByRole("button", { name: "Save learner details" }).click();
    await section.getByText("No", { exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it("staff see the learner on the booking's staff page at 390 px and correct a misspelt name", async () => {
    const course = await createCourse<{ id: string }>({
      slug: `e2e-efaw-${unique()}`,
      title: `E2E Emergency First Aid ${unique()}`,
      durationDays: 1,
      price: 9_000,
    });
    const date = await addDate(course.id, { date: addDays(londonToday(), 30) });
    const booking = await bookAndPayInFull(
      { courseId: course.id, availableDateId: date.id, price: 9_000 },
      { fullName: "Jon Smiht", email: `jon.${unique()}@example.com` },
    );
    const { page, errors } = await staffPhone();
    await page.goto(`/admin/bookings/${booking.id}`);
    await waitForHydration(page, "main");
    const section = page.getByRole("region", { name: "Learner" });
    await section.getByText("Jon Smiht").waitFor();
    const form = await openForm(section, "Correct learner details", "Correct learner details");
    await expect.poll(() => form.getByLabel("Full name, as on their ID").inputValue()).toBe("Jon Smiht");
    await form.getByLabel("Full name, as on their ID").fill("Jon Smith");
    await form.getByLabel("Date of birth").fill("2001-04-12");
    await form.getByRole("button", { name: "Save learner details" }).click();
    await section.getByText("Jon Smith", { exact: true }).waitFor();
    await section.getByText("12 April 2001").waitFor();
    await expectFitsAndAxeClean(page, "a booking's staff page with its learner");
    await screenshotOf(section, "tmp/screens/learner-details-staff-390.png");
    expect(errors).toEqual([]);
  });
});
