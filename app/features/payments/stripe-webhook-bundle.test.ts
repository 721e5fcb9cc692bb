// Stripe's signed events for a first-aid bundle's one PaymentIntent (decision 026): the intent's rows (one per
// booking, as start-card-payment opens them) are settled together by payment_intent.succeeded, failed together by
// payment_intent.payment_failed, and the intent's refunded total settles either booking's refund.
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { bookings, payments } from "#db/schema";
import { COURSE_PRICE, EFAW_PRICE, postBundleBooking, type BundleAnswer } from "#test/support/first-aid-bundle-scene";
import { startTestApp, stripeTestEnv, type TestApp } from "#test/support/test-app";
import { useTestDatabase } from "#test/support/test-database";

const WEBHOOK_SECRET = "whsec_test_secret_for_bundles";
// Signed with the SDK's own test-header helper: no network is involved.
const stripe = new Stripe("sk_test_dummy");
const INTENT = "pi_bundle_test";

let app: TestApp;
let bundle: BundleAnswer;
beforeAll(async () => {
  app = await startTestApp({ env: stripeTestEnv(WEBHOOK_SECRET) });
});
afterAll(() => app.close());
beforeEach(async () => {
  await useTestDatabase();
  const response = await postBundleBooking(app);
  bundle = (await response.json()) as BundleAnswer;
  // The rows start-card-payment opens for a bundle: one per booking, both naming the one intent (Stripe itself is not
  // called in these tests).
  await app.ctx.db.insert(payments).values([
    { bookingId: bundle.id, kind: "full", amount: COURSE_PRICE, provider: "stripe", providerRef: INTENT },
    { bookingId: bundle.firstAidBooking.id, kind: "full", amount: EFAW_PRICE, provider: "stripe", providerRef: INTENT },
  ]);
});

function deliver(id: string, type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({ id, object: "event", type, data: { object } });
  const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return app.fetch("/api/webhooks/stripe", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": signature },
    body: payload,
  });
}
const succeeded = (amount: number) =>
  deliver("evt_bundle_paid", "payment_intent.succeeded", {
    id: INTENT,
    object: "payment_intent",
    amount,
    amount_received: amount,
    currency: "gbp",
    metadata: { bookingId: bundle.id },
  });
const statusOf = async (id: string) => (await app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;
const rowsOf = () => app.ctx.db.select().from(payments).where(eq(payments.providerRef, INTENT));

describe("Stripe events for a first-aid bundle's one PaymentIntent", () => {
  it("payment_intent.succeeded for the sum confirms both bookings, each on its own row", async () => {
    expect((await succeeded(COURSE_PRICE + EFAW_PRICE)).status).toBe(200);
    expect(await statusOf(bundle.id)).toBe("confirmed");
    expect(await statusOf(bundle.firstAidBooking.id)).toBe("confirmed");
    expect((await rowsOf()).map((row) => row.state)).toEqual(["succeeded", "succeeded"]);
  });

  it("payment_intent.succeeded for less than the sum confirms neither", async () => {
    expect((await succeeded(COURSE_PRICE)).status).toBe(200);
    expect(await statusOf(bundle.id)).toBe("pending");
    expect(await statusOf(bundle.firstAidBooking.id)).toBe("pending");
    expect((await rowsOf()).map((row) => row.state)).toEqual(["pending", "pending"]);
  });

  it("payment_intent.payment_failed fails both rows", async () => {
    const failed = await deliver("evt_bundle_failed", "payment_intent.payment_failed", {
      id: INTENT,
      object: "payment_intent",
    });
    expect(failed.status).toBe(200);
    expect((await rowsOf()).map((row) => row.state)).toEqual(["failed", "failed"]);
  });

  it("charge.refunded with the intent's refunded total settles the EFAW booking's refund", async () => {
    await succeeded(COURSE_PRICE + EFAW_PRICE);
    const efawRow = (await rowsOf()).find((row) => row.bookingId === bundle.firstAidBooking.id)!;
    const [refund] = await app.ctx.db
      .insert(payments)
      .values({
        bookingId: bundle.firstAidBooking.id,
        kind: "refund",
        amount: EFAW_PRICE,
        provider: "stripe",
        refundOf: efawRow.id,
        sentAt: new Date(),
      })
      .returning();
    const refunded = await deliver("evt_bundle_refunded", "charge.refunded", {
      id: "ch_bundle",
      object: "charge",
      payment_intent: INTENT,
      amount_refunded: EFAW_PRICE,
    });
    expect(refunded.status).toBe(200);
    const [after] = await app.ctx.db.select().from(payments).where(eq(payments.id, refund!.id));
    expect(after!.state).toBe("succeeded");
    expect(await statusOf(bundle.id)).toBe("confirmed");
  });
});
