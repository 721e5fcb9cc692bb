// Rules staff edits must keep, as pure functions (the stores apply them under locks).
import type { FieldErrors } from "#app/shared/http-error";
import { SEATS_BELOW_TAKEN } from "./schema";

export type CapacityCheck = {
  maxSeats: number;
  /** Offline seats after the edit (the form's bookedSeats). */
  offlineSeats: number;
  /** Offline seats before the edit. */
  previousOfflineSeats: number;
  /** Confirmed bookings plus unexpired holds (decision 003). */
  onlineSeats: number;
};

/** A date may not offer fewer seats than are taken, counting the edit's own offline seats. */
export function capacityErrors(check: CapacityCheck): FieldErrors | undefined {
  const taken = check.offlineSeats + check.onlineSeats;
  if (check.maxSeats >= taken) return undefined;
  const errors: FieldErrors = { maxSeats: [SEATS_BELOW_TAKEN(taken)] };
  if (check.offlineSeats > check.previousOfflineSeats) {
    const free = Math.max(0, check.maxSeats - check.onlineSeats);
    errors.bookedSeats = [`Only ${free} seat${free === 1 ? "" : "s"} can be booked offline`];
  }
  return errors;
}

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
