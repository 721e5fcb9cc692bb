// SPEC §4 and §9: who may pay a £100 deposit and who must pay in full.
import { daysBetween } from "#app/shared/dates";

export const DEPOSIT_PENCE = 10_000;
/** A deposit is offered only on courses priced above £150. */
export const DEPOSIT_PRICE_THRESHOLD_PENCE = 15_000;
/** Within this many days of the start, full payment is required. */
export const FULL_PAYMENT_WINDOW_DAYS = 7;

export type PaymentType = "deposit" | "full";

export type PaymentOptions = {
  options: PaymentType[];
  reason: "within-7-days" | "deposit-available" | "full-only";
  message: string;
};

export const PAYMENT_MESSAGES = {
  "within-7-days": "As this course is within 7 days, full payment is required immediately.",
  "deposit-available":
    "A non-refundable deposit of £100 is required to secure your booking. The remaining balance must be paid 7 days before the course start date.",
  "full-only": "Full payment is required to secure your booking.",
} as const;

export const DEPOSIT_BOX_TEXT =
  "£100 non-refundable deposit required to secure your place. Remaining balance due 7 days before course start.";

/** Whether a course of this price offers a deposit at all (dates far enough away). */
export function priceAllowsDeposit(pricePence: number): boolean {
  return pricePence > DEPOSIT_PRICE_THRESHOLD_PENCE;
}

/**
 * Payment options for a course date. "Within 7 days" counts whole London
 * calendar days from today to the start: a course starting 7 or fewer days
 * away (the spec's "days rounded up, 7 or fewer") is full payment only.
 */
export function computePaymentOptions(pricePence: number, startDate: string, today: string): PaymentOptions {
  const reason =
    daysBetween(today, startDate) <= FULL_PAYMENT_WINDOW_DAYS
      ? "within-7-days"
      : priceAllowsDeposit(pricePence)
        ? "deposit-available"
        : "full-only";
  return {
    options: reason === "deposit-available" ? ["deposit", "full"] : ["full"],
    reason,
    message: PAYMENT_MESSAGES[reason],
  };
}

/** What is charged now for a payment type. */
export function amountDueNow(pricePence: number, paymentType: PaymentType): number {
  return paymentType === "deposit" ? DEPOSIT_PENCE : pricePence;
}
