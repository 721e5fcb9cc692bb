// Issue 21, on a phone (390 px), by keyboard, axe clean: staff search for a person and reach their page (bookings,
// enquiries, an internal note, its history), then the booking; and e-mail everyone on a date, read from the mailbox,
// sent once however often Send is pressed.
import type { Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { addDays, londonToday } from "#app/shared/dates";
import { setupBrowser, waitForHydration } from "./browser";
import { emailsTo, waitForEmail } from "./mailbox";
import { api, bookAndPay } from "./staff-api";
import { expectFitsAndAxeClean, staffPhone } from "./staff-phone";

setupBrowser();

const letters = () =>
  Array.from({ length: 6 }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(Math.random() * 26)]).join("");

const made: {
  course: { id: string; body: Record<string, unknown> };
  date: { id: string; body: Record<string, unknown> };
}[] = [];

afterAll(async () => {
  // Out of the public site for the test files that follow.
  for (const { course, date } of made) {
    // A date people are booked on is cancelled by its own action (issue 21, M8).
    await api("POST", `/admin/dates/date/${date.id}/cancel`, { confirm: true });
    await api("PUT", `/admin/courses/${course.id}`, { ...course.body, isActive: false });
  }
});

/** A course and a date of its own, with two learners booked and paid. */
async function bookedDate() {
  const suffix = letters();
  const courseBody = {
    slug: `e2e-records-${suffix}`,
    title: `E2E Records Course ${suffix}`,
    durationDays: 1,
    price: 12_000,
  };
  const course = await api<{ id: string; title: string }>("POST", "/admin/courses", courseBody);
  const dateBody = { courseId: course.id, date: addDays(londonToday(), 45) };
  const date = await api<{ id: string }>("POST", "/admin/available-dates", dateBody);
  made.push({ course: { id: course.id, body: courseBody }, date: { id: date.id, body: dateBody } });
  const surname = `Quill${suffix}`;
  const learner = (first: string) => ({
    courseId: course.id,
    availableDateId: date.id,
    paymentType: "full" as const,
    paymentAmount: 12_000,
    fullName: `${first} ${surname}`,
    email: `${first.toLowerCase()}.${suffix}@example.com`,
  });
  const rosa = { ...learner("Rosa"), ...(await bookAndPay(learner("Rosa"))) };
  const tom = { ...learner("Tom"), ...(await bookAndPay(learner("Tom"))) };
  return { course, date, surname, rosa, tom };
}

/** Focuses a control and presses a key on it, as a keyboard user would reach it. */
async function press(page: Page, locator: ReturnType<Page["getByRole"]>, key = "Enter") {
  await locator.focus();
  await page.keyboard.press(key);
}

