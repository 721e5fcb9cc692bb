// The payment provider contract (issue 12): the same behaviours asked of the
// Stripe provider, through the real SDK against an HTTP stand-in for
// api.stripe.com (test/support/stripe-http-mock.ts), and of the built-in test
// provider. Refunds and webhook parsing are not provider operations yet
// (decision 013); they join this table when they are.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeHttpMock, type StripeHttpMock } from "#test/support/stripe-http-mock";
import type { IntentRequest, PaymentProvider } from "./payment-provider";
import Stripe from "stripe";
import { createStripeProvider } from "./stripe-provider.server";
import { InvalidWebhookSignature } from "./payment-provider";
import { createTestProvider } from "./test-provider.server";

let mock: StripeHttpMock;
beforeAll(async () => {
  mock = await startStripeHttpMock();
});
afterAll(() => mock.close());

const providers: { name: string; make: () => PaymentProvider }[] = [
  { name: "stripe", make: () => createStripeProvider("sk_test_contract", "pk_test_contract", mock.address) },
  { name: "test", make: () => createTestProvider(async (paymentId) => keys.get(paymentId)) },
];

// Each request stands for a ledger row: its id and its own idempotency key (decision 015).
const keys = new Map<string, string>();
const newPayment = () => {
  const payment = { paymentId: randomUUID(), idempotencyKey: randomUUID() };
  keys.set(payment.paymentId, payment.idempotencyKey);
  return payment;
};
const requestFor = (amount: number): IntentRequest => ({
  ...newPayment(),
  bookingId: randomUUID(),
  reference: "TV-CONTRACT1",
  amount,
  description: "Door Supervisor — 2027-01-18",
  customerEmail: "jo@example.com",
});

describe.each(providers)("the $name provider", ({ name, make }) => {
  it("names itself", () => {
    expect(make().name).toBe(name);
  });

  it("creates an intent for the amount in pence, with an id and a client secret for the browser", async () => {
    const intent = await make().createIntent(requestFor(24_900), null);
    expect(intent.amount).toBe(24_900);
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientSecret).toContain(`${intent.id}_secret_`);
    expect(intent.status).toBe("requires_payment_method");
  });

  it("gives the booking's intent back when asked again for the same amount", async () => {
    const provider = make();
    const request = requestFor(10_000);
    const first = await provider.createIntent(request, null);
    const again = await provider.createIntent(request, first.id);
    expect(again).toEqual(first);
  });

  it("refunds part of a payment, settled or on its way", async () => {
    const provider = make();
    const intent = await provider.createIntent(requestFor(24_900), null);
    const refund = await provider.refund({ providerRef: intent.id, amount: 12_450, idempotencyKey: randomUUID() });
    expect(refund.id).toMatch(/^re_/);
    expect(["pending", "succeeded"]).toContain(refund.status);
  });

  it("makes one intent of a retried request, never a second charge", async () => {
    const provider = make();
    const request = requestFor(10_000);
    const [a, b] = await Promise.all([provider.createIntent(request, null), provider.createIntent(request, null)]);
    expect(b.id).toBe(a.id);
  });
});

describe("the stripe provider, as Stripe sees it", () => {
  it("asks for pounds sterling, names the booking and payment in the metadata and sends the payment's idempotency key", async () => {
    const request = requestFor(24_900);
    const intent = await createStripeProvider("sk_test_contract", "pk_test_contract", mock.address).createIntent(
      request,
      null,
    );
    const stored = mock.intents.get(intent.id)!;
    expect(stored).toMatchObject({
      amount: 24_900,
      currency: "gbp",
      receipt_email: "jo@example.com",
      metadata: { bookingId: request.bookingId, paymentId: request.paymentId, reference: "TV-CONTRACT1" },
    });
    const create = mock.requests.find(
      (r) => r.method === "POST" && r.form.get("metadata[bookingId]") === request.bookingId,
    );
    expect(create?.idempotencyKey).toBe(`payment-${request.idempotencyKey}`);
  });

  it("makes a new intent when the amount changed", async () => {
    const provider = createStripeProvider("sk_test_contract", "pk_test_contract", mock.address);
    const request = requestFor(10_000);
    const deposit = await provider.createIntent(request, null);
    const full = await provider.createIntent({ ...request, ...newPayment(), amount: 24_900 }, deposit.id);
    expect(full.id).not.toBe(deposit.id);
    expect(full.amount).toBe(24_900);
  });

  it("sends a refund's own idempotency key, so a retried refund is the same refund", async () => {
    const provider = createStripeProvider("sk_test_contract", "pk_test_contract", mock.address);
    const intent = await provider.createIntent(requestFor(24_900), null);
    const key = randomUUID();
    await provider.refund({ providerRef: intent.id, amount: 100, idempotencyKey: key });
    const sent = mock.requests.find((r) => r.method === "POST" && r.form.get("payment_intent") === intent.id);
    expect(sent?.idempotencyKey).toBe(`refund-${key}`);
    expect(sent?.form.get("amount")).toBe("100");
  });

  it("verifies webhooks with the webhook secret, and takes none without it", async () => {
    const secret = "whsec_contract";
    const provider = createStripeProvider("sk_test_contract", "pk_test_contract", mock.address, secret);
    const payload = JSON.stringify({
      id: "evt_contract",
      object: "event",
      type: "payment_intent.succeeded",
      data: {
        object: {
          id: "pi_1",
          object: "payment_intent",
          amount_received: 100,
          currency: "gbp",
          metadata: { bookingId: "b", paymentId: "p" },
        },
      },
    });
    const signature = new Stripe("sk_test_dummy").webhooks.generateTestHeaderString({ payload, secret });
    expect(provider.parseWebhook(Buffer.from(payload), signature)).toEqual({
      id: "evt_contract",
      type: "payment-succeeded",
      intentId: "pi_1",
      bookingId: "b",
      paymentId: "p",
      amount: 100,
      currency: "gbp",
    });
    expect(() => provider.parseWebhook(Buffer.from(payload), "t=1,v1=forged")).toThrow(InvalidWebhookSignature);
    expect(
      createStripeProvider("sk", "pk", mock.address).parseWebhook(Buffer.from(payload), signature),
    ).toBeUndefined();
    expect(createTestProvider(async () => undefined).parseWebhook(Buffer.from(payload), signature)).toBeUndefined();
  });

  it("makes a new intent for a new payment of the same amount (a balance equal to the deposit)", async () => {
    const provider = createStripeProvider("sk_test_contract", "pk_test_contract", mock.address);
    const request = requestFor(10_000);
    const deposit = await provider.createIntent(request, null);
    const balance = await provider.createIntent({ ...request, ...newPayment() }, null);
    expect(balance.id).not.toBe(deposit.id);
  });
});
