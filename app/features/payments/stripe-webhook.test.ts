import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, emailOutbox, payments } from "#db/schema";
import { paymentsOf } from "./ledger.server";
import { bookingScene, createPendingBooking, type BookingScene } from "#test/support/booking-fixtures";
import { captureLog } from "#test/support/log-capture";
import { postJson, startTestApp, stripeTestEnv, type TestApp } from "#test/support/test-app";
import { useTestDatabase } from "#test/support/test-database";

const WEBHOOK_SECRET = "whsec_test_secret_for_signatures";
// Signed with the SDK's own test-header helper: no network is involved.
const stripe = new Stripe("sk_test_dummy");

let app: TestApp;
let scene: BookingScene;
const log = captureLog("warn");
beforeAll(async () => {
  app = await startTestApp({
    logger: log.logger,
    env: stripeTestEnv(WEBHOOK_SECRET),
  });
});
afterAll(() => app.close());
beforeEach(async () => {
  log.clear();
  await useTestDatabase();
  scene = await bookingScene(app.ctx.db);
});

const pendingBooking = () => createPendingBooking(app, scene);

function event(
  id: string,
  type: string,
  bookingId: unknown,
  {
    amount = 24_900,
    currency = "gbp",
    intentId = `pi_${id}`,
  }: { amount?: number; currency?: string; intentId?: string } = {},
) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    data: {
      object: {
        id: intentId,
        object: "payment_intent",
        amount,
        amount_received: amount,
        currency,
        metadata: bookingId === undefined ? {} : { bookingId },
      },
    },
  });
}

