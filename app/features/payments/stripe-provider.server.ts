import Stripe from "stripe";
import { HttpError } from "#app/shared/http-error";
import {
  InvalidWebhookSignature,
  type Intent,
  type IntentRequest,
  type PaymentProvider,
  type ProviderEvent,
} from "./payment-provider";

export const CARD_PAYMENTS_UNAVAILABLE = "Card payments are unavailable right now. Please try again in a few minutes.";

/** Where the Stripe API is; only tests point it elsewhere (a local stand-in for api.stripe.com). */
export type StripeApiAddress = { host: string; port: number; protocol: "http" | "https" };

export function createStripeProvider(
  secretKey: string,
  publishableKey: string,
  api?: StripeApiAddress,
  webhookSecret?: string,
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
        metadata: { bookingId: request.bookingId, paymentId: request.paymentId, reference: request.reference },
      },
      // One key per ledger row: a balance equal to the deposit, or a new attempt after a failed one, is a new intent.
      { idempotencyKey: `payment-${request.idempotencyKey}` },
    );
    return toIntent(intent);
  }
  function parseWebhook(raw: Buffer, signature: string): ProviderEvent | undefined {
    if (!webhookSecret) return undefined;
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(raw, signature, webhookSecret);
    } catch {
      throw new InvalidWebhookSignature();
    }
    if (event.type === "payment_intent.payment_failed") {
      return { id: event.id, type: "payment-failed", intentId: event.data.object.id };
    }
    if (event.type === "refund.updated" || event.type === "refund.created") {
      const refund = event.data.object;
      const status =
        refund.status === "succeeded"
          ? "succeeded"
          : refund.status === "failed" || refund.status === "canceled"
            ? "failed"
            : "pending";
      return { id: event.id, type: "refund-updated", refundId: refund.id, status };
    }
    if (event.type === "charge.refunded") {
      const charge = event.data.object;
      const intentId =
        typeof charge.payment_intent === "string" ? charge.payment_intent : (charge.payment_intent?.id ?? "");
      return { id: event.id, type: "charge-refunded", intentId, amountRefunded: charge.amount_refunded };
    }
    if (event.type !== "payment_intent.succeeded") return { id: event.id, type: "other", providerType: event.type };
    const intent = event.data.object;
    return {
      id: event.id,
      type: "payment-succeeded",
      intentId: intent.id,
      bookingId: intent.metadata?.bookingId,
      paymentId: intent.metadata?.paymentId,
      // Stripe always sends both; a malformed event still gets an answer, and is a mismatch.
      amount: Number.isInteger(intent.amount_received) ? intent.amount_received : -1,
      currency: typeof intent.currency === "string" ? intent.currency : "none",
    };
  }
  return {
    name: "stripe",
    publishableKey,
    stripe,
    parseWebhook,
    async cancelIntent(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
      } catch (error) {
        // Already succeeded, processing or cancelled: nothing left to close here.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === "payment_intent_unexpected_state"
        ) {
          return;
        }
        throw error;
      }
    },
    async refund(request) {
      const refund = await stripe.refunds.create(
        { payment_intent: request.providerRef, amount: request.amount },
        { idempotencyKey: `refund-${request.idempotencyKey}` },
      );
      return {
        id: refund.id,
        status: refund.status === "succeeded" ? "succeeded" : refund.status === "failed" ? "failed" : "pending",
      };
    },
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
