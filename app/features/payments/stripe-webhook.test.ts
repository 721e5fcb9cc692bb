import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, emailOutbox } from "../../../db/schema";
import { bookingScene, customer, type BookingScene } from "../../../test/support/booking-fixtures";
import { postJson, startTestApp, type TestApp } from "../../../test/support/test-app";
import { useTestDatabase } from "../../../test/support/test-database";

const WEBHOOK_SECRET = "whsec_test_secret_for_signatures";
// Signed with the SDK's own test-header helper: no network is involved.
const stripe = new Stripe("sk_test_dummy");

let app: TestApp;
let scene: BookingScene;
beforeAll(async () => {
  app = await startTestApp({
    env: {
      STRIPE_SECRET_KEY: "sk_test_dummy",
      STRIPE_PUBLISHABLE_KEY: "pk_test_dummy",
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    },
  });
});
afterAll(() => app.close());
beforeEach(async () => {
  await useTestDatabase();
  scene = await bookingScene(app.ctx.db);
});

async function pendingBooking() {
  const response = await postJson(app, "/api/bookings", {
    courseId: scene.course.id,
    availableDateId: scene.farDate.id,
    userDetails: customer,
    paymentType: "full",
    paymentAmount: 24_900,
  });
  return (await response.json()) as { id: string };
}

function event(id: string, type: string, bookingId: string, amount = 24_900) {
  return JSON.stringify({
    id,
    object: "event",
    type,
    data: {
      object: { id: `pi_${id}`, object: "payment_intent", amount, amount_received: amount, metadata: { bookingId } },
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

const statusOf = async (id: string) => (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

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

  it("keeps a confirmed booking confirmed when a stale failure arrives afterwards", async () => {
    const booking = await pendingBooking();
    await deliver(event("evt_ok", "payment_intent.succeeded", booking.id));
    await deliver(event("evt_late_fail", "payment_intent.payment_failed", booking.id));
    expect(await statusOf(booking.id)).toBe("confirmed");
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
