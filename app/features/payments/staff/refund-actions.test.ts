// Refunds staff carry out themselves: money a cancelled booking still holds goes back through the ledger and the
// provider; money that came by hand is paid back by hand and marked so. Both on PGlite and PostgreSQL.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox, jobs, payments } from "#db/schema";
import type { PaymentProvider } from "../payment-provider";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { payWithTestCard, runRefundJobs } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, insertDepositPaidBooking } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { REFUND_JOB } from "../refunds.server";
import type { AdminBookingFull, AdminRefund } from "#app/features/booking/staff/staff-schema";
import { postBooking } from "../payments-test-kit";
import { insertBookingInDays } from "#test/support/dated-booking";

const site = setUpTestApp({ admin: true });

const runRefunds = (provider?: PaymentProvider) => runRefundJobs(site.app, provider);
const bookingRow = async (id: string) => (await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const refundsOf = (id: string) =>
  site.app.ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, id), eq(payments.kind, "refund")));
const byToken = async (token: string) =>
  (await (await site.app.fetch(`/api/bookings/by-token/${token}`)).json()) as {
    amountPaid: number;
    amountRefunded: number;
  };

/**
 * A booking paid in full by card, long ago, for a course 5 days away, cancelled by staff as the customer asked: the
 * policy gives nothing back, so it is cancelled with the £249 still held.
 */
async function cancelledHoldingCardMoney() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { price: 24_900 });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 5), maxSeats: 1 });
  const created = (await (await postBooking(site.app, { courseId: course.id, availableDateId: date.id })).json()) as {
    id: string;
    accessToken: string;
  };
  const intent = (await (await postJson(site.app, "/api/create-payment-intent", { bookingId: created.id })).json()) as {
    clientSecret: string;
  };
  const paid = await payWithTestCard(site.app, intent.clientSecret);
  expect(await paid.json()).toMatchObject({ outcome: "confirmed" });
  await db
    .update(bookings)
    .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
    .where(eq(bookings.id, created.id));
  const cancelled = await site.admin.send("POST", `/bookings/${created.id}/cancel`, {
    requestedBy: "customer",
    refund: 0,
    notifyCustomer: false,
  });
  expect(cancelled.status).toBe(200);
  expect(await bookingRow(created.id)).toMatchObject({ status: "cancelled", needsRefund: false });
  return created;
}

/** A confirmed booking paid by bank transfer, cancelled by staff with a refund: the refund goes back by hand. */
async function refundByHand() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { price: 24_900 });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 30) });
  const booking = await insertDepositPaidBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
  });
  const recorded = await site.admin.send("POST", `/bookings/${booking.id}/payments`, {
    amount: 14_900,
    method: "Bank transfer",
  });
  expect(recorded.status).toBe(201);
  const cancelled = await site.admin.send("POST", `/bookings/${booking.id}/cancel`, {
    requestedBy: "academy",
    refund: 24_900,
  });
  expect(cancelled.status).toBe(200);
  // The transfer goes back by hand: staff are told at once, before any job runs.
  expect(await bookingRow(booking.id)).toMatchObject({ needsRefund: true });
  expect(await runRefunds()).toEqual({ ran: 2, failed: 0 });
  return booking;
}

