// Walkthrough M4 (issue 21): a cancellation the customer asked for was e-mailed as "cancelled by the academy", with
// staff's internal reason. Staff now say who asked; the customer's e-mail says so in the customer-facing words, the
// refund follows the one policy for that choice, and the internal note stays on the booking for staff.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, availableDates, bookings, emailOutbox, staffNotes } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookedDaysAgo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { postJson } from "#test/support/test-app";
import type { AdminBookingFull, AdminRefund } from "./staff-schema";
import type { StaffCancellationQuote } from "./staff-cancel-schema";
import { paymentsOfKind } from "#test/support/ledger";

const site = setUpTestApp({ admin: true });
const INTERNAL = "Customer phoned: cannot make the dates";

/** A learner who paid £249 in full 30 days ago (no cooling-off) for a course 10 days away: the policy gives half. */
async function paidTenDaysAway() {
  const { booking, date } = await paidLearnerOnNewDate(site.app, { daysAway: 10 });
  await bookedDaysAgo(site.app.ctx.db, booking.id, 30);
  return { booking, date };
}

const row = async (id: string) => (await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const cancellationEmailOf = async (id: string) =>
  (
    await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, id), eq(emailOutbox.kind, "booking-cancelled")))
  )[0]!;

describe("staff cancel a booking the customer asked to cancel", () => {
  it("e-mails 'cancelled at your request' with the policy's refund, keeping the internal note for staff", async () => {
    const { booking } = await paidTenDaysAway();
    const quote = await site.admin.get<StaffCancellationQuote>(`/bookings/${booking.id}/cancellation`);
    expect(quote.refunds.customer).toEqual({
      amount: 12_450,
      reason: "Cancelled 10 days before the start: 50% of £249",
    });

    const detail = await site.admin.post<AdminBookingFull>(`/bookings/${booking.id}/cancel`, {
      requestedBy: "customer",
      internalNote: INTERNAL,
      refund: 12_450,
    });
    expect(detail).toMatchObject({
      status: "cancelled",
      cancelledBy: "customer",
      cancelReason: "You asked us to cancel your booking.",
    });
    expect(await row(booking.id)).toMatchObject({
      cancelledBy: "customer",
      cancelReason: "You asked us to cancel your booking.",
    });

    const email = await cancellationEmailOf(booking.id);
    expect(email.text).toContain("is cancelled at your request. Your place has been released.");
    expect(email.text).toContain("Reason: You asked us to cancel your booking.");
    expect(email.text).toContain("Refund: £124.50");
    expect(email.text).toContain("Refund policy: Cancelled 10 days before the start: 50% of £249");
    for (const part of [email.text, email.html!, email.subject]) {
      expect(part).not.toContain("by the academy");
      expect(part).not.toContain("cannot make the dates");
    }

    // Staff keep the note: on the timeline, as an internal note, and in the audit log.
    expect(detail.timeline.map((event) => event.text).join("\n")).toContain(`Internal note: ${INTERNAL}`);
    const notes = await site.app.ctx.db.select().from(staffNotes).where(eq(staffNotes.bookingId, booking.id));
    expect(notes.map((note) => note.body)).toEqual([`Cancellation (the customer asked): ${INTERNAL}`]);
    const [audit] = await site.app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "booking.cancel"));
    expect(audit).toMatchObject({
      recordType: "booking",
      recordId: booking.id,
      summary: `Cancelled ${booking.reference} (the customer asked); refund of £124.50`,
    });

    // The Refunds list says who asked and why the sum is what it is.
    const refunds = await site.admin.get<AdminRefund[]>("/refunds");
    expect(refunds).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        amount: 12_450,
        cancelledBy: "customer",
        reason: "Cancelled 10 days before the start: 50% of £249",
      }),
    ]);
  });

  it("refunds everything when the academy asked, in the customer's words, or the default ones", async () => {
    const { booking } = await paidTenDaysAway();
    const response = await site.admin.send("POST", `/bookings/${booking.id}/cancel`, {
      requestedBy: "academy",
      customerReason: "   ",
      internalNote: "Overbooked by mistake",
    });
    expect(response.status).toBe(200);
    expect(await row(booking.id)).toMatchObject({
      cancelledBy: "academy",
      cancelReason: "We are no longer able to offer you a place on this course date.",
    });
    const [refund] = await paymentsOfKind(site.app.ctx.db, booking.id, "refund");
    expect(refund).toMatchObject({
      amount: 24_900,
      reason: "We cancelled your booking: everything paid (£249) is refunded",
    });
    const email = await cancellationEmailOf(booking.id);
    expect(email.text).toContain("is cancelled by the academy.");
    expect(email.text).toContain("Reason: We are no longer able to offer you a place on this course date.");
    expect(email.text).not.toContain("at your request");
    expect(email.text).not.toContain("Overbooked");
  });

  it("refunds everything when the customer asks after the academy changed their dates, as their own would", async () => {
    const { booking } = await paidTenDaysAway();
    await site.app.ctx.db.update(bookings).set({ academyChangedAt: new Date() }).where(eq(bookings.id, booking.id));
    const quote = await site.admin.get<StaffCancellationQuote>(`/bookings/${booking.id}/cancellation`);
    const own = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/cancellation`)).json();
    expect(quote.refunds.customer).toEqual({ amount: own.amount, reason: own.reason });
    expect(quote.refunds.customer.amount).toBe(24_900);
  });

  it("changes nothing when the refund shown is out of date, or nobody is said to have asked", async () => {
    const { booking } = await paidTenDaysAway();
    const stale = await site.admin.send("POST", `/bookings/${booking.id}/cancel`, {
      requestedBy: "customer",
      refund: 24_900,
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({
      message:
        "The refund is now £124.50 (Cancelled 10 days before the start: 50% of £249): check it and cancel again.",
    });
    const unknownAsker = await site.admin.send("POST", `/bookings/${booking.id}/cancel`, { requestedBy: "trainer" });
    expect(unknownAsker.status).toBe(400);
    expect(await row(booking.id)).toMatchObject({ status: "confirmed", cancelledBy: null, cancelReason: null });
    const emails = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking-cancelled"));
    expect(emails).toEqual([]);
  });
});

describe("who asked, when staff are not the ones cancelling", () => {
  it("is the customer when they cancel from their booking page", async () => {
    const { booking } = await paidTenDaysAway();
    const cancelled = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", cancelledBy: "customer" });
  });

  it("is the academy when it cancelled the date and the learner takes the refund", async () => {
    const { booking, date } = await paidTenDaysAway();
    await site.app.ctx.db.update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));
    const cancelled = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await row(booking.id)).toMatchObject({ status: "cancelled", cancelledBy: "academy" });
  });
});