function deliver(payload: string, secret = WEBHOOK_SECRET) {
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret });
  return app.fetch("/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}

const rowOf = async (id: string) => (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;
const statusOf = async (id: string) => (await rowOf(id)).status;

describe("POST /api/webhooks/stripe", () => {
  it("confirms the booking from a verified payment_intent.succeeded", async () => {
    const booking = await pendingBooking();
    const response = await deliver(event("evt_1", "payment_intent.succeeded", booking.id));
    expect(response.status).toBe(200);
    expect(await statusOf(booking.id)).toBe("confirmed");
  });

  it("handles the same event delivered twice once: one confirmation, one e-mail", async () => {
    const booking = await pendingBooking();
    const payload = event("evt_twice", "payment_intent.succeeded", booking.id);
    expect((await deliver(payload)).status).toBe(200);
    const second = await deliver(payload);
    expect(await second.json()).toEqual({ received: true, duplicate: true });
    expect(await app.ctx.db.select().from(emailOutbox)).toHaveLength(1);
  });

  it("adds a balance paid through Stripe to the ledger, from the payment its metadata names, with a receipt", async () => {
    const booking = await pendingBooking();
    await deliver(event("evt_first_payment", "payment_intent.succeeded", booking.id));
    // The booking's page opened a balance attempt (the booking is paid in full here, so this one is for £50 of
    // a price staff raised; what matters is that the row and its intent are the balance's own).
    await app.ctx.db.update(bookings).set({ totalPrice: 29_900 }).where(eq(bookings.id, booking.id));
    const [balance] = await app.ctx.db
      .insert(payments)
      .values({ bookingId: booking.id, kind: "balance", amount: 5_000, provider: "stripe", providerRef: "pi_balance" })
      .returning();
    const payload = JSON.stringify({
      id: "evt_balance",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_balance",
          object: "payment_intent",
          amount: 5_000,
          amount_received: 5_000,
          currency: "gbp",
          metadata: { bookingId: booking.id, paymentId: balance!.id },
        },
      },
    });
    expect((await deliver(payload)).status).toBe(200);
    expect(await paymentsOf(app.ctx.db, booking.id)).toMatchObject([
      { kind: "full", state: "succeeded", amount: 24_900 },
      { kind: "balance", state: "succeeded", amount: 5_000, providerRef: "pi_balance" },
    ]);
    // Without an ORDER BY, PostgreSQL returns the rows in whatever order they lie (an updated row moves): compare sorted.
    const kinds = (await app.ctx.db.select().from(emailOutbox)).map((email) => email.kind);
    expect(kinds.sort()).toEqual(["booking-confirmation", `receipt:${balance!.id}`]);
  });

  const signed = (id: string, type: string, object: Record<string, unknown>) =>
    deliver(JSON.stringify({ id, object: "event", type, data: { object } }));

  it("follows the provider's word on refunds: refund.updated and charge.refunded settle pending refund rows", async () => {
    const booking = await pendingBooking();
    await deliver(event("evt_paid", "payment_intent.succeeded", booking.id, { intentId: "pi_paid" }));
    const [paid] = await paymentsOf(app.ctx.db, booking.id);
    const refund = (amount: number, providerRef: string | null) =>
      app.ctx.db
        .insert(payments)
        .values({ bookingId: booking.id, kind: "refund", amount, provider: "stripe", refundOf: paid!.id, providerRef })
        .returning();
    const stateOf = async (id: string) =>
      (await paymentsOf(app.ctx.db, booking.id)).find((row) => row.id === id)?.state;
    // Stripe's charge.refunded for the paid charge, with how much of it is refunded so far.
    const chargeRefunded = (eventId: string, refunded: number) =>
      signed(eventId, "charge.refunded", {
        id: "ch_1",
        object: "charge",
        payment_intent: "pi_paid",
        amount_refunded: refunded,
      });
    const [first] = await refund(10_000, "re_first");
    const [second] = await refund(5_000, null);
    expect(
      (await signed("evt_r1", "refund.updated", { id: "re_first", object: "refund", status: "pending" })).status,
    ).toBe(200);
    expect(await stateOf(first!.id)).toBe("pending");
    await signed("evt_r2", "refund.updated", { id: "re_first", object: "refund", status: "succeeded" });
    expect(await stateOf(first!.id)).toBe("succeeded");
    // Stripe says £100 of the charge is refunded so far: the £50 one is not covered yet, and stays pending.
    await chargeRefunded("evt_c1", 10_000);
    expect(await stateOf(second!.id)).toBe("pending");
    await chargeRefunded("evt_c2", 15_000);
    expect(await stateOf(second!.id)).toBe("succeeded");
    // The customer is told once of each refund as it settles (two refunds, made apart), however many events report it.
    await signed("evt_r3", "refund.updated", { id: "re_first", object: "refund", status: "succeeded" });
    await chargeRefunded("evt_c3", 15_000);
    const told = (await app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id)))
      .filter((email) => email.kind.startsWith("refund-paid:"))
      .map((email) => [email.kind, email.subject]);
    expect(told.sort()).toEqual(
      [
        [`refund-paid:${first!.id}`, expect.stringMatching(/^Your refund of £100 has been paid \(/)],
        [`refund-paid:${second!.id}`, expect.stringMatching(/^Your refund of £50 has been paid \(/)],
      ].sort(),
    );
  });

  it("marks a failed card attempt failed, so the next one starts afresh", async () => {
    const booking = await pendingBooking();
    await app.ctx.db
      .insert(payments)
      .values({ bookingId: booking.id, kind: "full", amount: 24_900, provider: "stripe", providerRef: "pi_declined" });
    await signed("evt_f1", "payment_intent.payment_failed", { id: "pi_declined", object: "payment_intent" });
    expect(await paymentsOf(app.ctx.db, booking.id)).toMatchObject([{ providerRef: "pi_declined", state: "failed" }]);
    expect(await statusOf(booking.id)).toBe("pending");
  });

  // Other events are acknowledged so Stripe stops sending them.
  it("acknowledges a payment_intent.payment_failed for an intent it does not know: a confirmed booking stays confirmed", async () => {
    const booking = await pendingBooking();
    await deliver(event("evt_ok", "payment_intent.succeeded", booking.id));
    const late = await deliver(event("evt_late_fail", "payment_intent.payment_failed", booking.id));
    expect(late.status).toBe(200);
    expect(await statusOf(booking.id)).toBe("confirmed");
  });

  // Security review F12: only money this booking asked for confirms it.
  it.each([
    ["in another currency", { currency: "usd" }, /in USD, not GBP/],
    ["for another amount", { amount: 100 }, /for £1, but the booking owes £249\./],
    ["through another intent than the booking's own", { intentId: "pi_someone_elses" }, /not the booking's own pi_own/],
  ])("confirms nothing from a payment %s: flags it for a refund and tells staff", async (_case, differs, reason) => {
    const booking = await pendingBooking();
    // create-payment-intent stores the intent it made for the booking (it talks to Stripe, so it is set here).
    await app.ctx.db
      .insert(payments)
      .values({ bookingId: booking.id, kind: "full", amount: 24_900, provider: "stripe", providerRef: "pi_own" });
    const response = await deliver(
      event("evt_mismatch", "payment_intent.succeeded", booking.id, { intentId: "pi_own", ...differs }),
    );
    expect(response.status).toBe(200);
    expect(await rowOf(booking.id)).toMatchObject({ status: "pending", needsRefund: true, confirmedAt: null });
    expect(await paymentsOf(app.ctx.db, booking.id)).toMatchObject([{ providerRef: "pi_own", state: "pending" }]);
    const emails = await app.ctx.db.select().from(emailOutbox);
    // One alert per payment reported (issue 19), not one per booking.
    expect(emails.map((e) => [e.kind, e.toAddress])).toEqual([
      [`staff-alert:mismatch:${"intentId" in differs ? differs.intentId : "pi_own"}`, app.ctx.site.email],
    ]);
    expect(emails[0]!.text).toMatch(reason);
    expect(emails[0]!.text).toContain("did not confirm the booking");

    // The hold still stands: the booking's own payment confirms it afterwards.
    expect(
      (await deliver(event("evt_right", "payment_intent.succeeded", booking.id, { intentId: "pi_own" }))).status,
    ).toBe(200);
    expect(await rowOf(booking.id)).toMatchObject({ status: "confirmed", needsRefund: true });
  });

  it("flags a second, different payment for an already confirmed booking", async () => {
    const booking = await pendingBooking();
    await deliver(event("evt_first", "payment_intent.succeeded", booking.id));
    await deliver(event("evt_second", "payment_intent.succeeded", booking.id, { intentId: "pi_another" }));
    expect(await rowOf(booking.id)).toMatchObject({ status: "confirmed", needsRefund: true });
    // Only the first payment is the booking's; the second is flagged, not recorded as paid.
    expect(await paymentsOf(app.ctx.db, booking.id)).toMatchObject([
      { providerRef: "pi_evt_first", state: "succeeded" },
    ]);
  });

  it.each([
    ["a malformed booking id", "not-a-uuid"],
    ["a booking id that is not a string", { id: 1 }],
    ["no booking id", undefined],
    ["an unknown booking id", "5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11"],
  ])("acknowledges a payment with %s (2xx, logged), never a 500 Stripe would retry", async (_case, bookingId) => {
    const booking = await pendingBooking();
    const response = await deliver(event("evt_stray", "payment_intent.succeeded", bookingId));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(await statusOf(booking.id)).toBe("pending");
    expect(log.entries().some((entry) => entry.level === 40 && entry.eventId === "evt_stray")).toBe(true);
    // Recorded as handled: a redelivery is a duplicate.
    expect(await (await deliver(event("evt_stray", "payment_intent.succeeded", bookingId))).json()).toMatchObject({
      duplicate: true,
    });
  });

  it("rejects a bad signature with 400 and changes nothing", async () => {
    const booking = await pendingBooking();
    const response = await deliver(event("evt_forged", "payment_intent.succeeded", booking.id), "whsec_wrong");
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "Invalid webhook signature" });
    expect(await statusOf(booking.id)).toBe("pending");
  });

  it("never confirms from the browser's say-so: the test provider's endpoint is off when Stripe is on", async () => {
    const booking = await pendingBooking();
    const response = await postJson(app, "/api/test-payments/confirm", {
      clientSecret: `pi_test_${booking.id}_secret_${"a".repeat(32)}`,
      cardNumber: "4242424242424242",
      expiry: "12/34",
      cvc: "123",
    });
    expect(response.status).toBe(404);
    expect(await statusOf(booking.id)).toBe("pending");
  });
});
