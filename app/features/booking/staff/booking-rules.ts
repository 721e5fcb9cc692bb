// What staff may do to a booking, as pure functions (the store applies them under locks).

export type BookingState = {
  status: string;
  paymentType: string;
  balanceDue: number;
};

/** Why a booking cannot be cancelled by staff, or undefined when it can. Only a live booking holds a seat. */
export function cancellationRefusal(booking: Pick<BookingState, "status">): string | undefined {
  if (booking.status === "pending" || booking.status === "confirmed") return undefined;
  if (booking.status === "cancelled") return "This booking is already cancelled.";
  return "This booking has expired: it holds no seat to release.";
}

/** Why a booking's balance cannot be marked as paid, or undefined when it can. */
export function balancePaymentRefusal(booking: BookingState): string | undefined {
  if (booking.paymentType !== "deposit") return "Only deposit bookings have a balance to pay.";
  if (booking.status !== "confirmed") return "Only a confirmed booking's balance can be marked as paid.";
  if (booking.balanceDue === 0) return "The balance of this booking has already been paid.";
  return undefined;
}
