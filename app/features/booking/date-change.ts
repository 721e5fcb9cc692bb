// Changing a booking's date (issue 14), as pure rules: whether the customer may, which dates they may move to, and
// what the move does to the money. The server (date-change.server.ts) applies them under both dates' locks; staff
// moves skip the customer's limits (once, 8 days before) but not the seats.
import { daysBetween } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { BookingStatus } from "#db/schema";
import { REFUND_POLICY } from "./booking-policy";

export type DateChangeBooking = {
  status: BookingStatus;
  startDate: string;
  /** When the customer last changed the date themselves; staff moves leave it alone. */
  dateChangedAt: Date | string | null;
  /** The academy cancelled the booking's date: the learner may move, free, whatever the limits (issue 14). */
  dateCancelled?: boolean;
};

/** Why the customer may not change this booking's date now, or undefined when they may. */
export function dateChangeRefusal(booking: DateChangeBooking, today: string): string | undefined {
  if (booking.status !== "confirmed") return "Only a confirmed booking can change its date.";
  if (booking.dateCancelled) return undefined;
  if (booking.dateChangedAt) return "This booking's date has already been changed once: please call us.";
  if (daysBetween(today, booking.startDate) < REFUND_POLICY.dateChangeLastDays) {
    return `Dates can be changed up to ${REFUND_POLICY.dateChangeLastDays} days before the course starts: please call us.`;
  }
  return undefined;
}

export type TargetDate = { startDate: string; status: string; seatsLeft: number; isCurrent: boolean };

/** Why the booking may not move to this date (for customers and staff alike), or undefined. */
export function targetDateRefusal(target: TargetDate, today: string): string | undefined {
  if (target.isCurrent) return "The booking is already on this date.";
  if (target.startDate <= today) return "This date has already started or passed. Please choose another date.";
  if (target.status === "cancelled") return "This date has been cancelled. Please choose another date.";
  if (target.status !== "active" || target.seatsLeft <= 0) return "This date is fully booked";
  return undefined;
}

export type DateChangeMoney = {
  /** The booking's new price. */
  totalPrice: number;
  /** Pence to pay back now: paid beyond the new price. */
  refund: number;
  /** Pence more to pay than before the move (the balance grows by this). */
  extraOwed: number;
  /** In words, for the page, the timeline and the e-mail. */
  summary: string;
};

/** What moving to a date at `newPrice` does to the money: the price follows the date; paid beyond it goes back. */
export function dateChangeMoney(
  booking: { totalPrice: number; amountPaid: number },
  newPrice: number,
): DateChangeMoney {
  const difference = newPrice - booking.totalPrice;
  const owedBefore = Math.max(0, booking.totalPrice - booking.amountPaid);
  const owedAfter = Math.max(0, newPrice - booking.amountPaid);
  const refund = Math.max(0, booking.amountPaid - newPrice);
  const summary =
    difference === 0
      ? "Same price: nothing more to pay"
      : difference > 0
        ? `${formatPoundsExact(difference)} dearer: added to what you owe`
        : refund > 0
          ? `${formatPoundsExact(-difference)} cheaper: ${formatPoundsExact(refund)} refunded`
          : `${formatPoundsExact(-difference)} cheaper: taken off your balance`;
  return { totalPrice: newPrice, refund, extraOwed: Math.max(0, owedAfter - owedBefore), summary };
}
