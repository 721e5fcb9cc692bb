// What every card payment provider does (decision 004). The providers import
// these types from here, and the factory that picks one (payment-provider.server.ts)
// imports the providers, so no import runs back.

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
