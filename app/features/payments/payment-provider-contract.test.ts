// The payment provider contract (issue 12): the same behaviours asked of the
// Stripe provider, through the real SDK against an HTTP stand-in for
// api.stripe.com (test/support/stripe-http-mock.ts), and of the built-in test
// provider. Refunds and webhook parsing are not provider operations yet
// (decision 013); they join this table when they are.
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStripeHttpMock, type StripeHttpMock } from "#test/support/stripe-http-mock";
import type { IntentRequest, PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider.server";
import { createTestProvider } from "./test-provider.server";

let mock: StripeHttpMock;
beforeAll(async () => {
  mock = await startStripeHttpMock();
});
afterAll(() => mock.close());

const providers: { name: string; make: () => PaymentProvider }[] = [
  { name: "stripe", make: () => createStripeProvider("sk_test_contract", "pk_test_contract", mock.address) },
  { name: "test", make: () => createTestProvider(async () => "an-access-token") },
];

const requestFor = (amount: number): IntentRequest => ({
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

  it("makes one intent of a retried request, never a second charge", async () => {
    const provider = make();
    const request = requestFor(10_000);
    const [a, b] = await Promise.all([provider.createIntent(request, null), provider.createIntent(request, null)]);
    expect(b.id).toBe(a.id);
  });
});

describe("the stripe provider, as Stripe sees it", () => {
  it("asks for pounds sterling, names the booking in the metadata and sends an idempotency key per booking and amount", async () => {
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
      metadata: { bookingId: request.bookingId, reference: "TV-CONTRACT1" },
    });
    const create = mock.requests.find(
      (r) => r.method === "POST" && r.form.get("metadata[bookingId]") === request.bookingId,
    );
    expect(create?.idempotencyKey).toBe(`booking-${request.bookingId}-24900`);
  });

  it("makes a new intent when the amount changed", async () => {
    const provider = createStripeProvider("sk_test_contract", "pk_test_contract", mock.address);
    const request = requestFor(10_000);
    const deposit = await provider.createIntent(request, null);
    const full = await provider.createIntent({ ...request, amount: 24_900 }, deposit.id);
    expect(full.id).not.toBe(deposit.id);
    expect(full.amount).toBe(24_900);
  });
});
