import Stripe from "stripe";
import { HttpError } from "#app/shared/http-error";
import type { Intent, IntentRequest, PaymentProvider } from "./payment-provider";

export const CARD_PAYMENTS_UNAVAILABLE = "Card payments are unavailable right now. Please try again in a few minutes.";

/** Where the Stripe API is; only tests point it elsewhere (a local stand-in for api.stripe.com). */
export type StripeApiAddress = { host: string; port: number; protocol: "http" | "https" };

export function createStripeProvider(
  secretKey: string,
  publishableKey: string,
  api?: StripeApiAddress,
): PaymentProvider & { stripe: Stripe } {
  // A customer waits on these calls (issue 11): 10 s at most each, and no automatic retry of a timeout, which
  // would triple the wait. The SDK still retries a connection closed before an answer once; the idempotency key
  // below makes that, and the customer's own "try again", safe.
  const stripe = new Stripe(secretKey, { timeout: 10_000, maxNetworkRetries: 0, ...api });
  const toIntent = (intent: Stripe.PaymentIntent): Intent => ({
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status,
    amount: intent.amount,
  });
  async function createIntent(request: IntentRequest, existingIntentId: string | null) {
    if (existingIntentId) {
      const existing = await stripe.paymentIntents.retrieve(existingIntentId);
      if (existing.amount === request.amount && existing.status !== "canceled") return toIntent(existing);
    }
    // The idempotency key makes a retried or reloaded request return the same intent, never a second charge.
    const intent = await stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: "gbp",
        description: request.description,
        receipt_email: request.customerEmail,
        automatic_payment_methods: { enabled: true },
        metadata: { bookingId: request.bookingId, reference: request.reference },
      },
      { idempotencyKey: `booking-${request.bookingId}-${request.amount}` },
    );
    return toIntent(intent);
  }
  return {
    name: "stripe",
    publishableKey,
    stripe,
    async createIntent(request, existingIntentId) {
      try {
        return await createIntent(request, existingIntentId);
      } catch (error) {
        throw isStripeUnavailable(error)
          ? Object.assign(new HttpError(503, CARD_PAYMENTS_UNAVAILABLE), { cause: error })
          : error;
      }
    },
  };
}

/** Stripe could not be reached or timed out (security review F14), or answered with its own server error. */
function isStripeUnavailable(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeConnectionError) return true;
  return error instanceof Stripe.errors.StripeError && (error.statusCode ?? 0) >= 500;
}
