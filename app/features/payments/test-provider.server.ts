// The built-in payment provider used when no Stripe keys are set. It charges
// nothing; its card numbers follow Stripe's test cards so the flows match.
import { createHash, timingSafeEqual } from "node:crypto";
import type { Intent, IntentRequest, PaymentProvider } from "./payment-provider";

/** The intent id and client secret derive from the ledger row; the secret also from its random idempotency key. */
function secretFor(paymentId: string, idempotencyKey: string): string {
  return createHash("sha256").update(`test-intent:${paymentId}:${idempotencyKey}`).digest("base64url").slice(0, 32);
}

export const testIntentId = (paymentId: string) => `pi_test_${paymentId}`;

export function createTestProvider(keyOf: (paymentId: string) => Promise<string | undefined>): PaymentProvider & {
  verifyClientSecret(clientSecret: string): Promise<{ intentId: string; paymentId: string } | undefined>;
} {
  return {
    name: "test",
    async createIntent(request: IntentRequest): Promise<Intent> {
      const id = testIntentId(request.paymentId);
      return {
        id,
        clientSecret: `${id}_secret_${secretFor(request.paymentId, request.idempotencyKey)}`,
        status: "requires_payment_method",
        amount: request.amount,
      };
    },
    // Nothing to close: the test card endpoint refuses a client secret whose ledger row is no longer open.
    async cancelIntent() {},
    // The test provider settles a refund at once (issue 14 times it through the job runner) and takes no webhooks.
    async refund(request) {
      return { id: `re_test_${request.idempotencyKey}`, status: "succeeded" };
    },
    parseWebhook: () => undefined,
    async verifyClientSecret(clientSecret) {
      const match = /^pi_test_([0-9a-f-]{36})_secret_([\w-]{32})$/.exec(clientSecret);
      if (!match) return undefined;
      const [, paymentId, given] = match as unknown as [string, string, string];
      const key = await keyOf(paymentId);
      if (!key) return undefined;
      const expected = Buffer.from(secretFor(paymentId, key));
      const actual = Buffer.from(given);
      if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
      return { intentId: testIntentId(paymentId), paymentId };
    },
  };
}

export type TestCardOutcome =
  | { ok: true }
  | {
      ok: false;
      code: "card_declined" | "insufficient_funds" | "incorrect_number" | "expired_card" | "incomplete_cvc";
      message: string;
    };

/** Stripe's test cards: 4242… succeeds, 4000 0000 0000 0002 is declined, …9995 has insufficient funds. */
export function testCardOutcome(
  card: { number: string; expiry: string; cvc: string },
  today: Date = new Date(),
): TestCardOutcome {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, code: "incorrect_number", message: "Your card number is invalid." };
  }
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = expiry ? Number(expiry[1]) : 0;
  const year = expiry ? 2000 + Number(expiry[2]) : 0;
  const thisMonth = today.getUTCFullYear() * 12 + today.getUTCMonth() + 1;
  if (!expiry || month < 1 || month > 12 || year * 12 + month < thisMonth) {
    return { ok: false, code: "expired_card", message: "Your card's expiration date is invalid or in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { ok: false, code: "incomplete_cvc", message: "Your card's security code is incomplete." };
  }
  if (digits === "4000000000009995") {
    return { ok: false, code: "insufficient_funds", message: "Your card has insufficient funds." };
  }
  if (digits !== "4242424242424242") return { ok: false, code: "card_declined", message: "Your card was declined." };
  return { ok: true };
}

function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}
