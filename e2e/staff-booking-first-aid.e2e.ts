// Issue 23 on a phone (390 px): staff book a phone customer on a course flagged 'Needs a first aid certificate'. They
// enter the learner's declaration as the learner gives it, see the verdict the booking dialog would show, and must
// tick that the learner was told when the certificate falls short; the confirmation says what was declared.
import { describe, expect, it } from "vitest";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { fillFirstAid } from "./booking-dialog-steps";
import { setupBrowser } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, coursesOfThisFile, firstAidCourseBody, unique } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();

describe("a staff booking on a course that needs a first aid certificate", () => {
  it("takes the learner's declaration, needs the 'learner was told' tick when it falls short, and confirms it", async () => {
    const body = firstAidCourseBody("e2e-staff-first-aid", "E2E Door Supervisor");
    const course = await createCourse<{ id: string }>(body);
    const firstDay = addDays(londonToday(), 30);
    await addDate(course.id, { date: firstDay, location: "Oxford", maxSeats: 8 });
    const email = `phoned.${unique()}@example.com`;

    const { page, errors } = await staffPhone();
    await page.goto("/admin/bookings/new");
    const form = page.getByRole("form", { name: "New booking" });
    await form.getByLabel("Course").selectOption({ label: body.title });
    const dateSelect = form.getByRole("combobox", { name: "Date", exact: true });
    await expect.poll(() => dateSelect.locator("option").count()).toBe(2);
    await dateSelect.selectOption({ index: 1 });
    await form.getByLabel("Full name").fill("Priya Shah");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("07700 900456");
    await form.getByLabel("Address").fill("5 Mill Road, Oxford");
    await form.getByLabel("Postcode").fill("OX4 1AA");

    // A certificate issued 30 months ago runs out long before 12 months after the first day.
    const section = form.locator("section", { has: page.getByRole("heading", { name: "First aid certificate" }) });
    await fillFirstAid(section, "First Aid at Work (FAW)", addMonths(londonToday(), -30));
    await section.getByText(/^Your certificate runs out on /).waitFor();
    await form.getByLabel("Leave it owing").check();
    await form.getByRole("button", { name: "Book, leaving it owing" }).click();
    await section
      .getByText(
        "Please confirm that the learner was told they cannot start the course without a valid first aid certificate",
      )
      .waitFor();
    await expectFitsAndAxeClean(page, "/admin/bookings/new with a first aid declaration");
    await page.screenshot({ path: "tmp/screenshots/staff-new-booking-first-aid.png", fullPage: true });
    await section.getByRole("checkbox", { name: /^The learner was told that they cannot start this course/ }).check();
    await form.getByRole("button", { name: "Book, leaving it owing" }).click();

    await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: /^TV-\w+, Priya Shah$/ }).waitFor();
    await page
      .getByText(/^First aid declared: First Aid at Work \(FAW\) issued by St John Ambulance/)
      .first()
      .waitFor();
    await expectFitsAndAxeClean(page, "the new booking's page");

    // The customer's confirmation says what was declared, and that they cannot start without a valid certificate.
    const confirmed = await waitForEmail(email, /^Booking confirmed/);
    const text = (confirmed.text ?? "").replace(/\s+/g, " ");
    expect(text).toContain("First Aid at Work (FAW)");
    expect(text).toContain("you cannot start the course without a first aid certificate valid until at least");
    expect(errors).toEqual([]);
  }, 180_000);
});
