// The figures the policies promise (SPEC §9). The policy text is written from
// these, so a change here changes every sentence that quotes it; the refund
// figures are the booking policy's own (booking-policy.ts), which the server
// applies to a cancellation.
import {
  DEPOSIT_PENCE,
  DEPOSIT_PRICE_THRESHOLD_PENCE,
  FULL_PAYMENT_WINDOW_DAYS,
} from "#app/features/booking/sale/payment-rules";
import { REFUND_POLICY } from "#app/features/booking/booking-policy";
import { formatPounds } from "#app/shared/money";

export const POLICY_FIGURES = {
  deposit: formatPounds(DEPOSIT_PENCE),
  depositPriceThreshold: formatPounds(DEPOSIT_PRICE_THRESHOLD_PENCE),
  balanceDueDays: FULL_PAYMENT_WINDOW_DAYS,
  resultsWorkingDays: "5-7",
  groupDiscountMinLearners: 5,
  invoiceTermsDays: 30,
  fullRefundDays: REFUND_POLICY.fullRefundDays,
  partRefundDays: REFUND_POLICY.partRefundDays,
  partRefundPercent: REFUND_POLICY.partRefundPercent,
  coolingOffDays: REFUND_POLICY.coolingOffDays,
  freeRetakeMonths: REFUND_POLICY.freeRetakeMonths,
  dateChangeLastDays: REFUND_POLICY.dateChangeLastDays,
  substitutionLastDays: REFUND_POLICY.substitutionLastDays,
  complaintRaiseWorkingDays: 10,
  complaintAcknowledgeWorkingDays: 2,
  complaintResolveWorkingDays: 15,
  appealWorkingDays: 10,
} as const;

/** When the policies were last reviewed. */
export const POLICIES_LAST_UPDATED = "2026-11-22";