describe("POST /api/admin/bookings/:id/refund", () => {
  it("refunds what a cancelled booking holds through the provider, and the booking no longer needs a refund", async () => {
    const booking = await cancelledHoldingCardMoney();
    const before = await site.admin.get<AdminBookingFull>(`/bookings/${booking.id}`);
    expect(before).toMatchObject({ needsRefund: false, refundable: 24_900, amountHeld: 24_900 });

    const tooMuch = await site.admin.send("POST", `/bookings/${booking.id}/refund`, { amount: 24_901, reason: "Late" });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({
      message: "The refund cannot be more than the £249 this booking still holds.",
    });
    expect(await refundsOf(booking.id)).toEqual([]);

    const refunded = await site.admin.send("POST", `/bookings/${booking.id}/refund`, {
      amount: 24_900,
      reason: "Goodwill after all",
    });
    expect(refunded.status).toBe(200);
    const after = (await refunded.json()) as AdminBookingFull;
    expect(after).toMatchObject({ needsRefund: false, refundable: 0 });
    expect(after.timeline.map((event) => event.text)).toContain("Refund of £249 by staff. Reason: Goodwill after all");
    expect(await refundsOf(booking.id)).toMatchObject([
      {
        amount: 24_900,
        state: "pending",
        provider: "test",
        reason: "Refunded by the academy: Goodwill after all",
      },
    ]);
    // Nothing more to refund while that one is on its way.
    const again = await site.admin.send("POST", `/bookings/${booking.id}/refund`, { amount: 1, reason: "Again" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This booking holds no money to refund." });

    expect(await runRefunds()).toEqual({ ran: 1, failed: 0 });
    expect(await refundsOf(booking.id)).toMatchObject([{ state: "succeeded" }]);
    expect(await byToken(booking.accessToken)).toMatchObject({ amountPaid: 0, amountRefunded: 24_900 });
  });

  it("refuses a booking that is still live, bad input, and an unknown booking, changing nothing", async () => {
    const db = site.app.ctx.db;
    const course = await insertCourse(db);
    const { booking: live } = await insertBookingInDays(db, course.id, 30, { status: "confirmed" });
    const refused = await site.admin.send("POST", `/bookings/${live.id}/refund`, { amount: 100, reason: "Goodwill" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "Only a cancelled booking's money can be refunded here: cancel the booking to refund it.",
    });
    const noReason = await site.admin.send("POST", `/bookings/${live.id}/refund`, { amount: 100, reason: " " });
    expect(noReason.status).toBe(400);
    expect(JSON.stringify(await noReason.json())).toContain("Please say why the money is refunded");
    const zero = await site.admin.send("POST", `/bookings/${live.id}/refund`, { amount: 0, reason: "x" });
    expect(zero.status).toBe(400);
    expect(JSON.stringify(await zero.json())).toContain("The refund must be more than £0");
    const unknown = await site.admin.send("POST", `/bookings/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/refund`, {
      amount: 100,
      reason: "x",
    });
    expect(unknown.status).toBe(404);
    expect(await refundsOf(live.id)).toEqual([]);
  });
});

describe("POST /api/admin/refunds/:id/paid-back", () => {
  it("records a by-hand refund as paid back, with how, and clears 'Refund needed' once none is left", async () => {
    const booking = await refundByHand();
    // The deposit came by test card with no provider reference, the balance by bank transfer: both by hand.
    const waiting = await refundsOf(booking.id);
    expect(waiting.map((row) => [row.amount, row.state, row.provider]).sort()).toEqual([
      [10_000, "pending", "manual"],
      [14_900, "pending", "manual"],
    ]);
    expect(await bookingRow(booking.id)).toMatchObject({ needsRefund: true });
    const list = await site.admin.get<AdminRefund[]>("/refunds");
    expect(list.map((refund) => [refund.state, refund.byHand])).toEqual([
      ["pending", true],
      ["pending", true],
    ]);

    const [first, second] = waiting;
    const paidBack = await site.admin.send("POST", `/refunds/${first!.id}/paid-back`, {
      method: "Bank transfer",
      note: "Sort code 00-00-00",
    });
    expect(paidBack.status).toBe(200);
    const detail = (await paidBack.json()) as AdminBookingFull;
    expect(detail.needsRefund).toBe(true);
    expect(detail.payments.find((payment) => payment.id === first!.id)).toMatchObject({
      state: "succeeded",
      method: "Bank transfer",
      note: "Sort code 00-00-00",
    });
    // The last event: no e-mail yet, the refund's other part is still to pay back.
    expect(detail.timeline.at(-1)).toMatchObject({
      text: `Refund of ${first!.amount === 10_000 ? "£100" : "£149"} paid back by staff (Bank transfer): Sort code 00-00-00`,
      actor: expect.stringMatching(/^admin/),
    });

    // One refund of £249 in two parts: nothing is told until all of it is paid back (issue 21, L2).
    const toldOf = () =>
      site.app.ctx.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.bookingId, booking.id), like(emailOutbox.kind, "refund-paid:%")));
    expect(await toldOf()).toEqual([]);
    await site.admin.send("POST", `/refunds/${second!.id}/paid-back`, { method: "Cash" });
    expect(await bookingRow(booking.id)).toMatchObject({ needsRefund: false });
    // The customer is told once, as the cancellation promised, how each part came back; the staff note stays with staff.
    const told = await toldOf();
    expect(told.map((email) => [email.toAddress, email.subject])).toEqual([
      ["sam@example.com", `Your refund of £249 has been paid (${booking.reference})`],
    ]);
    const amountOf = (refund: { amount: number }) => (refund.amount === 10_000 ? "£100" : "£149");
    expect(told[0]!.text).toContain(`How: ${amountOf(first!)} by bank transfer, ${amountOf(second!)} by cash`);
    expect(told[0]!.text).not.toContain("Sort code");
    expect(await byToken(booking.accessToken)).toMatchObject({ amountPaid: 0, amountRefunded: 24_900 });

    const twice = await site.admin.send("POST", `/refunds/${second!.id}/paid-back`, { method: "Cash" });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({ message: "This refund has already been paid back." });
  });

  it("refuses a card refund (the provider settles it), bad input and an unknown refund", async () => {
    const booking = await cancelledHoldingCardMoney();
    await site.admin.send("POST", `/bookings/${booking.id}/refund`, { amount: 24_900, reason: "Late" });
    const [card] = await refundsOf(booking.id);
    const refused = await site.admin.send("POST", `/refunds/${card!.id}/paid-back`, { method: "Cash" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: "This refund goes back to the customer's card: the payment provider settles it.",
    });
    const noMethod = await site.admin.send("POST", `/refunds/${card!.id}/paid-back`, {});
    expect(noMethod.status).toBe(400);
    expect(JSON.stringify(await noMethod.json())).toContain("Please choose how it was paid back");
    expect(
      (await site.admin.send("POST", `/refunds/5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11/paid-back`, { method: "Cash" }))
        .status,
    ).toBe(404);
    expect(await refundsOf(booking.id)).toMatchObject([{ state: "pending", method: null }]);
  });
});

describe("the refund job", () => {
  it("leaves a test-card payment to staff when Stripe is the provider running now, without asking Stripe", async () => {
    const booking = await cancelledHoldingCardMoney();
    await site.admin.send("POST", `/bookings/${booking.id}/refund`, { amount: 24_900, reason: "Late" });
    const asked: unknown[] = [];
    const stripe: PaymentProvider = {
      ...site.app.ctx.payments,
      name: "stripe",
      refund: async (request) => {
        asked.push(request);
        return { id: "re_should_not_happen", status: "succeeded" };
      },
    };
    expect(await runRefunds(stripe)).toEqual({ ran: 1, failed: 0 });
    expect(asked).toEqual([]);
    expect(await refundsOf(booking.id)).toMatchObject([{ state: "pending", provider: "manual" }]);
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${booking.id}`);
    expect(detail.needsRefund).toBe(true);
    expect(detail.timeline.at(-1)!.text).toBe(
      "Refund of £249 to be paid back by hand (the payment was taken by the test provider, which is not the one running now)",
    );
    const [job] = await site.app.ctx.db.select().from(jobs).where(eq(jobs.kind, REFUND_JOB));
    expect(job!.status).toBe("done");
  });
});
