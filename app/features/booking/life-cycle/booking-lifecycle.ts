// The life of a booking (issue 13, decision 015): the only moves its status may make, as a pure table. The server's
// booking-lifecycle.server.ts applies them; nothing else writes a booking's status.
import type { BookingStatus } from "#db/schema";

export const TRANSITIONS = {
  /** The first payment arrived: the seat is the customer's (a lapsed hold too, if its seat is still free). */
  confirm: { from: ["pending", "expired"], to: "confirmed" },
  /** The 15-minute hold ran out unpaid. */
  expireHold: { from: ["pending"], to: "expired" },
  /** Someone offered a seat from the waiting list declined it, or staff took the offer back (issue 14). */
  declineOffer: { from: ["pending"], to: "expired" },
  /** The same customer started again on the same date: the new attempt takes the place of this hold. */
  replaceHold: { from: ["pending"], to: "expired" },
  /** Money came after the seat was gone: the booking is cancelled and the money must go back. */
  cancelLatePayment: { from: ["pending", "expired"], to: "cancelled" },
  /** The customer cancels from their booking page; the seat is freed at once and the policy's refund follows. */
  cancelByCustomer: { from: ["confirmed"], to: "cancelled" },
  /** The academy cancelled the date and the learner chose a refund, or had not chosen by the first day (issue 14). */
  cancelByAcademy: { from: ["confirmed"], to: "cancelled" },
  /** Staff cancel a booking; its seat is freed at once. */
  cancelByStaff: { from: ["pending", "confirmed"], to: "cancelled" },
  /** Staff release the seat of a booking whose balance is unpaid: cancelled, the deposit kept. */
  releaseUnpaid: { from: ["confirmed"], to: "cancelled" },
} as const satisfies Record<string, { from: readonly BookingStatus[]; to: BookingStatus }>;

export type Transition = keyof typeof TRANSITIONS;

const REFUSALS: Record<BookingStatus, string> = {
  pending: "This booking is not paid yet.",
  confirmed: "This booking is already confirmed.",
  expired: "This booking has expired: it holds no seat to release.",
  cancelled: "This booking is already cancelled.",
};

/** The status a transition leads to from this one, or why it may not happen. */
export function nextStatus(
  from: BookingStatus,
  transition: Transition,
): { ok: true; to: BookingStatus } | { ok: false; reason: string } {
  const rule = TRANSITIONS[transition];
  if ((rule.from as readonly BookingStatus[]).includes(from)) return { ok: true, to: rule.to };
  return { ok: false, reason: REFUSALS[from] };
}

/** The booking's state in words, as its customer reads it on the booking page. */
export function statusInWords(status: BookingStatus): string {
  return {
    pending: "Awaiting payment",
    confirmed: "Confirmed",
    expired: "Expired (not paid in time)",
    cancelled: "Cancelled",
  }[status];
}

export type MoneyState = "unpaid" | "deposit paid" | "part paid" | "paid in full";

/** What a booking's payments add up to, from what it holds (pence; money on its way back is not held). */
export function moneyStateOf(booking: { totalPrice: number; paymentAmount: number; amountHeld: number }): MoneyState {
  // A free retake costs nothing: there is nothing to pay.
  if (booking.totalPrice === 0) return "paid in full";
  if (booking.amountHeld <= 0) return "unpaid";
  if (booking.amountHeld >= booking.totalPrice) return "paid in full";
  return booking.amountHeld === booking.paymentAmount ? "deposit paid" : "part paid";
}
