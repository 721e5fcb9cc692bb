import Stripe from "stripe";
import type { Intent, IntentRequest, PaymentProvider } from "./payment-provider.server";

export function createStripeProvider(secretKey: string, publishableKey: string): PaymentProvider & { stripe: Stripe } {
  const stripe = new Stripe(secretKey, { maxNetworkRetries: 2, timeout: 20_000 });
  const toIntent = (intent: Stripe.PaymentIntent): Intent => ({
    id: intent.id,
    clientSecret: intent.client_secret ?? "",
    status: intent.status,
    amount: intent.amount,
  });
  return {
    name: "stripe",
    publishableKey,
    stripe,
    async createIntent(request: IntentRequest, existingIntentId: string | null) {
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
    },
  };
}
