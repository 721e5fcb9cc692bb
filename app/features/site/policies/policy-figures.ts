// The figures the policies promise (SPEC §9). The policy text is written from
// these, so a change here changes every sentence that quotes it.
import {
  DEPOSIT_PENCE,
  DEPOSIT_PRICE_THRESHOLD_PENCE,
  FULL_PAYMENT_WINDOW_DAYS,
} from "#app/features/booking/payment-rules";
import { formatPounds } from "#app/shared/money";

export const POLICY_FIGURES = {
  deposit: formatPounds(DEPOSIT_PENCE),
  depositPriceThreshold: formatPounds(DEPOSIT_PRICE_THRESHOLD_PENCE),
  balanceDueDays: FULL_PAYMENT_WINDOW_DAYS,
  resultsWorkingDays: "5-7",
  groupDiscountMinLearners: 5,
  invoiceTermsDays: 30,
  fullRefundDays: 14,
  partRefundDays: 7,
  partRefundPercent: 50,
  freeRetakeMonths: 6,
  complaintRaiseWorkingDays: 10,
  complaintAcknowledgeWorkingDays: 2,
  complaintResolveWorkingDays: 15,
  appealWorkingDays: 10,
} as const;

/** When the policies were last reviewed. */
export const POLICIES_LAST_UPDATED = "2026-11-22";

/**
 * The share of the refundable amount returned when a learner cancels a given
 * number of whole days before the start: in full up to 14 days before, half
 * from 14 to 7 days before, nothing within 7 days.
 */
export function refundPercentFor(daysBeforeStart: number): number {
  if (daysBeforeStart >= POLICY_FIGURES.fullRefundDays) return 100;
  if (daysBeforeStart >= POLICY_FIGURES.partRefundDays) return POLICY_FIGURES.partRefundPercent;
  return 0;
}
