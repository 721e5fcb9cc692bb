// A customer cancels from their booking page (issue 14): the quote, the cancellation at once, the refund rows, and
// the job that pays them back, only marked refunded once the provider says so.
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox, jobs, payments } from "#db/schema";
import type { PaymentProvider } from "#app/features/payments/payment-provider";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, paidLearnerOnNewDate, runRefundJobs } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, signInAdmin } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { REFUND_JOB } from "#app/features/payments/refunds.server";
import { postBooking } from "#app/features/booking/booking-test-kit";

const site = setUpTestApp();

/** A booking paid by test card through the API, `daysAway` from today, with room for one learner. */
async function paidBooking(daysAway: number, paymentType: "full" | "deposit" = "full") {
  const { course, date, booking } = await paidLearnerOnNewDate(site.app, {
    daysAway,
    maxSeats: 1,
    ...(paymentType === "deposit" ? { deposit: 10_000 } : {}),
  });
  return { ...booking, course, date };
}

const bookedDaysAgo = (id: string, days: number) =>
  site.app.ctx.db
    .update(bookings)
    .set({ createdAt: sql`now() - make_interval(days => ${days})` as unknown as Date })
    .where(eq(bookings.id, id));
const byToken = async (token: string) =>
  (await (await site.app.fetch(`/api/bookings/by-token/${token}`)).json()) as {
    status: string;
    amountPaid: number;
    amountRefunded: number;
  };
const runRefunds = (provider?: PaymentProvider) => runRefundJobs(site.app, provider);

describe("cancelling from the booking page", () => {
  it("quotes, cancels at once, frees the seat, and refunds only once the provider has", async () => {
    const booking = await paidBooking(10);
    await bookedDaysAgo(booking.id, 30);
    const quote = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/cancellation`)).json();
    expect(quote).toEqual({ allowed: true, amount: 12_450, reason: "Cancelled 10 days before the start: 50% of £249" });

    const cancelled = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect(await cancelled.json()).toEqual({ status: "cancelled", refund: { amount: 12_450, reason: quote.reason } });
    // Cancelled at once; the refund is recorded, not yet paid back.
    expect(await byToken(booking.accessToken)).toMatchObject({
      status: "cancelled",
      amountPaid: 24_900,
      amountRefunded: 0,
    });
    const [refund] = await site.app.ctx.db.select().from(payments).where(eq(payments.kind, "refund"));
    expect(refund).toMatchObject({ amount: 12_450, state: "pending", provider: "test", reason: quote.reason });
    // The seat is free for someone else straight away.
    const other = await postBooking(site.app, {
      courseId: booking.course.id,
      availableDateId: booking.date.id,
      userDetails: { ...customer, email: "next@example.com" },
    });
    expect(other.status).toBe(201);

    await runRefunds();
    expect(await byToken(booking.accessToken)).toMatchObject({ amountPaid: 12_450, amountRefunded: 12_450 });
    const [settled] = await site.app.ctx.db.select().from(payments).where(eq(payments.kind, "refund"));
    expect(settled).toMatchObject({ state: "succeeded", providerRef: `re_test_${refund!.idempotencyKey}` });
    await runRefunds();
    expect((await site.app.ctx.db.select().from(payments).where(eq(payments.kind, "refund"))).length).toBe(1);
    // Settled: the customer is told once, and where the money went.
    const told = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, `refund-paid:${refund!.id}`));
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^Your refund of £124\.50 has been paid \(/);
    expect(told[0]!.text).toContain("How: To the card you paid with");
    expect(told[0]!.text).toContain("banks usually show it within 5 to 10 working days");

    const [email] = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking-cancelled"));
    expect(email).toMatchObject({ toAddress: customer.email, subject: expect.stringMatching(/^Booking cancelled:/) });
    expect(email!.text).toContain("£124.50");

    const again = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This booking is already cancelled." });
    expect(await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/cancellation`)).json()).toEqual({
      allowed: false,
      message: "This booking is already cancelled.",
    });
  });

  it("returns everything within the cooling-off period, deposit included", async () => {
    const booking = await paidBooking(30, "deposit");
    const cancelled = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(((await cancelled.json()) as { refund: { amount: number } }).refund.amount).toBe(10_000);
    await runRefunds();
    expect(await byToken(booking.accessToken)).toMatchObject({ amountPaid: 0, amountRefunded: 10_000 });
  });

  it("tells the customer truly how the refund comes back when part was paid by bank transfer", async () => {
    const booking = await paidBooking(30, "deposit");
    const admin = await signInAdmin(site.app);
    const transfer = await admin.send("POST", `/bookings/${booking.id}/payments`, {
      amount: 14_900,
      method: "Bank transfer",
    });
    expect(transfer.status).toBe(201);
    // Within the cooling-off period: everything comes back, the transfer (newest) first.
    const cancelled = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    expect(((await cancelled.json()) as { refund: { amount: number } }).refund.amount).toBe(24_900);
    const [email] = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "booking-cancelled"));
    expect(email!.text).toContain("£100 goes back to the card you paid with.");
    expect(email!.text).toContain(
      "The £149 you paid us directly we will pay back to you ourselves, and let you know when we have.",
    );
    expect(email!.text).not.toContain("The refund goes back to the card you paid with");
    expect(await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id))).toMatchObject([
      { needsRefund: true },
    ]);
  });

  it("keeps a refund pending while the provider fails, retrying, and never marks it refunded", async () => {
    const booking = await paidBooking(30);
    await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/cancel`, {});
    const failing: PaymentProvider = {
      ...site.app.ctx.payments,
      refund: async () => {
        throw new Error("card network down");
      },
    };
    expect(await runRefunds(failing)).toEqual({ ran: 0, failed: 1 });
    const [refund] = await site.app.ctx.db.select().from(payments).where(eq(payments.kind, "refund"));
    expect(refund!.state).toBe("pending");
    const [job] = await site.app.ctx.db.select().from(jobs).where(eq(jobs.kind, REFUND_JOB));
    expect(job).toMatchObject({ status: "queued", attempts: 1, lastError: "card network down" });
    expect(await byToken(booking.accessToken)).toMatchObject({ amountRefunded: 0 });
    // Due again after its back-off: the provider is back.
    await site.app.ctx.db.update(jobs).set({ runAt: sql`now()` as unknown as Date });
    expect(await runRefunds()).toEqual({ ran: 1, failed: 0 });
    expect(await byToken(booking.accessToken)).toMatchObject({ amountRefunded: 24_900 });
  });

  it("refuses an unknown link and a booking not yet paid", async () => {
    expect((await postJson(site.app, `/api/bookings/by-token/${"x".repeat(43)}/cancel`, {})).status).toBe(404);
    const db = site.app.ctx.db;
    const course = await insertCourse(db, { price: 24_900 });
    const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 30) });
    const pending = (await (await postBooking(site.app, { courseId: course.id, availableDateId: date.id })).json()) as {
      accessToken: string;
    };
    const refused = await postJson(site.app, `/api/bookings/by-token/${pending.accessToken}/cancel`, {});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: "Only a confirmed booking can be cancelled here." });
  });
});
