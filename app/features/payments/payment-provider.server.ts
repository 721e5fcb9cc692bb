// Card payments sit behind one small interface (payment-provider.ts): Stripe or the built-in test provider
// (decision 004), as parseSettings chose (it refuses half-set keys).
import type { Settings } from "#app/shared/settings.server";
import type { PaymentProvider } from "./payment-provider";
import { createStripeProvider } from "./stripe-provider.server";
import { createTestProvider } from "./test-provider.server";

export function createPaymentProvider(
  settings: Settings,
  /** The test provider's way to a payment's idempotency key, from which it derives the client secret. */
  keyOf: (paymentId: string) => Promise<string | undefined>,
): PaymentProvider {
  if (settings.payments === "stripe" && settings.STRIPE_SECRET_KEY && settings.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider(
      settings.STRIPE_SECRET_KEY,
      settings.STRIPE_PUBLISHABLE_KEY,
      undefined,
      settings.STRIPE_WEBHOOK_SECRET,
    );
  }
  return createTestProvider(keyOf);
}
