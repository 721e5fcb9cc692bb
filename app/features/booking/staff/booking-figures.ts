// How a booking's money and state read in the Bookings table, as pure functions.
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { balancePaymentRefusal, cancellationRefusal } from "./booking-rules";
import { heldRefundRefusal } from "#app/features/payments/money-rules";
import type { AdminBookingRow } from "./staff-schema";
import type { BadgeTone } from "#app/shared/staff/status-badge";

type Money = Pick<AdminBookingRow, "status" | "amountPaid"> & {
  /** Known on the detail view: a cancelled booking that was never confirmed was never paid. */
  confirmedAt?: string | null;
};

/** What the customer has paid so far, as text. */
export function amountPaidText(booking: Money): string {
  if (booking.status === "pending") return "Awaiting payment";
  if (booking.status === "expired") return "Not paid";
  if (booking.status === "cancelled" && booking.confirmedAt === null) return "Not paid";
  return formatPoundsExact(booking.amountPaid);
}

/** The balance still owed on a live booking, with its due date. */
export function balanceText(
  booking: Pick<AdminBookingRow, "status" | "balanceDue" | "balanceDueDate" | "balancePaidAt">,
): { amount: string; note?: string } {
  if (booking.status === "cancelled" || booking.status === "expired") return { amount: "N/A" };
  if (booking.balancePaidAt) return { amount: formatPoundsExact(0), note: "Balance paid" };
  if (booking.balanceDue <= 0) return { amount: formatPoundsExact(0) };
  return {
    amount: formatPoundsExact(booking.balanceDue),
    note: booking.balanceDueDate ? `Due by ${formatDate(booking.balanceDueDate)}` : undefined,
  };
}

export const BOOKING_STATUS_TONES: Record<AdminBookingRow["status"], BadgeTone> = {
  confirmed: "positive",
  pending: "warning",
  cancelled: "danger",
  expired: "muted",
};

/** Paid (or to be paid) through the built-in test provider: no real money changed hands (issue 11). */
export const isTestPayment = (booking: Pick<AdminBookingRow, "paymentProvider">) => booking.paymentProvider === "test";

const PAYMENT_TYPE_TEXT: Record<AdminBookingRow["paymentType"], string> = {
  deposit: "Deposit",
  full: "Full",
  // Booked on a business account (issue 24): paid by its invoice, not by card.
  invoice: "Invoice",
};

export const paymentTypeText = (type: AdminBookingRow["paymentType"]) => PAYMENT_TYPE_TEXT[type];

/** The server's own rules decide which actions the detail view offers. */
export const canCancel = (booking: Pick<AdminBookingRow, "status">) => !cancellationRefusal(booking);
/** Money a cancelled booking still holds, which staff may refund in full (paid after its seat had gone, or kept). */
export const canRefundHeld = (booking: { status: string; refundable: number }) =>
  !heldRefundRefusal(booking, booking.refundable);
export const canMarkBalancePaid = (booking: Pick<AdminBookingRow, "status" | "paymentType" | "balanceDue">) =>
  !balancePaymentRefusal(booking);
