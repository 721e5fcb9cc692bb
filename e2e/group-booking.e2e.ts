// Issue 24 on a phone (390 px): a payer books five learners on one date from the course page's booking dialog, sees
// the group discount before paying, pays the discounted total by test card, and finds the five on the booking page.
// The course needs a first aid certificate, so the group's dialog says each learner is asked on their own page.
import { describe, expect, it } from "vitest";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { field, fillDetails, fillFirstAid, openOnFirstDate } from "./booking-dialog-steps";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { payByCard } from "./card-form";
import { waitForEmail } from "./mailbox";
import { addDate, coursesOfThisFile, firstAidCourseBody, unique } from "./staff-api";

setupBrowser();

const createCourse = coursesOfThisFile();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

const tag = unique();
const PAYER = {
  fullName: "Gemma Group",
  email: `gemma.${tag}@example.com`,
  phone: "07700 900789",
  address: "5 Broad Street, Oxford",
  postcode: "OX1 3AJ",
};
const OTHERS = ["Ola Adeyemi", "Ben Carter", "Chloe Dunn", "Dev Patel"].map((fullName) => ({
  fullName,
  email: `${fullName.split(" ")[0]!.toLowerCase()}.${tag}@example.com`,
}));

/** A £249 course's date with 12 seats, 40 days out: five learners fit and a deposit would be allowed. */
async function groupDate() {
  const body = firstAidCourseBody("e2e-group", "E2E Group Door Supervisor");
  const course = await createCourse<{ id: string; slug: string; title: string }>(body);
  await addDate(course.id, { date: addDays(londonToday(), 40), maxSeats: 12, location: "Oxford", status: "active" });
  return { ...course, slug: body.slug, title: body.title };
}

describe("booking several learners at once (issue 24)", () => {
  it("books five learners with the group discount by card, and shows them on the booking page", async () => {
    const course = await groupDate();
    const { page, errors } = await newPage(PHONE);
    const dialog = await openOnFirstDate(page, course.slug);

    // One learner by default: the dialog reads as before until the number changes.
    const count = dialog.getByRole("combobox", { name: "Number of learners" });
    expect(await count.inputValue()).toBe("1");
    await fillDetails(dialog, PAYER);
    await count.selectOption("5");
    await dialog.getByText("From 5 learners, each place is 10% off.", { exact: false }).waitFor();
    await expectNoAxeViolations(page, "details step with five learners");
    await dialog.getByRole("button", { name: "Continue to Learners" }).click();

    // The learners: learner 1 is the payer, the others typed in; the price with its discount before paying.
    await dialog.getByRole("heading", { name: "Your Learners" }).waitFor();
    await dialog
      .getByText("each learner will be asked about theirs on their own booking page", { exact: false })
      .waitFor();
    const learner = (n: number) => dialog.getByRole("group", { name: `Learner ${n}` });
    expect(await field(learner(1), "Full Name").inputValue()).toBe(PAYER.fullName);
    expect(await field(learner(1), "Email Address").inputValue()).toBe(PAYER.email);
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();
    await dialog.getByText("Please enter the learner's full name").first().waitFor();
    for (const [index, other] of OTHERS.entries()) {
      await field(learner(index + 2), "Full Name").fill(other.fullName);
      await field(learner(index + 2), "Email Address").fill(other.email);
    }
    const price = dialog.getByRole("definition").filter({ hasText: "£" });
    expect(await price.allTextContents()).toEqual(expect.arrayContaining(["£249", "-£124.50", "£1,120.50"]));
    await dialog.getByText("Group discount (10%)").waitFor();
    await expectNoAxeViolations(page, "learners step");
    await dialog.getByRole("button", { name: "Continue to Payment" }).click();

    // Payment: the deposit is £100 a learner; full payment is the discounted total.
    await dialog.getByRole("heading", { name: "Payment Options" }).waitFor();
    await dialog.getByRole("button", { name: "Pay £500 Deposit (£100 per learner)" }).waitFor();
    await dialog.getByText("Group discount (10%)").waitFor();
    await expectNoAxeViolations(page, "payment step");
    await dialog.getByRole("button", { name: "Pay Full Amount - £1,120.50" }).click();

    // /payment shows the learners, the discount and the total, and charges it.
    await page.waitForURL((url) => url.pathname === "/payment");
    const summary = page.getByRole("region", { name: "Course Summary" });
    await summary.getByText("Group discount (10%)").waitFor();
    const rows = await summary.locator("dl > div").allTextContents();
    expect(rows).toEqual(
      expect.arrayContaining(["5 learners at £249£1,245", "Group discount (10%)-£124.50", "Total£1,120.50"]),
    );
    expect(await page.getByTestId("amount-due").textContent()).toContain("£1,120.50");
    // When the course runs, in the words every other page uses (both days, not only the first).
    const when = rows.find((row) => row.startsWith("Date"))!.slice("Date".length);
    expect(when).toMatch(/^\d{1,2}( \w+)? to \d{1,2} \w+ \d{4}$/);
    await page.getByRole("form", { name: "Card payment" }).waitFor();
    await expectNoAxeViolations(page, "/payment");
    await payByCard(page, "4242 4242 4242 4242");

    await page.getByRole("heading", { level: 1, name: "Booking Confirmed!" }).waitFor();
    const details = page.getByTestId("booking-details");
    expect(await details.textContent()).toContain("Learners5");
    expect(await details.textContent()).toContain("£1,120.50");
    expect(await details.textContent()).toContain(when);
    await expectNoAxeViolations(page, "/booking-success");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);

    // The payer's booking page lists all five.
    await page.getByRole("link", { name: "View your booking" }).click();
    await page.waitForURL(/\/my-booking\/[\w-]{20,}$/);
    const learners = page.getByRole("region", { name: "Learners" }).locator("dl > div");
    await learners.first().waitFor();
    expect(await learners.allTextContents()).toEqual([PAYER, ...OTHERS].map((p) => `${p.fullName}${p.email}`));
    await expectNoAxeViolations(page, "booking page");
    // Learners' long e-mail addresses wrap: the page never scrolls sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.viewport.width);
    await page.screenshot({ path: "tmp/screenshots/group-booking-page.png", fullPage: true });

    // A learner's own page, from the link in their e-mail: the course, and their first aid certificate to declare.
    const mail = await waitForEmail(OTHERS[0]!.email, /./, 60_000);
    const learnerPath = /https?:\/\/\S+?(\/my-booking\/learner\/[\w-]+)/.exec(mail.text ?? "")![1]!;
    await page.goto(learnerPath);
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: course.title }).waitFor();
    await page.getByText(`Booked for ${OTHERS[0]!.fullName} by ${PAYER.fullName}`).waitFor();
    await expectNoAxeViolations(page, "learner page");
    await page.getByRole("button", { name: "Declare my first aid certificate" }).click();
    await fillFirstAid(page.locator("main"), "Emergency First Aid at Work (EFAW)", addMonths(londonToday(), -3));
    await page.getByRole("button", { name: "Save my first aid certificate" }).click();
    await page.getByRole("button", { name: "Change my first aid certificate" }).waitFor();
    await page.getByText("Emergency First Aid at Work (EFAW)").first().waitFor();
    await expectNoAxeViolations(page, "learner page, declared");
    expect(errors).toEqual([]);
  }, 180_000);
});