describe("staff records on a phone", () => {
  it("keeps each list's filters in its address: a link opens the list filtered, a change updates the address", async () => {
    const { course } = await bookedDate();
    const { page, errors } = await staffPhone();
    // A choice made before hydration would be put back by React to what the address says: wait for it.
    await page.goto(`/admin?tab=bookings&course=${course.id}&status=confirmed`);
    await waitForHydration(page, "main select");
    await expect.poll(() => page.getByLabel("Course", { exact: true }).inputValue()).toBe(course.id);
    expect(await page.getByLabel("Status", { exact: true }).inputValue()).toBe("confirmed");
    await expect.poll(() => page.getByRole("table", { name: "Bookings" }).getByRole("row").count()).toBe(3);
    await page.getByLabel("Status", { exact: true }).selectOption("cancelled");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("cancelled");
    await page.getByText("No bookings match these filters.").waitFor();

    await page.goto("/admin?status=contacted");
    await waitForHydration(page, "main select");
    await expect.poll(() => page.getByLabel("Status", { exact: true }).inputValue()).toBe("contacted");
    await page.getByLabel("Status", { exact: true }).selectOption("new");
    await expect.poll(() => new URL(page.url()).searchParams.get("status")).toBe("new");

    expect(errors).toEqual([]);
  });

  it("searches by name to the person's page, notes something about them, and opens their booking", async () => {
    const { surname, rosa } = await bookedDate();
    await api(
      "POST",
      "/leads/contact",
      {
        firstName: "Rosa",
        lastName: surname,
        email: rosa.email,
        phone: "07700 900456",
        message: "Subject: group-booking\n\nCan I book four colleagues on the next date?",
        website: "",
      },
      "visitor",
    );
    const { page, errors } = await staffPhone();
    await page.goto("/admin");
    const search = page.getByRole("searchbox", { name: "Search by name, e-mail, phone or booking reference" });
    await search.focus();
    await page.keyboard.type(`rosa ${surname}`);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/admin/search");
    expect(new URL(page.url()).searchParams.get("q")).toBe(`rosa ${surname}`);
    await page.getByRole("heading", { level: 2, name: "Bookings (1)" }).waitFor();
    await page.getByRole("heading", { level: 2, name: "Enquiries (1)" }).waitFor();
    await page.getByRole("link", { name: `Booking ${rosa.reference}` }).waitFor();
    await expectFitsAndAxeClean(page, "/admin/search");
    await page.screenshot({ path: "tmp/screenshots/staff-search-390.png", fullPage: true });

    await press(page, page.getByRole("link", { name: `Rosa ${surname}` }).first());
    await page.waitForURL((url) => url.pathname.startsWith("/admin/people/"));
    await page.getByRole("heading", { level: 1, name: `Rosa ${surname}` }).waitFor();
    await expect.poll(() => page.title()).toMatch(new RegExp(`^Rosa ${surname} \\|`));
    await page.getByRole("table", { name: "Bookings" }).getByRole("link", { name: rosa.reference }).waitFor();
    await page.getByRole("table", { name: "Enquiries" }).getByText("Can I book four colleagues").waitFor();
    await page.getByRole("table", { name: "Payments" }).getByText("£120").first().waitFor();
    await page
      .getByRole("table", { name: "Messages" })
      .getByText(/^Booking confirmed/)
      .first()
      .waitFor();

    // An internal note, by keyboard: it is kept with who wrote it, and the history says so.
    await page.getByLabel("New internal note").focus();
    await page.keyboard.type("Wants an invoice for the group; call after 4pm.");
    await page.keyboard.press("Tab");
    await page.keyboard.press("Enter");
    const notes = page.getByRole("region", { name: "Internal notes" });
    await notes.getByText("Wants an invoice for the group; call after 4pm.").waitFor();
    await notes.getByText(/^admin, /).waitFor();
    await page
      .getByRole("region", { name: "History" })
      .getByText(/Added an internal note/)
      .waitFor();
    await expectFitsAndAxeClean(page, "a person's page");
    await page.screenshot({ path: "tmp/screenshots/staff-person-390.png", fullPage: true });

    // The back button returns to the results; from there, the booking itself.
    await page.goBack();
    await page.getByRole("heading", { level: 2, name: "Bookings (1)" }).waitFor();
    await press(page, page.getByRole("link", { name: `Booking ${rosa.reference}` }));
    await page.getByRole("heading", { level: 1, name: `${rosa.reference}, Rosa ${surname}` }).waitFor();
    await page.getByRole("link", { name: "Person's page" }).waitFor();
    await page.getByRole("region", { name: "Internal notes" }).getByText("No internal notes yet.").waitFor();
    await expectFitsAndAxeClean(page, "a booking's page");
    expect(errors).toEqual([]);
  });

  it("e-mails everyone on a date once, whatever the presses, each copy on its booking", async () => {
    const { date, rosa, tom } = await bookedDate();
    const { page, errors } = await staffPhone();
    await page.goto(`/admin/dates/date/${date.id}`);
    const section = page.getByRole("region", { name: "Message the learners" });
    await section.getByText("2 learners with a confirmed booking.").waitFor();
    await press(page, section.getByRole("button", { name: "E-mail everyone on this date" }));
    const form = page.getByRole("form", { name: "E-mail everyone on this date" });
    await form.getByRole("button", { name: "Send to 2 learners" }).click();
    await form.getByText("Please write a subject").waitFor();
    await expectFitsAndAxeClean(page, "the date's message form, refused");
    const subject = `Room change ${letters()}`;
    await form.getByLabel("Subject").fill(subject);
    await form.getByLabel("Message").fill("We are in Room 2 this time.\n\nParking is behind the building.");
    await page.screenshot({ path: "tmp/screenshots/staff-date-message-390.png", fullPage: true });
    // Pressed twice: the second press carries the same key.
    const send = form.getByRole("button", { name: "Send to 2 learners" });
    await send.dblclick();
    await page.getByText("E-mailed to 2 learners; each copy is on its booking's timeline.").first().waitFor();
    await page.getByRole("region", { name: "History" }).getByText(`E-mailed everyone on`).first().waitFor();

    for (const learner of [rosa, tom]) {
      const mail = await waitForEmail(learner.email, new RegExp(`^${subject}$`));
      expect(mail.text).toContain(`Dear ${learner.fullName},`);
      expect(mail.text).toContain("Parking is behind the building.");
      expect(mail.text).toContain(`Booking reference: ${learner.reference}`);
      expect(mail.html).toContain("We are in Room 2 this time.");
    }
    // Give a second copy time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    for (const learner of [rosa, tom])
      expect((await emailsTo(learner.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);
    const history = await page.getByRole("region", { name: "History" }).getByText("E-mailed everyone on").count();
    expect(history).toBe(1);

    // The copy is on the booking's timeline.
    await page.goto(`/admin/bookings/${rosa.id}`);
    await page
      .getByText(new RegExp(`Message to everyone on the date from admin e-mail queued: “${subject}”`))
      .waitFor();
    await expectFitsAndAxeClean(page, "a booking's page after a message");

    // The audit log has it, for that date, and exports it.
    await page.goto(`/admin/audit?recordType=available-date&record=${date.id}`);
    await page.getByText(new RegExp(`E-mailed everyone on .*“${subject}”`)).waitFor();
    expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
      `/api/admin/audit.csv?recordType=available-date&record=${date.id}`,
    );
    await expectFitsAndAxeClean(page, "/admin/audit");
    expect(errors).toEqual([]);
  });
});
