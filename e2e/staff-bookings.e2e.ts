// Issue 21 (M6, M9) on a phone (390 px): staff book a phone customer with a card link, which the customer pays on
// their booking page with the test card; staff put names to the seats booked offline and see everyone on the roster,
// its count of seats the same as the course page's.
import { describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { payByCard } from "./card-form";
import { waitForEmail } from "./mailbox";
import { addDate, api, coursesOfThisFile, unique } from "./staff-api";
import { PHONE, expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const createCourse = coursesOfThisFile();

async function courseWithDate(date: { maxSeats: number; bookedSeats?: number }) {
  const body = { slug: `e2e-staff-${unique()}`, title: `E2E Staff ${unique()}`, durationDays: 2, price: 24_900 };
  const course = await createCourse<{ id: string }>(body);
  const startDate = addDays(londonToday(), 30);
  const created = await addDate(course.id, { date: startDate, location: "Oxford", ...date });
  return { course: { ...course, ...body }, date: { ...created, startDate } };
}

describe("staff bookings on a phone", () => {
  it("a phone booking with a card link, which the customer pays with the test card", async () => {
    const { course } = await courseWithDate({ maxSeats: 8 });
    const email = `phone.${unique()}@example.com`;
    const { page, errors } = await staffPhone();
    await page.goto("/admin?tab=bookings");
    await page.getByRole("link", { name: "New booking" }).click();
    await page.waitForURL(/\/admin\/bookings\/new$/);
    const form = page.getByRole("form", { name: "New booking" });
    await form.getByLabel("Course").selectOption({ label: course.title });
    const dateSelect = form.getByRole("combobox", { name: "Date", exact: true });
    await expect.poll(() => dateSelect.locator("option").count()).toBe(2);
    await dateSelect.selectOption({ index: 1 });
    await form.getByText("£249.", { exact: false }).waitFor();
    await form.getByLabel("Full name").fill("Priya Shah");
    await form.getByLabel("Email").fill(email);
    await form.getByRole("textbox", { name: "Phone", exact: true }).fill("07700 900456");
    await form.getByLabel("Address").fill("5 Mill Road, Oxford");
    await form.getByLabel("Postcode").fill("OX4 1AA");
    await expect.poll(() => form.getByLabel("On the phone").isChecked()).toBe(true);
    await expect.poll(() => form.getByLabel("E-mail a card payment link").isChecked()).toBe(true);
    // A date a month away offers the deposit, chosen for her.
    await expect.poll(() => form.getByLabel("Deposit: £100 now").isChecked()).toBe(true);
    await form.getByLabel("Hold the seat for").selectOption("48");
    await expectFitsAndAxeClean(page, "/admin/bookings/new");
    await page.screenshot({ path: "tmp/screenshots/staff-new-booking.png", fullPage: true });
    await form.getByRole("button", { name: "Book and e-mail the card link" }).click();

    await page.waitForURL(/\/admin\/bookings\/[0-9a-f-]{36}$/);
    await page.getByRole("heading", { level: 1, name: /^TV-\w+, Priya Shah$/ }).waitFor();
    await page.getByText("Pending", { exact: true }).first().waitFor();
    await expectFitsAndAxeClean(page, "the new booking's page");

    // The customer's e-mail holds the seat until a stated time and links to her booking page, where she pays.
    const link = await waitForEmail(email, /^Pay to book your place/);
    expect(link.text ?? "").toMatch(/We are holding a seat for you on .+ until \d\d:\d\d on /);
    const bookingPath = /https?:\/\/\S+?(\/my-booking\/[\w-]+)/.exec(link.text ?? "")![1]!;
    const customer = await newPage(PHONE);
    await customer.page.goto(bookingPath);
    await waitForHydration(customer.page);
    await customer.page.getByText("We are holding this seat for you until", { exact: false }).waitFor();
    await customer.page.getByRole("button", { name: "Pay £100 and book" }).click();
    await payByCard(customer.page, "4242 4242 4242 4242");
    await customer.page.getByText("Confirmed", { exact: true }).first().waitFor();
    await waitForEmail(email, /^Booking confirmed/);

    // Staff see it confirmed, with £100 paid by card.
    await page.reload();
    await page.getByText("Confirmed", { exact: true }).first().waitFor();
    await page.getByText("£100", { exact: false }).first().waitFor();
    await page.screenshot({ path: "tmp/screenshots/staff-booking-paid.png", fullPage: true });
    expect(errors).toEqual([]);
    expect(customer.errors).toEqual([]);
  }, 180_000);

  it("names the seats booked offline, adds and removes one, and the roster lists everyone", async () => {
    const { course, date } = await courseWithDate({ maxSeats: 6, bookedSeats: 3 });
    const { page, errors } = await staffPhone();
    await page.goto(`/admin/dates/date/${date.id}`);
    const places = page.getByRole("region", { name: "Places booked offline" });
    await places.getByText("Place 3: Unnamed place").waitFor();

    await places.getByRole("button", { name: "Edit place 1" }).click();
    const edit = places.getByRole("form", { name: "Edit place 1" });
    await edit.getByLabel("Full name").fill("Dev Patel");
    await edit.getByLabel("Phone").fill("07700 900321");
    await edit.getByLabel("Note").fill("Paid by invoice 1042");
    await edit.getByRole("button", { name: "Save place" }).click();
    await places.getByText("Place 1: Dev Patel").waitFor();

    await places.getByRole("button", { name: "Add a place" }).click();
    const add = places.getByRole("form", { name: "Add a place" });
    await add.getByLabel("Full name").fill("Amy Chen");
    await add.getByLabel("Email").fill("amy.chen@example.com");
    await add.getByRole("button", { name: "Add place" }).click();
    await places.getByText("Place 4: Amy Chen").waitFor();

    await places.getByRole("button", { name: "Remove place 3" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove place" }).click();
    await expect.poll(() => places.getByRole("listitem").count()).toBe(3);

    // The roster lists everyone: the named places and the one still unnamed; its count is the course page's.
    const roster = page.getByRole("table", { name: /^Roster:/ });
    await roster.getByRole("cell", { name: "Amy Chen" }).waitFor();
    const names = await roster.locator("tbody tr td:first-child").allInnerTexts();
    expect(names).toEqual(["Amy Chen", "Dev Patel", "Unnamed place"]);
    const publicDates = await api<{ id: string; seatsLeft: number }[]>(
      "GET",
      `/courses/${course.id}/available-dates`,
      undefined,
      "visitor",
    );
    const seatsLeft = publicDates.find((listed) => listed.id === date.id)!.seatsLeft;
    expect(seatsLeft).toBe(3);
    await page.getByText(`6 seats: 0 booked online, 3 booked offline; ${seatsLeft} left`).waitFor();
    await expectFitsAndAxeClean(page, "the date's page");
    await page.screenshot({ path: "tmp/screenshots/staff-date-page.png", fullPage: true });
    await page.getByRole("region", { name: "Roster" }).screenshot({ path: "tmp/screenshots/staff-roster.png" });
    // The sign-in sheet as printed on A4 (about 800 px wide): everyone, every column but the office's own.
    await page.setViewportSize({ width: 800, height: 1100 });
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => page.getByRole("columnheader", { name: "Joining instructions" }).isVisible()).toBe(false);
    await page.screenshot({ path: "tmp/screenshots/staff-roster-print.png", fullPage: true });
    expect(errors).toEqual([]);
  }, 120_000);
});
