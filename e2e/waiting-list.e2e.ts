// Issue 14: a visitor joins the waiting list of a full date from the course page, confirms their address from the
// first e-mail's link (issue 19); a seat frees; the offer e-mail's link opens the seat held for them, which they book
// with the test card.
import { describe, expect, inject, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { axeBuilder } from "./axe";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { payByCard } from "./card-form";
import { waitForEmail } from "./mailbox";
import { addDate, adminCookie, api, coursesOfThisFile, takeTheOnlySeat, unique } from "./staff-api";

setupBrowser();

const createCourse = coursesOfThisFile();

describe("the waiting list", () => {
  it("a visitor joins on a full date, confirms, a seat frees, and the offer e-mail's link books it with the test card", async () => {
    const body = { slug: `e2e-waiting-${unique()}`, title: `E2E Waiting ${unique()}`, durationDays: 1, price: 24_900 };
    const course = await createCourse<{ id: string }>(body);
    const startDate = addDays(londonToday(), 40);
    const date = await addDate(course.id, { date: startDate, maxSeats: 1 });
    const holder = await takeTheOnlySeat(course.id, date.id);

    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/courses/${body.slug}`);
    await waitForHydration(page);
    await page.getByRole("button", { name: `Join the waiting list: ${formatDate(startDate)}` }).click();
    const dialog = page.getByRole("dialog", { name: "Join the waiting list" });
    const email = `wendy.${unique()}@example.com`;
    await dialog.getByLabel("Full name").fill("Wendy Waiting");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Phone").fill("07700 900789");
    await dialog.getByRole("button", { name: "Join the waiting list" }).click();
    await dialog.getByText("Nearly there: we have e-mailed you a link.", { exact: false }).waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/waiting-list-joined.png", fullPage: false });

    // The first e-mail asks her to confirm (without repeating the name typed); its link's page confirms on a POST.
    const asked = await waitForEmail(email, /^Please confirm your place on the waiting list/);
    expect(asked.text ?? "").not.toContain("Wendy");
    const confirmPath = /https?:\/\/\S+?(\/waiting-list\/[\w-]+)/.exec(asked.text ?? "")![1]!;
    await page.goto(confirmPath);
    await waitForHydration(page);
    const place = page.getByRole("region", { name: "Your place" });
    await place.getByText("Please confirm your place on the waiting list.").waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/waiting-list-confirm.png", fullPage: false });
    await place.getByRole("button", { name: "Confirm my place" }).click();
    await place.getByText("You are on the waiting list.").waitFor();
    expect(await place.innerText()).toContain("You are number 1 in line.");

    // The holder cancels: within the minute, the seat is held for Wendy and offered by e-mail.
    await api("POST", `/admin/bookings/${holder.id}/cancel`, { requestedBy: "customer", internalNote: "Cannot come" });
    const offer = await waitForEmail(email, /^A seat is yours to book/, 150_000);
    const bookingPath = /https?:\/\/\S+?(\/my-booking\/[\w-]+)/.exec(offer.text ?? "")![1]!;
    const entryPath = /https?:\/\/\S+?(\/waiting-list\/[\w-]+)/.exec(offer.text ?? "")![1]!;
    // Her waiting-list page leads to the held seat too.
    await page.goto(entryPath);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Book your seat" }).click();
    await page.waitForURL(/\/my-booking\/[\w-]{20,}$/);
    await page.getByText("We are holding this seat for you until", { exact: false }).waitFor();
    // The e-mail's own link opens it as well; she pays there.
    await page.goto(bookingPath);
    await waitForHydration(page);
    await page.getByText("We are holding this seat for you until", { exact: false }).waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Pay £100 and book" }).click();
    await payByCard(page, "4242 4242 4242 4242");
    await page.getByText("Confirmed", { exact: true }).first().waitFor();
    await page.screenshot({ path: "tmp/screenshots/waiting-list-booked.png", fullPage: true });
    await waitForEmail(email, /^Booking confirmed/);

    // The entry's own page says so.
    await expect
      .poll(
        async () => {
          await page.goto(entryPath);
          return page.getByRole("region", { name: "Your place" }).innerText();
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toContain("You have booked your seat.");
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  }, 300_000);

  it("staff see requests nobody confirmed and remove them together", async () => {
    const body = { slug: `e2e-flood-${unique()}`, title: `E2E Flood ${unique()}`, durationDays: 1, price: 24_900 };
    const course = await createCourse<{ id: string }>(body);
    const date = await addDate(course.id, { date: addDays(londonToday(), 45), maxSeats: 1 });
    await takeTheOnlySeat(course.id, date.id);
    for (const name of ["Fake One", "Fake Two"]) {
      await api(
        "POST",
        "/waiting-list",
        { availableDateId: date.id, fullName: name, email: `fake.${unique()}@example.com`, phone: "07700 900123" },
        "visitor",
      );
    }

    const { page, errors } = await newPage({ viewport: { width: 1280, height: 900 } });
    const cookie = await adminCookie();
    await page.context().addCookies([{ name: "academy.sid", value: cookie.split("=")[1]!, url: inject("baseURL") }]);
    await page.goto("/admin");
    await page.getByRole("tablist", { name: "Admin sections" }).waitFor();
    await page.getByRole("tab", { name: "Waiting lists" }).click();
    const option = page.getByRole("option", { name: body.title, exact: false });
    await page.getByLabel("Course date").selectOption({ value: (await option.getAttribute("value"))! });
    expect(await option.textContent()).toContain("0 waiting, 2 not confirmed");
    const table = page.getByRole("table", { name: "Waiting list" });
    await table.getByText("Not confirmed").first().waitFor();
    expect(await table.getByText("Not confirmed", { exact: true }).count()).toBe(2);
    // Nobody unconfirmed can be offered a seat.
    expect(await table.getByRole("button", { name: /^Offer a seat now/ }).count()).toBe(0);
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Select all not confirmed" }).click();
    expect(await table.getByRole("checkbox", { checked: true }).count()).toBe(2);
    await page.getByRole("button", { name: "Remove selected (2)" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Remove 2 from the waiting list?" });
    await dialog.getByRole("button", { name: "Remove", exact: true }).click();
    await page.getByText("2 taken off the waiting list").first().waitFor();
    await expect.poll(() => table.getByText("Removed", { exact: true }).count()).toBe(2);
    await page.screenshot({ path: "tmp/screenshots/waiting-list-staff-removed.png", fullPage: false });
    expect(errors).toEqual([]);
  }, 120_000);
});
