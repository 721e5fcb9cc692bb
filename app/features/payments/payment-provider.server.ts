// Card payments sit behind one small interface: Stripe or the built-in test
// provider (decision 004), as parseSettings chose (it refuses half-set keys).
import type { Settings } from "#app/shared/settings.server";
import { createStripeProvider } from "./stripe-provider.server";
import { createTestProvider } from "./test-provider.server";

export type IntentRequest = {
  bookingId: string;
  reference: string;
  amount: number;
  description: string;
  customerEmail: string;
};

export type Intent = { id: string; clientSecret: string; status: string; amount: number };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Public key for the browser (Stripe only). */
  readonly publishableKey?: string;
  /** Creates the intent, or returns the one this booking already has. */
  createIntent(request: IntentRequest, existingIntentId: string | null): Promise<Intent>;
}

export function createPaymentProvider(
  settings: Settings,
  tokenFor: (bookingId: string) => Promise<string | undefined>,
): PaymentProvider {
  if (settings.payments === "stripe" && settings.STRIPE_SECRET_KEY && settings.STRIPE_PUBLISHABLE_KEY) {
    return createStripeProvider(settings.STRIPE_SECRET_KEY, settings.STRIPE_PUBLISHABLE_KEY);
  }
  return createTestProvider(tokenFor);
}
