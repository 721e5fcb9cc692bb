// The Bookings tab on a desktop: bookings made on the website listed and filtered (the filters in the address), a
// balance recorded and a booking cancelled on the booking's own page, and a course with bookings kept.
import { describe, expect, inject, it } from "vitest";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { expectNoAxeViolations } from "./axe";
import { setupBrowser } from "./browser";
import { confirmDelete, DESKTOP, openTab, row, toast } from "./dashboard-controls";
import { addDate, api, payWithTestCard, unique } from "./staff-api";
import { staffPage } from "./staff-phone";

setupBrowser();

const baseURL = () => inject("baseURL");

type PublicBooking = { id: string; reference: string };

/** A booking as the website makes it: POST /api/bookings with the amount the server expects. */
async function book(
  courseId: string,
  availableDateId: string,
  fullName: string,
  payment: { paymentType: "full" | "deposit"; paymentAmount: number },
  notes?: string,
): Promise<PublicBooking> {
  const response = await fetch(`${baseURL()}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      courseId,
      availableDateId,
      userDetails: {
        fullName,
        // One address per person: a second unpaid hold by one e-mail on a date replaces the first (decision 008).
        email: `${fullName.toLowerCase().replace(/\W+/g, ".")}@example.com`,
        phone: "07700 900321",
        address: "3 River Lane, Abingdon",
        postcode: "OX14 3AA",
        notes,
      },
      ...payment,
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as PublicBooking;
}

describe("Bookings tab", () => {
  it("lists bookings made on the website, filters them, cancels one and records a balance paid", async () => {
    // A course and date of our own, so the seeded timetable is untouched.
    const courseSlug = `e2e-booking-${unique()}`;
    const course = await api<{ id: string; title: string }>("POST", "/admin/courses", {
      slug: courseSlug,
      title: `E2E Booking Course ${unique()}`,
      durationDays: 1,
      price: 20_000,
    });
    const day = addDays(londonToday(), 60);
    const date = await addDate(course.id, { date: day });
    const full = await book(
      course.id,
      date.id,
      "Casey Booker",
      { paymentType: "full", paymentAmount: 20_000 },
      "Wheelchair access please.",
    );
    const deposit = await book(course.id, date.id, "Dana Deposit", { paymentType: "deposit", paymentAmount: 10_000 });
    await payWithTestCard(deposit.id);

    try {
      const { page, errors } = await staffPage(DESKTOP);
      await openTab(page, "Bookings");
      const listed = row(page, full.reference);
      await listed.waitFor();
      const text = await listed.innerText();
      expect(text).toContain("Casey Booker");
      expect(text).toContain(course.title);
      expect(text).toContain(formatDate(day));
      expect(text).toContain("Awaiting payment");
      expect(text).toContain("Pending");
      expect(await row(page, deposit.reference).innerText()).toMatch(/Deposit\s+£100\s+£100/);

      // The date typed straight after the course is chosen, as a quick hand would: the course must not be lost.
      await page.getByLabel("Course", { exact: true }).selectOption({ label: course.title });
      await page.getByLabel("Course date from").fill(addDays(day, 1));
      await page.getByText("No bookings match these filters.").waitFor();
      expect(new URL(page.url()).searchParams.get("course")).toBe(course.id);
      expect(await page.getByLabel("Course", { exact: true }).inputValue()).toBe(course.id);
      await page.getByLabel("Course date to").fill(day);
      await page.getByText("The end of the range cannot be before its start").waitFor();
      await page.getByLabel("Course date from").fill(day);
      await row(page, full.reference).waitFor();
      const table = page.getByRole("table", { name: "Bookings" });
      await expect.poll(() => table.getByRole("row").count()).toBe(3);
      expect(await page.getByRole("link", { name: "Export CSV" }).getAttribute("href")).toBe(
        `/api/admin/bookings.csv?courseId=${course.id}&from=${day}&to=${day}`,
      );
      await page.getByLabel("Status", { exact: true }).selectOption("confirmed");
      await row(page, full.reference).waitFor({ state: "detached" });
      await row(page, deposit.reference).waitFor();
      await page.getByLabel("Status", { exact: true }).selectOption("");

      // The balance of the paid deposit booking, on the booking's own page (issue 21: every record has an address).
      const filtered = page.url();
      await page.getByRole("link", { name: `View booking ${deposit.reference}` }).click();
      await page.waitForURL((url) => url.pathname === `/admin/bookings/${deposit.id}`);
      let detail = page.getByRole("article");
      await detail.getByRole("heading", { level: 1, name: `${deposit.reference}, Dana Deposit` }).waitFor();
      await expect.poll(() => page.title()).toMatch(new RegExp(`^${deposit.reference}, Dana Deposit \\|`));
      await detail.getByText("£100 (Due by", { exact: false }).waitFor();
      expect(await detail.getByRole("button", { name: "Cancel booking" }).count()).toBe(1);
      await detail.getByRole("button", { name: "Record a payment" }).click();
      const record = detail.getByRole("form", { name: "Record a payment" });
      expect(await record.getByLabel("Amount (£)").inputValue()).toBe("100");
      await record.getByLabel("How it was paid").selectOption("Cash");
      await record.getByRole("button", { name: "Record payment" }).click();
      await toast(page, "Payment recorded").waitFor();
      await detail.getByText("£0 (Balance paid)").waitFor();
      await detail.getByText("£200", { exact: true }).first().waitFor();
      expect(await detail.getByRole("button", { name: "Record a payment" }).count()).toBe(0);
      // Back to the list as it was: its filters are in its address.
      await page.goBack();
      await row(page, full.reference).waitFor();
      expect(page.url()).toBe(filtered);
      expect(await page.getByLabel("Course", { exact: true }).inputValue()).toBe(course.id);

      // Cancelling the pending one.
      await page.getByRole("link", { name: `View booking ${full.reference}` }).click();
      await page.waitForURL((url) => url.pathname === `/admin/bookings/${full.id}`);
      detail = page.getByRole("article");
      await detail.getByText("Wheelchair access please.").waitFor();
      await detail.getByText("3 River Lane, Abingdon").waitFor();
      expect(await detail.getByRole("button", { name: "Record a payment" }).count()).toBe(0);
      await expectNoAxeViolations(page);

      await detail.getByRole("button", { name: "Cancel booking" }).click();
      const cancelForm = detail.getByRole("form", { name: "Cancel booking" });
      await cancelForm.getByRole("button", { name: "Cancel booking" }).click();
      await cancelForm.getByText("Please say who asked for the cancellation").waitFor();
      // The customer is e-mailed unless staff untick the box.
      expect(await cancelForm.getByRole("checkbox", { name: "E-mail the customer" }).isChecked()).toBe(true);
      await expectNoAxeViolations(page);
      await cancelForm.getByRole("radio", { name: "The customer asked" }).check();
      // Nothing was paid on this one: the policy's refund is nothing.
      await cancelForm.getByText("Refund: No refund.").waitFor();
      await cancelForm.getByLabel("Internal note").fill("Customer phoned to cancel");
      await cancelForm.getByRole("button", { name: "Cancel booking" }).click();
      await toast(page, "Booking cancelled").waitFor();
      await detail.getByText("Cancelled", { exact: true }).waitFor();
      expect(await detail.getByRole("button", { name: "Cancel booking" }).count()).toBe(0);
      await page.goBack();
      await row(page, full.reference).filter({ hasText: "Cancelled" }).waitFor();

      // A course with bookings stays: the server's 409 message is shown.
      await page.getByRole("tab", { name: "Courses" }).click();
      await confirmDelete(page, `Delete ${course.title}`, "Delete course");
      await toast(page, "This course has bookings. Deactivate it instead.").waitFor();
      await row(page, course.title).waitFor();
      expect(errors.filter((error) => !error.includes("409"))).toEqual([]);
    } finally {
      // Out of the public site for the test files that follow: a date people are booked on is cancelled by its own
      // action (issue 21, M8).
      await api("POST", `/admin/dates/date/${date.id}/cancel`, { confirm: true });
      await api("PUT", `/admin/courses/${course.id}`, {
        slug: courseSlug,
        title: course.title,
        durationDays: 1,
        price: 20_000,
        isActive: false,
      });
    }
  });
});
