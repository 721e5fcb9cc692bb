// Issue 21 on a phone (390 px), axe clean: staff record a whole date's results on its page, once the course has
// started ('Record result' is not offered before, L6), and each learner reads theirs from the mailbox (M5); a staff
// cancellation the customer asked for is e-mailed in the customer's words, never staff's note (M4).
import type { ParsedMail } from "mailparser";
import { describe, expect, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, api, bookPaidInFull, coursesOfThisFile } from "./staff-api";
import { expectFitsAndAxeClean, PHONE, staffPhone } from "./staff-phone";

setupBrowser();

const letters = () =>
  Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

const createCourse = coursesOfThisFile();

/** An SIA course with a date 45 days away and these learners booked and paid in full. */
async function bookedDate(firstNames: string[]) {
  const suffix = letters();
  const body = {
    slug: `e2e-results-${suffix}`,
    title: `E2E Results ${suffix}`,
    durationDays: 1,
    price: 12_000,
    siaLicenceLinked: true,
    awardingBody: "Highfield",
  };
  const course = await createCourse<{ id: string }>(body);
  const date = await addDate(course.id, { date: addDays(londonToday(), 45) });
  const seat = { courseId: course.id, availableDateId: date.id, price: body.price };
  const learners = await bookPaidInFull(seat, { firstNames, surname: `Learner${suffix}`, suffix });
  return { course: { ...course, ...body }, date, learners };
}

/**
 * The e-mail's HTML fits a 390 px screen. In a page of its own: written over the site's page, it pulled the DOM from
 * under React while that page still rendered (React's insertBefore/removeChild errors in the page's errors).
 */
async function expectEmailFits(mail: ParsedMail) {
  const { page } = await newPage(PHONE);
  await page.setContent(mail.html || "");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `“${mail.subject}” is ${overflow} px wider than the phone`).toBeLessThanOrEqual(1);
}

const pathIn = (text: string | undefined, prefix: string) =>
  new RegExp(`https?://\\S+?(/${prefix}/[\\w-]+)`).exec(text ?? "")![1]!;

describe("results and cancellations on a phone", () => {
  it("records a whole date's results once the course has started, and each learner reads theirs", async () => {
    const { course, date, learners } = await bookedDate(["Ada", "Ben", "Cy"]);
    const [ada, ben, cy] = learners as [(typeof learners)[0], (typeof learners)[0], (typeof learners)[0]];
    const { page, errors } = await staffPhone();

    // Before the course: no results on the date's page, no 'Record result' on a booking (L6).
    await page.goto(`/admin/dates/date/${date.id}`);
    const results = page.getByRole("region", { name: "Results" });
    await results
      .getByText(`Results can be recorded once the course has started, on ${formatDate(addDays(londonToday(), 45))}.`)
      .waitFor();
    await page.goto(`/admin/bookings/${ada.id}`);
    await page.getByRole("button", { name: "Move date" }).waitFor();
    expect(await page.getByRole("button", { name: "Record result" }).count()).toBe(0);

    // The course took place yesterday.
    await api("PUT", `/admin/available-dates/${date.id}`, {
      courseId: course.id,
      date: addDays(londonToday(), -1),
      confirmDateChange: true,
    });
    await page.goto(`/admin/dates/date/${date.id}`);
    await waitForHydration(page);
    await results.getByRole("table", { name: "Results" }).waitFor();
    await results.getByLabel(`Result for ${ada.fullName}`).selectOption("passed");
    await results.getByLabel(`Result for ${ben.fullName}`).selectOption("not-passed");
    await results.getByLabel(`Result for ${cy.fullName}`).selectOption("did-not-attend");
    await expectFitsAndAxeClean(page, "the date's results");
    await page.screenshot({ path: "tmp/screenshots/staff-date-results-390.png", fullPage: true });
    await results.getByRole("button", { name: "Save results and e-mail 3 learners" }).click();
    await page.getByText("3 learners e-mailed their result.").first().waitFor();
    // Saved: nothing more to send until a result changes.
    await expect.poll(() => results.getByRole("button", { name: "Save results" }).isDisabled()).toBe(true);

    const passed = await waitForEmail(ada.email, new RegExp(`^You passed: ${course.title}$`));
    expect(passed.text).toContain("Apply for an SIA licence");
    expect(passed.text).toContain("awarded by the awarding body (Highfield)");
    const notPassed = await waitForEmail(ben.email, new RegExp(`^Your result and your free retake: ${course.title}$`));
    expect(notPassed.text).toContain("not passed this time");
    const missed = await waitForEmail(cy.email, new RegExp(`^We missed you: ${course.title}$`));
    expect(missed.text).toContain(`/courses/${course.slug}`);
    for (const mail of [passed, notPassed, missed]) await expectEmailFits(mail);

    // The 'not passed' link opens Ben's booking page, where the free retake is offered.
    await page.goto(pathIn(notPassed.text, "my-booking"));
    await waitForHydration(page);
    await page.getByRole("region", { name: "Your result" }).getByText("Not passed").waitFor();

    // After the start, a booking offers 'Record result' (L6).
    await page.goto(`/admin/bookings/${ada.id}`);
    await page.getByRole("button", { name: "Record result" }).waitFor();
    expect(errors).toEqual([]);
  });

  it("cancels a booking the customer asked to cancel, e-mailed in the customer's words, not staff's note", async () => {
    const { learners } = await bookedDate(["Cal"]);
    const cal = learners[0]!;
    const { page, errors } = await staffPhone();
    await page.goto(`/admin/bookings/${cal.id}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const form = page.getByRole("form", { name: "Cancel booking" });
    await form.getByRole("button", { name: "Cancel booking" }).click();
    await form.getByText("Please say who asked for the cancellation").waitFor();
    await form.getByRole("radio", { name: "The customer asked" }).check();
    // Booked today: within the cooling-off period, the policy returns everything; shown before confirming.
    await form.getByText("Refund: £120.").waitFor();
    await form.getByText("Cancelled within the 14-day cooling-off period").waitFor();
    await form.getByLabel("Internal note").fill("Customer phoned: cannot make the dates");
    await expectFitsAndAxeClean(page, "the cancel form");
    await page.screenshot({ path: "tmp/screenshots/staff-cancel-who-asked-390.png", fullPage: true });
    await form.getByRole("button", { name: "Cancel booking (£120)" }).click();
    await page
      .getByText("The customer asked. Reason given to the customer: You asked us to cancel your booking.")
      .waitFor();
    // Staff's note stays with staff: in the booking's internal notes.
    await page
      .getByRole("region", { name: "Internal notes" })
      .getByText("Cancellation (the customer asked): Customer phoned: cannot make the dates")
      .waitFor();

    const mail = await waitForEmail(cal.email, /^Booking cancelled: /);
    expect(mail.text).toContain("is cancelled at your request. Your place has been released.");
    expect(mail.text).toContain("Reason: You asked us to cancel your booking.");
    expect(mail.text).toContain("Refund: £120");
    for (const part of [mail.text ?? "", mail.html || ""]) {
      expect(part).not.toContain("by the academy");
      expect(part).not.toContain("cannot make the dates");
    }
    await expectEmailFits(mail);

    // The Refunds list says who asked.
    await page.goto("/admin?tab=money-owed");
    const row = page.getByRole("table", { name: "Refunds" }).getByRole("row").filter({ hasText: cal.reference });
    await row.getByText("Customer", { exact: true }).waitFor();
    await expectFitsAndAxeClean(page, "the Refunds list", 'section[aria-labelledby="refunds-heading"]');
    expect(errors).toEqual([]);
  });
});
