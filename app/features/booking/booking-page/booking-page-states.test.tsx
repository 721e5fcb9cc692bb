// The booking page says what is true of its booking (issue 21): a held seat's sums and one badge (M2), a cancelled
// booking or a date the academy cancelled no longer looking on (L1), no date change once it is too late (L18), a free
// retake naming its first booking (L19), and receipts with their number, the payment's reference and when the rest is
// due (L16, L17). Each page is built by the route's own loader from the real database and rendered as the server does.
import { eq, like } from "drizzle-orm";
import { prerenderToNodeStream } from "react-dom/static";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { availableDates, emailOutbox, payments } from "#db/schema";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertAvailableDate, insertBooking, insertCourse, insertDepositPaidBooking } from "#test/support/factories";
import { queueConfirmation, queueReceipt } from "../life-cycle/booking-messages.server";
import MyBooking, { loader } from "../routes/my-booking";
import { insertBookingInDays } from "#test/support/dated-booking";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const site = setUpTestApp();
const HOUR = 3_600_000;

/** The page at /my-booking/:token (?receipt=…) as the server renders it, in plain text. */
async function pageText(token: string, receipt?: string) {
  const url = `http://localhost/my-booking/${token}${receipt ? `?receipt=${receipt}` : ""}`;
  const loaderData = await loader({
    params: { token },
    context: { app: site.app.ctx },
    request: new Request(url),
  } as never);
  const props = { loaderData } as unknown as Parameters<typeof MyBooking>[0];
  const Stub = createRoutesStub([{ path: "/", Component: () => <MyBooking {...props} /> }]);
  // Rendered to the end as the server streams it: the receipt and the result load lazily in the browser.
  const { prelude } = await prerenderToNodeStream(<Stub initialEntries={["/"]} />);
  let html = "";
  for await (const chunk of prelude) html += String(chunk);
  return { html, text: textOf(html), view: loaderData.view };
}

/** Visible text: tags become spaces, runs of space one. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

async function courseOn(daysAway: number, price = 24_900) {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { price, durationDays: 2 });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), daysAway) });
  return { course, date };
}

/** A booking with `fields` on a new course's date `daysAway` from today (courseOn). */
async function bookingOn(daysAway: number, fields: Omit<Parameters<typeof insertBooking>[1], "courseId">) {
  const { course, date } = await courseOn(daysAway);
  const booking = await insertBooking(site.app.ctx.db, { courseId: course.id, availableDateId: date.id, ...fields });
  return { course, date, booking };
}

describe("a seat held from the waiting list (M2)", () => {
  it.each([
    ["the full price", "full" as const, 24_900],
    ["a deposit", "deposit" as const, 10_000],
  ])("to be paid with %s: still to pay is the whole price, and one badge", async (_, paymentType, firstPayment) => {
    const { booking: held } = await bookingOn(5, {
      paymentType,
      paymentAmount: firstPayment,
      totalPrice: 24_900,
      balanceDueDate: paymentType === "deposit" ? addDays(londonToday(), -2) : null,
      holdExpiresAt: new Date(Date.now() + 12 * HOUR),
    });
    const { text, view } = await pageText(held.accessToken);
    expect(view.balanceDue).toBe(24_900);
    expect(text).toContain("Course price £249 Paid £0 Still to pay £249 ");
    expect(text).toContain(`Pay £${firstPayment / 100} to book it.`);
    expect(text.match(/Awaiting payment/g)).toHaveLength(1);
  });
});

