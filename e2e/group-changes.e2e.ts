// Issue 24 on a phone (390 px): the payer of a group of five, paid in full, cancels one learner from the booking page.
// 'Change learners' loads its panel, the refund is shown before confirming (everything of the seat: within the
// cooling-off period), and after it the learner reads 'Cancelled', the others keep their discounted price, the
// released learner is e-mailed, and the page stays accessible. And staff, on the booking's staff page at 390 px, cancel
// a learner for the academy: the whole seat's price is refunded and the list says who was cancelled.
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { newPage, setupBrowser, waitForHydratedElement, waitForHydration } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, api, coursesOfThisFile, payWithTestCard, unique } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A paid group of five (£224.10 a seat, 30 days away) booked by Gemma Group as a visitor, and its learners. */
async function paidGroupOfFive() {
  const tag = unique();
  const course = await createCourse<{ id: string }>({
    slug: `e2e-group-changes-${tag}`,
    title: `E2E Group Changes ${tag}`,
    durationDays: 1,
    price: 24_900,
  });
  const date = await addDate(course.id, { date: addDays(londonToday(), 30), location: "Oxford", maxSeats: 8 });
  const payer = `payer.${tag}@example.com`;
  const learners = ["Ola Adeyemi", "Ben Carter", "Chloe Dunn", "Dev Patel", "Eve Shaw"].map((fullName) => ({
    fullName,
    email: `${fullName.split(" ")[0]!.toLowerCase()}.${tag}@example.com`,
  }));
  const booking = await api<{ id: string; accessToken: string }>(
    "POST",
    "/bookings",
    {
      courseId: course.id,
      availableDateId: date.id,
      paymentType: "full",
      paymentAmount: 112_050,
      userDetails: {
        fullName: "Gemma Group",
        email: payer,
        phone: "07700 900456",
        address: "5 Mill Road, Oxford",
        postcode: "OX4 1AA",
      },
      learners,
    },
    "visitor",
  );
  await payWithTestCard(booking.id);

  return { booking, learners, payer };
}

describe("changing a group after the sale (issue 24)", () => {
  it("the payer cancels one learner of five and sees the refund first", async () => {
    const { booking, learners } = await paidGroupOfFive();
    const { page, errors } = await newPage(PHONE);
    await page.goto(`/my-booking/${booking.accessToken}`);
    await waitForHydration(page);
    const section = page.locator("section", { has: page.getByRole("heading", { name: "Learners", exact: true }) });
    const changeLearners = section.getByRole("button", { name: "Change learners" });
    await waitForHydratedElement(changeLearners);
    await changeLearners.click();
    await section.getByRole("checkbox", { name: "Chloe Dunn" }).check();
    await section.getByRole("button", { name: "Cancel the chosen learners" }).click();
    const confirm = section.getByRole("group", { name: "Confirm" });
    await confirm
      .getByText("Cancel this learner? Their places are released at once and you get £224.10 back.")
      .waitFor();
    await expectNoAxeViolations(page, "the booking page, confirming a learner's cancellation");
    await page.screenshot({ path: "tmp/screenshots/group-changes-confirm.png", fullPage: true });
    await confirm.getByRole("button", { name: "Yes, cancel" }).click();

    await page.getByText("Learner cancelled").first().waitFor();
    const row = section.locator("div", { has: page.getByText("Chloe Dunn", { exact: true }) }).last();
    await expect.poll(() => row.innerText()).toMatch(/Cancelled/);
    const payments = page.locator("section", { has: page.getByRole("heading", { name: "Payments", exact: true }) });
    await expect.poll(() => payments.innerText()).toMatch(/Course price\s*£896\.40/);
    await expect.poll(() => payments.innerText()).toMatch(/Refund on its way\s*£224\.10|Refunded\s*£224\.10/);
    await expectNoAxeViolations(page, "the booking page after cancelling a learner");

    const told = await waitForEmail(learners[2]!.email, /^Your place on E2E Group Changes .* has been cancelled/);
    expect(told.text).toContain("Gemma Group has cancelled your place");
    expect(errors).toEqual([]);
  });

  it("staff cancel a learner for the academy from the booking's staff page", async () => {
    const { booking } = await paidGroupOfFive();
    const { page, errors } = await staffPhone();
    await page.goto(`/admin/bookings/${booking.id}`);
    await page.getByRole("heading", { name: "Learners (5 booked)" }).waitFor();
    const section = page.locator('section[aria-labelledby="group-learners-heading"]');
    await section.getByRole("button", { name: "Change learners" }).click();
    await section.getByRole("checkbox", { name: "Ben Carter" }).check();
    await section.getByLabel("Who asked").selectOption("academy");
    await section.getByRole("button", { name: "Show the refund" }).click();
    const confirm = section.getByRole("group", { name: "Confirm" });
    await confirm.getByText(/the customer gets £224\.10 back/).waitFor();
    await expectFitsAndAxeClean(page, "the group's staff page, confirming a learner's cancellation");
    await confirm.getByRole("button", { name: "Yes, cancel" }).click();
    await page.getByRole("heading", { name: /^Learners \(4 booked\)$/ }).waitFor();
    await expect.poll(() => section.innerText()).toMatch(/Ben Carter[\s\S]*Cancelled/);
    await expectFitsAndAxeClean(page, "the group's staff page after cancelling a learner");
    expect(errors).toEqual([]);
  });
});
