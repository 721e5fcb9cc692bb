// What staff may do to a booking, as pure functions (the store applies them under locks).
import type { BookingStatus } from "#db/schema";
import { formatPoundsExact } from "#app/shared/money";
import { nextStatus } from "../life-cycle/booking-lifecycle";

export type BookingState = {
  status: string;
  paymentType: string;
  balanceDue: number;
};

/** Why a booking cannot be cancelled by staff, or undefined when it can: the life cycle's own rule. */
export function cancellationRefusal(booking: Pick<BookingState, "status">): string | undefined {
  const next = nextStatus(booking.status as BookingStatus, "cancelByStaff");
  return next.ok ? undefined : next.reason;
}

/** Why staff cannot record a payment towards a booking's balance, or undefined when they can. */
export function balancePaymentRefusal(booking: BookingState): string | undefined {
  if (booking.status !== "confirmed") return "Only a confirmed booking's balance can be paid.";
  // Issue 24: its money is its invoice's, paid against the invoice under Documents, so the invoice shows it paid and
  // its reminders stop; the balance's own actions (reminder, due date, release) are not for it.
  if (booking.paymentType === "invoice") {
    return "This booking is paid by invoice: record the bank transfer against its invoice, under Documents.";
  }
  if (booking.balanceDue <= 0) return "This booking is paid in full: there is nothing more to pay.";
  return undefined;
}

/** Why a payment of `amount` pence is more than the booking owes, if it is. */
export function overpaymentRefusal(booking: Pick<BookingState, "balanceDue">, amount: number): string | undefined {
  if (amount <= booking.balanceDue) return undefined;
  return `That is more than the ${formatPoundsExact(booking.balanceDue)} still owed.`;
}
