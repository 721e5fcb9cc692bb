// What every card payment provider does (decision 004). The providers import
// these types from here, and the factory that picks one (payment-provider.server.ts)
// imports the providers, so no import runs back.

export type IntentRequest = {
  /** The ledger row this intent pays (decision 015): its id and idempotency key make the intent its own. */
  paymentId: string;
  idempotencyKey: string;
  bookingId: string;
  reference: string;
  amount: number;
  description: string;
  customerEmail: string;
};

export type Intent = { id: string; clientSecret: string; status: string; amount: number };

/** A provider's event, in the site's terms: what the webhook handler needs, whoever sent it. */
export type ProviderEvent =
  | {
      id: string;
      type: "payment-succeeded";
      intentId: string;
      /** The metadata as the provider sent it: untrusted until checked against the ledger. */
      bookingId: unknown;
      paymentId: unknown;
      /** Minor units received, or -1 when the event did not say. */
      amount: number;
      currency: string;
    }
  /** A payment attempt failed (a declined card): its ledger row is marked failed. */
  | { id: string; type: "payment-failed"; intentId: string }
  /** A refund settled or failed. */
  | { id: string; type: "refund-updated"; refundId: string; status: "pending" | "succeeded" | "failed" }
  /** A payment's refunds so far, in minor units (Stripe's charge.refunded). */
  | { id: string; type: "charge-refunded"; intentId: string; amountRefunded: number }
  | { id: string; type: "other"; providerType: string };

export type RefundRequest = { providerRef: string; amount: number; idempotencyKey: string };
export type Refund = { id: string; status: "pending" | "succeeded" | "failed" };

export interface PaymentProvider {
  readonly name: "stripe" | "test";
  /** Public key for the browser (Stripe only). */
  readonly publishableKey?: string;
  /** Creates the intent, or returns the one this payment already has. */
  createIntent(request: IntentRequest, existingIntentId: string | null): Promise<Intent>;
  /**
   * Closes an intent nobody should pay any more (issue 19): a newer attempt replaced it, staff took the money another
   * way, the price or date changed, or the booking was cancelled. An intent already paid or closed is left as it is
   * (its money, if any, arrives as a payment on a closed attempt and goes back).
   */
  cancelIntent(intentId: string): Promise<void>;
  /** Gives money back on a payment (issue 14 uses it); the key makes a retry the same refund. */
  refund(request: RefundRequest): Promise<Refund>;
  /**
   * The event in a webhook's raw body, once its signature is verified; undefined when this provider takes no
   * webhooks. Throws InvalidWebhookSignature when the signature does not match.
   */
  parseWebhook(raw: Buffer, signature: string): ProviderEvent | undefined;
}

export class InvalidWebhookSignature extends Error {
  constructor() {
    super("Invalid webhook signature");
  }
}