describe("a cancelled booking (L1)", () => {
  it("shows no timetable, nothing to bring, no calendar and no change of details; the server refuses a change", async () => {
    const { date, booking } = await bookingOn(30, { status: "cancelled", cancelledAt: new Date() });
    const { text } = await pageText(booking.accessToken);
    expect(text).toContain(
      `Cancelled: this booking was for ${formatDate(date.date)} to ${formatDate(addDays(date.date, 1))}.`,
    );
    for (const gone of ["What to bring", "Add to calendar", "Change phone or address", ", 09:00 to 17:00"]) {
      expect(text).not.toContain(gone);
    }
    const change = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/contact`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ phone: "07700 900999", address: "2 New Road, Reading", postcode: "RG1 1AA" }),
    });
    expect(change.status).toBe(409);
    expect(await change.json()).toEqual({ message: "This booking is cancelled: there are no details to change." });
  });

  it("whose date the academy cancelled reads 'Date cancelled', not 'Confirmed', with no calendar or timetable", async () => {
    const { date, booking } = await bookingOn(30, { status: "confirmed" });
    await site.app.ctx.db.update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));
    const { text } = await pageText(booking.accessToken);
    expect(text).toContain("Date cancelled");
    expect(text).not.toMatch(/\bConfirmed\b/);
    expect(text).toContain(`We have cancelled this date: the course will not run on ${formatDate(date.date)} to`);
    for (const gone of ["What to bring", "Add to calendar", ", 09:00 to 17:00"]) expect(text).not.toContain(gone);
    // What they can do about it stays: a new date at no cost, or cancelling for everything back.
    expect(text).toContain("Changing your date");
    expect(text).toContain("Change phone or address");
  });

  it("a live booking keeps them all", async () => {
    const { booking } = await bookingOn(30, { status: "confirmed" });
    const { text } = await pageText(booking.accessToken);
    for (const kept of ["Confirmed", "What to bring", "Add to calendar", "Change phone or address", "09:00 to 17:00"]) {
      expect(text).toContain(kept);
    }
  });
});

describe("the date-change section (L18)", () => {
  it.each([
    ["a course that has finished", -10],
    ["a course that starts within 8 days", 5],
  ])("is not shown for %s", async (_, daysAway) => {
    const { booking } = await bookingOn(daysAway, { status: "confirmed" });
    const { text, view } = await pageText(booking.accessToken);
    expect(view.dateChange).toBeNull();
    expect(text).not.toContain("Changing your date");
    expect(text).not.toContain("Dates can be changed");
  });

  it("is shown 8 days or more before the start", async () => {
    const { booking } = await bookingOn(8, { status: "confirmed" });
    expect((await pageText(booking.accessToken)).text).toContain("Changing your date");
  });
});

describe("a free retake (L19)", () => {
  it("says on its page and in its confirmation that it is the free retake of its first booking", async () => {
    const db = site.app.ctx.db;
    const { course, booking: first } = await bookingOn(-20, { status: "confirmed" });
    const { booking: retake } = await insertBookingInDays(db, course.id, 30, {
      status: "confirmed",
      paymentAmount: 0,
      totalPrice: 0,
      retakeOf: first.id,
    });
    const { text } = await pageText(retake.accessToken);
    expect(text).toContain(`Free retake of ${first.reference}`);
    expect(text).toContain(`Course price Free retake of ${first.reference}`);

    await db.transaction((tx) => queueConfirmation(tx, retake.id, site.app.ctx.site));
    const [confirmation] = await db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, retake.id));
    expect(confirmation!.text).toContain(`Price: Free retake of ${first.reference}`);
  });
});

describe("a receipt (L16, L17)", () => {
  it("of a part payment carries its number, the payment's reference and when the rest is due, on the page and by e-mail", async () => {
    const db = site.app.ctx.db;
    const { course, date } = await courseOn(30);
    const dueBy = addDays(date.date, -7);
    const booking = await insertDepositPaidBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      balanceDueDate: dueBy,
    });
    // A bank transfer that arrived on Monday, keyed in later.
    const receivedOn = addDays(londonToday(), -3);
    const [transfer] = await db
      .insert(payments)
      .values({
        bookingId: booking.id,
        kind: "manual",
        amount: 10_000,
        provider: "manual",
        method: "Bank transfer",
        state: "succeeded",
        receivedOn,
      })
      .returning();
    const number = `R-${String(transfer!.receiptNumber).padStart(6, "0")}`;
    const reference = transfer!.id.slice(0, 8).toUpperCase();

    const { text } = await pageText(booking.accessToken, transfer!.id);
    expect(text).toContain(`Receipt number ${number}`);
    expect(text).toContain(`Payment reference ${reference}`);
    expect(text).toContain(`Date paid ${formatDate(receivedOn)}`);
    expect(text).toContain(`Still to pay £49 by ${formatDate(dueBy)}`);

    await db.transaction((tx) => queueReceipt(tx, booking.id, transfer!.id, site.app.ctx.site));
    const [email] = await db
      .select()
      .from(emailOutbox)
      .where(like(emailOutbox.kind, `receipt:${transfer!.id}`));
    expectToContainEach(email!.text, [
      `Receipt number: ${number}`,
      `Payment reference: ${reference}`,
      `Date paid: ${formatDate(receivedOn)}`,
      `Still to pay: £49 by ${formatDate(dueBy)}`,
    ]);
  });

  it("of the deposit by card carries the provider's reference and its own number, distinct from the next", async () => {
    const db = site.app.ctx.db;
    const { course, date } = await courseOn(30);
    const booking = await insertDepositPaidBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
    });
    const [deposit] = await db.select().from(payments).where(eq(payments.bookingId, booking.id));
    await db.update(payments).set({ providerRef: "pi_test_123" }).where(eq(payments.id, deposit!.id));
    const { text, view } = await pageText(booking.accessToken, deposit!.id);
    expect(text).toContain("Payment reference pi_test_123");
    expect(text).toMatch(/Receipt number R-\d{6}/);
    expect(view.payments[0]!.receiptNumber).toBe(`R-${String(deposit!.receiptNumber).padStart(6, "0")}`);
  });
});
