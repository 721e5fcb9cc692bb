// Issue 24 on a phone (390 px): staff book a group by phone from /admin/bookings/new. 'Number of learners' offers no
// more than the date's seats left; with five, learner 1 is the customer and the other four are typed; the shared
// schema's message stops a learner with the customer's address; the group discount and total show before saving and
// the amount received is the group's; the booking is saved with its five learners and the customer's confirmation
// lists them.
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { setupBrowser } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, coursesOfThisFile, unique } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();

describe("a group booked by staff", () => {
  it("takes five learners with the customer as learner 1, shows the discount and records the group's payment", async () => {
    const title = `E2E Group Course ${unique()}`;
    const course = await createCourse<{ id: string }>({
      slug: `e2e-staff-group-${unique()}`,
      title,
      durationDays: 1,
      price: 24_900,
    });
    await addDate(course.id, { date: addDays(londonToday(), 30), location: "Oxford", maxSeats: 6 });
    const email = `office.${unique()}@example.com`;
    const learners = ["Tom Reid", "Ann Lee", "Raj Patel", "Zoe King"].map((fullName) => ({
      fullName,
      email: `${fullName.split(" ")[0]!.toLowerCase()}.${unique()}@example.com`,
    }));

    const { page, errors } = await staffPhone();
    await page.goto("/admin/bookings/new");
    const form = page.getByRole("form", { name: "New booking" });
    await form.getByLabel("Course").selectOption({ label: title });
    const dateSelect = form.getByRole("combobox", { name: "Date", exact: true });
    await expect.poll(() => dateSelect.locator("option").count()).toBe(2);
    await dateSelect.selectOption({ index: 1 });
    const count = form.getByRole("combobox", { name: "Number of learners" });
    await expect.poll(() => count.locator("option").count()).toBe(6);
    await count.selectOption("5");

    const customer = form.locator("section", { has: page.getByRole("heading", { name: "Customer", exact: true }) });
    await customer.getByLabel("Full name").fill("Priya Shah");
    await customer.getByLabel("Email").fill(email);
    await customer.getByRole("textbox", { name: "Phone", exact: true }).fill("07700 900456");
    await customer.getByLabel("Address").fill("5 Mill Road, Oxford");
    await customer.getByLabel("Postcode").fill("OX4 1AA");

    const section = form.locator("section", { has: page.getByRole("heading", { name: "Learners", exact: true }) });
    expect(await section.getByRole("checkbox", { name: "The customer is one of the learners" }).isChecked()).toBe(true);
    await section.getByText(`The customer: Priya Shah (${email})`).waitFor();
    const row = (n: number) => section.getByRole("group", { name: `Learner ${n}`, exact: true });
    for (const [index, learner] of learners.entries()) {
      await row(index + 2)
        .getByLabel("Full name")
        .fill(learner.fullName);
      // Learner 3 first typed with the customer's address, which the shared schema refuses.
      await row(index + 2)
        .getByLabel("Email")
        .fill(index === 1 ? email.toUpperCase() : learner.email);
    }
    const summary = await section.locator("dl").innerText();
    expect(summary.replace(/\s+/g, " ")).toContain("Group discount (10%) -£124.50 Total £1,120.50");

    await form.getByLabel("Paid now (record the payment)").check();
    await form.getByLabel(/^Full price: £1,120.50/).check();
    await expect.poll(() => form.getByLabel("Amount received (£)").inputValue()).toBe("1120.50");
    await form.getByLabel("How it was paid").selectOption("Bank transfer");
    await form.getByRole("button", { name: "Book and record the payment" }).click();
    await row(3).getByText("Each learner needs their own email address").waitFor();
    await expectFitsAndAxeClean(page, "/admin/bookings/new with five learners");
    await page.screenshot({ path: "tmp/screenshots/staff-new-booking-group.png", fullPage: true });
    await row(3).getByLabel("Email").fill(learners[1]!.email);
    await form.getByRole("button", { name: "Book and record the payment" }).click();

    await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: /^TV-\w+, Priya Shah$/ }).waitFor();
    await expectFitsAndAxeClean(page, "the group booking's page");

    // The customer's confirmation lists the five learners, paid in full.
    const confirmed = await waitForEmail(email, /^Booking confirmed/);
    const text = (confirmed.text ?? "").replace(/\s+/g, " ");
    expect(text).toContain("The 5 places are confirmed.");
    for (const learner of [{ fullName: "Priya Shah", email }, ...learners]) {
      expect(text).toContain(`${learner.fullName} (${learner.email})`);
    }
    expect(text).toContain("Amount paid: £1,120.50");
    expect(errors).toEqual([]);
  }, 180_000);
});
