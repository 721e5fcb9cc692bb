// The booking policy's figures and its refund rule (issue 14), in one pure module used by the server (what a
// cancellation refunds) and by the policies page (what it promises), so the two can never disagree.
// Europe/London whole calendar days before the first day: 14 or more, everything refundable; 7 to 13, half (rounded
// down to the penny); 6 or fewer, or a no-show, nothing. A deposit booking keeps the deposit and the bands apply to
// what was paid beyond it. Cancelling within the cooling-off period (booking day = day 0, through day 14, before the
// course starts) or the academy cancelling returns everything, deposit included.
import { daysBetween } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { DEPOSIT_PENCE } from "./sale/payment-rules";

export const REFUND_POLICY = {
  fullRefundDays: 14,
  partRefundDays: 7,
  partRefundPercent: 50,
  coolingOffDays: 14,
  /** A customer may change their date once, free, up to and including this many days before the first day. */
  dateChangeLastDays: 8,
  /** A learner who did not pass retakes free once, on a date starting within this many months of the first day. */
  freeRetakeMonths: 6,
  /** An approved business may substitute a learner up to and including this many days before the first day. */
  substitutionLastDays: 7,
} as const;

/** The share of the refundable amount a cancellation this many whole days before the first day returns. */
export function refundPercentFor(daysBeforeStart: number): number {
  if (daysBeforeStart >= REFUND_POLICY.fullRefundDays) return 100;
  if (daysBeforeStart >= REFUND_POLICY.partRefundDays) return REFUND_POLICY.partRefundPercent;
  return 0;
}

export type CancellationCase = {
  paymentType: "deposit" | "full" | "invoice";
  /** Pence paid so far (the ledger's sum). */
  amountPaid: number;
  /** London dates. */
  bookedOn: string;
  firstDay: string;
  cancelledOn: string;
  by: "customer" | "academy";
  /** Seats the booking holds (issue 24): a group's deposit is £100 a learner. One when not given. */
  seats?: number;
  /** What the academy cancelled (issue 21): the whole date (the default) or this one booking. */
  academyCancelled?: "date" | "booking";
  noShow?: boolean;
};

export type RefundQuote = { amount: number; reason: string };

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

/** What a cancellation returns, and why, in words a customer can read. */
export function refundFor(booking: CancellationCase): RefundQuote {
  const paid = Math.max(0, booking.amountPaid);
  const everything = formatPoundsExact(paid);
  // A free retake, or a booking whose money has all been refunded already.
  if (paid === 0) return { amount: 0, reason: "Nothing has been paid for this booking, so there is nothing to refund" };
  if (booking.by === "academy") {
    const what = booking.academyCancelled === "booking" ? "your booking" : "the course";
    return { amount: paid, reason: `We cancelled ${what}: everything paid (${everything}) is refunded` };
  }
  const before = daysBetween(booking.cancelledOn, booking.firstDay);
  const sinceBooking = daysBetween(booking.bookedOn, booking.cancelledOn);
  if (!booking.noShow && before > 0 && sinceBooking <= REFUND_POLICY.coolingOffDays) {
    return {
      amount: paid,
      reason: `Cancelled within the ${REFUND_POLICY.coolingOffDays}-day cooling-off period: everything paid (${everything}) is refunded`,
    };
  }
  const deposit = booking.paymentType === "deposit" ? Math.min(paid, DEPOSIT_PENCE * (booking.seats ?? 1)) : 0;
  const refundable = paid - deposit;
  const base =
    booking.paymentType === "deposit" ? `${formatPoundsExact(refundable)} paid beyond the deposit` : everything;
  if (booking.noShow) return { amount: 0, reason: "Did not attend: no refund" };
  if (before < 0) return { amount: 0, reason: "Cancelled after the course started: no refund" };
  const percent = refundPercentFor(before);
  const when = before === 0 ? "Cancelled on the first day" : `Cancelled ${days(before)} before the start`;
  if (booking.paymentType === "deposit" && refundable === 0) {
    return { amount: 0, reason: `${when}: the ${formatPoundsExact(deposit)} deposit is non-refundable` };
  }
  if (percent === 0) return { amount: 0, reason: `${when}: no refund of ${base}` };
  const amount = Math.floor((refundable * percent) / 100);
  return { amount, reason: `${when}: ${percent === 100 ? "all" : `${percent}%`} of ${base}` };
}
