// Issue 13: the customer's own booking page, from the link in their e-mail, and the balance paid there; staff record
// a payment taken by bank transfer and see it on the booking's timeline.
import { describe, expect, inject, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { axeBuilder } from "./axe";
import { newPage, setupBrowser, waitForHydration } from "./browser";
import { waitForEmail } from "./mailbox";
import { addDate, adminCookie, api, bookAndPay, bookAndPayInFull, coursesOfThisFile, unique } from "./staff-api";

setupBrowser();

// The courses made here leave the public site when the file ends (other files count the catalogue's courses).
const createCourse = coursesOfThisFile();

/** A course of our own 40 days out, a deposit booking on it paid by test card, and its customer's address. */
async function depositBooking() {
  const body = {
    slug: `e2e-booking-page-${unique()}`,
    title: `E2E Door Supervisor ${unique()}`,
    durationDays: 2,
    price: 24_900,
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
  };
  const course = await createCourse<{ id: string; title: string }>(body);
  // Its venue, kept once by staff (issue 21).
  const venue = await api<{ id: string }>("POST", "/admin/venues", {
    name: `E2E Reading ${unique()}`,
    address: "Unit 4, Station Road, Reading RG1 1AA",
    directions: "Parking behind the building.",
  });
  const date = await addDate(course.id, { date: addDays(londonToday(), 40), venueId: venue.id });
  const email = `pat.${unique()}@example.com`;
  const booking = await bookAndPay({
    courseId: course.id,
    availableDateId: date.id,
    paymentType: "deposit",
    paymentAmount: 10_000,
    fullName: "Pat Balance",
    email,
  });
  return { course, booking, email };
}

/** A signed-in staff member's browser on the admin area's Bookings tab. */
async function staffBookingsTab() {
  const opened = await newPage({ viewport: { width: 1280, height: 900 } });
  const cookie = await adminCookie();
  await opened.page
    .context()
    .addCookies([{ name: "academy.sid", value: cookie.split("=")[1]!, url: inject("baseURL") }]);
  await opened.page.goto("/admin");
  await opened.page.getByRole("tablist", { name: "Admin sections" }).waitFor();
  await opened.page.getByRole("tab", { name: "Bookings" }).click();
  return opened;
}

/** The path of the booking page the e-mail links to. */
function bookingPageIn(text: string): string {
  const link = /https?:\/\/\S+?(\/my-booking\/[\w-]+)/.exec(text);
  expect(link, "the e-mail links to the booking page").not.toBeNull();
  return link![1]!;
}

describe("the customer's booking page", () => {
  it("opens from the confirmation e-mail, takes the balance by test card, reads 'Paid in full', and a receipt follows", async () => {
    const { course, booking, email } = await depositBooking();
    const confirmation = await waitForEmail(email, /^Booking confirmed/);
    const path = bookingPageIn(confirmation.text ?? "");

    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["cache-control"]).toBe("no-store");
    expect(response?.headers()["x-robots-tag"]).toContain("noindex");
    // Stripe's card form may load here, as on /payment, and nowhere else.
    expect(response?.headers()["content-security-policy"]).toContain("https://js.stripe.com");
    const home = await fetch(inject("baseURL"));
    expect(home.headers.get("content-security-policy")).not.toContain("stripe");
    await waitForHydration(page);
    await page.getByRole("heading", { level: 1, name: course.title }).waitFor();
    await page.getByText(`Booking ${booking.reference}`).waitFor();
    await page.getByText("Unit 4, Station Road, Reading RG1 1AA").waitFor();
    await page.getByText(/One Group A identity document/).waitFor();
    expect(await page.getByTestId("money-state").innerText()).toBe("Balance to pay");
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/booking-page-owing.png", fullPage: true });

    await page.getByRole("button", { name: "Pay balance" }).click();
    const card = page.getByRole("form", { name: "Card payment" });
    await card.getByLabel("Card number").fill("4242 4242 4242 4242");
    await card.getByLabel("Expiry date").fill("12 / 40");
    await card.getByLabel("CVC").fill("123");
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await card.getByRole("button", { name: "Complete Payment" }).click();
    await page.getByTestId("money-state").getByText("Paid in full").waitFor();
    await page.getByRole("link", { name: "Receipt" }).nth(1).waitFor();
    await page.screenshot({ path: "tmp/screenshots/booking-page-paid.png", fullPage: true });

    const receipt = await waitForEmail(email, /^Receipt for your payment of £149/);
    expect(receipt.text).toContain("Still to pay: Paid in full");
    expect(bookingPageIn(receipt.text ?? "")).toMatch(/^\/my-booking\//);

    await page.getByRole("link", { name: "Receipt" }).nth(1).click();
    await page.getByRole("heading", { level: 1, name: "Receipt" }).waitFor();
    await page.getByText("£149", { exact: true }).first().waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
    // Another booking's payment, or none, is not a receipt of this booking.
    expect((await page.goto(`${path}?receipt=00000000-0000-4000-8000-000000000000`))?.status()).toBe(404);
  });

  it("cancels from the booking page, showing the refund before and its state after", async () => {
    const { email } = await depositBooking();
    const path = bookingPageIn((await waitForEmail(email, /^Booking confirmed/)).text ?? "");
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(path);
    await waitForHydration(page);
    // Booked today: within the cooling-off period, so everything comes back, deposit included.
    await page.getByText("If you cancel today, you get £100 back.").waitFor();
    await page.getByRole("button", { name: "Cancel booking" }).click();
    const confirm = page.getByRole("group", { name: "Confirm the cancellation" });
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await confirm.getByRole("button", { name: "Yes, cancel my booking" }).click();
    // The status reads Cancelled at once; the money, a refund on its way or already paid back.
    await page.getByText("Cancelled", { exact: true }).first().waitFor();
    await page
      .getByTestId("money-state")
      .getByText(/^Refund(ed| pending)$/)
      .waitFor();
    // The refund job pays it back within seconds (the test provider settles at once).
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId("money-state").innerText();
        },
        { timeout: 40_000, interval: 2_000 },
      )
      .toBe("Refunded");
    const cancellation = await waitForEmail(email, /^Booking cancelled/);
    expect(cancellation.text).toContain("Refund: £100");
    // Once the provider has settled it, the customer is told.
    const refunded = await waitForEmail(email, /^Your refund of £100 has been paid/);
    expect(refunded.text).toContain("How: To the card you paid with");
    await page.screenshot({ path: "tmp/screenshots/booking-page-cancelled.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("changes date from the booking page: the new date shows at once and an e-mail brings the calendar", async () => {
    const { course, email } = await depositBooking();
    const later = addDays(londonToday(), 47);
    await addDate(course.id, { date: later });
    const path = bookingPageIn((await waitForEmail(email, /^Booking confirmed/)).text ?? "");
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(path);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Changing your date" });
    await section.getByRole("button", { name: "Change date" }).click();
    const choices = section.getByRole("group", { name: "Choose your new date" });
    const newDate = formatDate(later);
    await choices.getByRole("radio", { name: new RegExp(newDate) }).check();
    await choices.getByText("Same price: nothing more to pay", { exact: false }).waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await section.getByRole("button", { name: `Move to ${newDate}` }).click();
    // The page follows the booking: the new first day, and the change used up.
    await page.getByRole("region", { name: "When" }).getByText(newDate).first().waitFor();
    await section.getByText("This booking's date has already been changed once: please call us.").waitFor();
    const changed = await waitForEmail(email, /^New date for your course/);
    expect(changed.text).toContain(newDate);
    expect(changed.attachments?.map((file) => file.filename)).toEqual(["course.ics"]);
    await page.screenshot({ path: "tmp/screenshots/booking-page-date-changed.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("offers the free retake after staff record 'not passed', and books it from the booking page", async () => {
    const body = { slug: `e2e-retake-${unique()}`, title: `E2E Retake ${unique()}`, durationDays: 1, price: 24_900 };
    const course = await createCourse<{ id: string }>(body);
    const date = await addDate(course.id, { date: addDays(londonToday(), 10) });
    const email = `rita.${unique()}@example.com`;
    const booking = await bookAndPayInFull(
      { courseId: course.id, availableDateId: date.id, price: 24_900 },
      { fullName: "Rita Retake", email },
    );
    // The course took place last week (moved there with staff's confirmation, issue 21, H2); a later date is open.
    await api("PUT", `/admin/available-dates/${date.id}`, {
      courseId: course.id,
      date: addDays(londonToday(), -7),
      confirmDateChange: true,
    });
    const later = addDays(londonToday(), 30);
    await addDate(course.id, { date: later });
    await api("POST", `/admin/bookings/${booking.id}/result`, { result: "not-passed" });

    const path = bookingPageIn((await waitForEmail(email, /^Booking confirmed/)).text ?? "");
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(path);
    await waitForHydration(page);
    const section = page.getByRole("region", { name: "Your result" });
    await section.getByText("Not passed").waitFor();
    const choices = section.getByRole("group", { name: /^Book your free retake/ });
    await choices.getByRole("radio", { name: new RegExp(formatDate(later)) }).check();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await choices.getByRole("button", { name: `Book my free retake on ${formatDate(later)}` }).click();
    // The retake's own page: confirmed, nothing to pay.
    await page.waitForURL((url) => url.pathname !== path);
    await page.getByTestId("money-state").getByText("Nothing to pay", { exact: true }).waitFor();
    await page.getByRole("region", { name: "When" }).getByText(formatDate(later)).first().waitFor();
    // Free, not "£0 paid, £0 to pay", and the retake of the first booking (issue 21, L19); nothing to refund.
    expect(await page.getByRole("region", { name: "Payments" }).locator("dl").innerText()).toMatch(
      new RegExp(`^Course price\\s+Free retake of ${booking.reference}$`),
    );
    await page
      .getByRole("region", { name: "Cancelling" })
      .getByText(/^If you cancel today, no refund is due\. Nothing has been paid for this booking, so there is nothing/)
      .waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/booking-page-retake.png", fullPage: true });
    expect(errors).toEqual([]);
  });

  it("shows the site's 404 page for a link that is not one", async () => {
    const { page } = await newPage();
    const response = await page.goto(`/my-booking/${"x".repeat(43)}`);
    expect(response?.status()).toBe(404);
    await page.getByRole("heading", { level: 1 }).waitFor();
  });

  it("'Find my booking' answers the same for any details, and passes axe", async () => {
    const { page, errors } = await newPage({ viewport: { width: 390, height: 844 } });
    await page.goto("/find-booking");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("nobody@example.com");
    await page.getByLabel("Booking reference").fill("TV-ZZZZZZZZ");
    await page.getByRole("button", { name: "E-mail me my booking link" }).click();
    await page
      .getByRole("status")
      .getByText(/If a booking matches those details/)
      .waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe("staff", () => {
  it("a refund of a bank transfer is paid back by hand: staff mark it paid and 'Refund needed' goes", async () => {
    const { booking, email } = await depositBooking();
    await api("POST", `/admin/bookings/${booking.id}/payments`, { amount: 14_900, method: "Bank transfer" });
    await api("POST", `/admin/bookings/${booking.id}/cancel`, { requestedBy: "academy", refund: 24_900 });
    const { page, errors } = await staffBookingsTab();
    // The Refunds list (Money owed tab) shows what waits for staff, and opens its booking.
    await page.getByRole("tab", { name: "Money owed" }).click();
    const waiting = page
      .getByRole("table", { name: "Refunds" })
      .getByRole("row")
      .filter({ hasText: "To be paid back by hand" })
      .filter({ hasText: booking.reference });
    await waiting.getByText("£149").waitFor();
    await waiting.getByRole("link", { name: `View booking ${booking.reference}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/bookings/${booking.id}`);
    const detail = page.getByRole("article");
    // The card deposit goes back to the card by the refund job; the transfer waits for staff from the start.
    await detail.getByText("Refund needed").waitFor();
    await page.screenshot({ path: "tmp/screenshots/staff-refund-waiting.png", fullPage: true });
    await detail.getByRole("button", { name: "Mark £149 paid back" }).click();
    const form = detail.getByRole("form", { name: "Mark the £149 refund paid back" });
    await form.getByRole("button", { name: "Mark paid back" }).click();
    await form.getByText("Please choose how it was paid back").waitFor();
    expect((await axeBuilder(page).include("article").analyze()).violations).toEqual([]);
    await form.screenshot({ path: "tmp/screenshots/staff-refund-by-hand.png" });
    await form.getByLabel("How it was paid back").selectOption("Bank transfer");
    await form.getByLabel("Note (optional)").fill("To the payer's account");
    await form.getByRole("button", { name: "Mark paid back" }).click();
    await detail.getByText("Refund of £149 paid back by staff (Bank transfer): To the payer's account").waitFor();
    await expect.poll(() => detail.getByText("Refund needed").count()).toBe(0);
    // The money history is its own query, refetched a moment apart from the booking's state. Its row starts with the
    // words; the timeline keeps "Refund of £149 to be paid back by hand" as history, which must not count.
    await expect.poll(() => detail.getByText(/^To be paid back by hand/).count()).toBe(0);
    expect((await axeBuilder(page).include("article").analyze()).violations).toEqual([]);
    await page.goBack();
    await page
      .getByRole("table", { name: "Refunds" })
      .getByRole("row")
      .filter({ hasText: booking.reference })
      .filter({ hasText: "£149" })
      .getByText("Paid back")
      .waitFor();
    await page.screenshot({ path: "tmp/screenshots/staff-refunds-list.png", fullPage: true });
    // The cancellation e-mail said how each part comes back; once both are back, one e-mail says so (issue 21, L2).
    const cancellation = await waitForEmail(email, /^Booking cancelled/);
    expect(cancellation.text).toContain("The £149 you paid us directly we will pay back to you ourselves");
    const paidBack = await waitForEmail(email, /^Your refund of £249 has been paid/);
    expect(paidBack.text).toContain("How: £100 to the card you paid with, £149 by bank transfer");
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("record a bank transfer and see it on the booking's timeline, in Money owed and on the date's roster", async () => {
    const { booking, course } = await depositBooking();
    const { page, errors } = await staffBookingsTab();
    await page.getByRole("link", { name: `View booking ${booking.reference}` }).click();
    await page.waitForURL((url) => url.pathname === `/admin/bookings/${booking.id}`);
    const detail = page.getByRole("article");
    await detail.getByRole("button", { name: "Record a payment" }).click();
    const form = detail.getByRole("form", { name: "Record a payment" });
    await form.getByLabel("Amount (£)").fill("49.50");
    await form.getByLabel("How it was paid").selectOption("Bank transfer");
    await form.getByLabel("Note (optional)").fill("Ref PAT BALANCE");
    await form.getByRole("button", { name: "Record payment" }).click();
    await detail.getByText("£49.50 recorded by staff (Bank transfer): Ref PAT BALANCE").waitFor();
    await detail.getByText("Recorded by staff: £49.50").waitFor();
    expect((await axeBuilder(page).include("article").analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/staff-booking-timeline.png", fullPage: true });
    await page.goBack();

    // Money owed lists it with what is left; the date's roster shows the learner and what they owe.
    await page.getByRole("tab", { name: "Money owed" }).click();
    const owing = page
      .getByRole("table", { name: "Money owed" })
      .getByRole("row")
      .filter({ hasText: booking.reference });
    await owing.getByText("£99.50").waitFor();
    // The refunds list below it: the cancellation earlier in this file was paid back.
    await page.getByRole("table", { name: "Refunds" }).getByText("Paid back").first().waitFor();
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.getByRole("tab", { name: "Rosters" }).click();
    const select = page.getByRole("tabpanel").getByLabel("Course date");
    const option = select.locator("option").filter({ hasText: course.title });
    await select.selectOption((await option.getAttribute("value"))!);
    const learner = page.getByRole("row").filter({ hasText: "Pat Balance" });
    await learner.getByText("£99.50").waitFor();
    expect(await learner.innerText()).toContain("07700 900456");
    expect((await axeBuilder(page).analyze()).violations).toEqual([]);
    await page.screenshot({ path: "tmp/screenshots/staff-roster.png", fullPage: true });
    expect(errors).toEqual([]);
  });
});
