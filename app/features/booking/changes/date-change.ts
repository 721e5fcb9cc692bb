// Changing a booking's date (issue 14), as pure rules: whether the customer may, which dates they may move to, and
// what the move does to the money. The server (date-change.server.ts) applies them under both dates' locks; staff
// moves skip the customer's limits (once, 8 days before) but not the seats.
import { daysBetween } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { BookingStatus } from "#db/schema";
import { REFUND_POLICY } from "../booking-policy";
import { FULLY_BOOKED_MESSAGE, seatsRefusal } from "../groups/group-seats";

export type DateChangeBooking = {
  status: BookingStatus;
  startDate: string;
  /** When the customer last changed the date themselves; staff moves leave it alone. */
  dateChangedAt: Date | string | null;
  /** The academy cancelled the booking's date: the learner may move, free, whatever the limits (issue 14). */
  dateCancelled?: boolean;
  /** The academy changed the booking's days (issue 21, decision 020): the same, until the course starts. */
  academyChanged?: boolean;
};

/** Why the customer may not change this booking's date now, or undefined when they may. */
export function dateChangeRefusal(booking: DateChangeBooking, today: string): string | undefined {
  if (booking.status !== "confirmed") return "Only a confirmed booking can change its date.";
  if (booking.dateCancelled) return undefined;
  if (booking.academyChanged && booking.startDate > today) return undefined;
  if (booking.dateChangedAt) return "This booking's date has already been changed once: please call us.";
  if (daysBetween(today, booking.startDate) < REFUND_POLICY.dateChangeLastDays) {
    return `Dates can be changed up to ${REFUND_POLICY.dateChangeLastDays} days before the course starts: please call us.`;
  }
  return undefined;
}

export type TargetDate = {
  startDate: string;
  status: string;
  seatsLeft: number;
  isCurrent: boolean;
  /** The seats the booking moves (issue 24): a group moves whole or not at all; 1 when absent. */
  seats?: number;
};

/** Why the booking may not move to this date (for customers and staff alike), or undefined. */
export function targetDateRefusal(target: TargetDate, today: string): string | undefined {
  if (target.isCurrent) return "The booking is already on this date.";
  if (target.startDate <= today) return "This date has already started or passed. Please choose another date.";
  if (target.status === "cancelled") return "This date has been cancelled. Please choose another date.";
  if (target.status !== "active") return FULLY_BOOKED_MESSAGE;
  return seatsRefusal(target.seatsLeft, target.seats ?? 1);
}

export type DateChangeMoney = {
  /** The booking's new price. */
  totalPrice: number;
  /** Pence to pay back now: held beyond the new price. */
  refund: number;
  /** Pence of refunds not yet paid back that the move makes unnecessary: they are cancelled instead (issue 19). */
  takeBack: number;
  /** Pence more to pay than before the move (the balance grows by this). */
  extraOwed: number;
  /** In words, for the page, the timeline and the e-mail. */
  summary: string;
};

/**
 * What moving to a date at `newPrice` does to the money: the price follows the date; what the booking holds beyond it
 * goes back. Works from what the booking holds (paid, less refunds already on their way back: a second move never
 * refunds the same money twice), and a dearer date first takes back refunds not yet paid back before asking for more.
 */
export function dateChangeMoney(
  booking: { totalPrice: number; amountHeld: number; refundsNotYetSent?: number },
  newPrice: number,
): DateChangeMoney {
  const held = booking.amountHeld;
  const difference = newPrice - booking.totalPrice;
  const takeBack = Math.min(booking.refundsNotYetSent ?? 0, Math.max(0, newPrice - held));
  const owedBefore = Math.max(0, booking.totalPrice - held);
  const owedAfter = Math.max(0, newPrice - held - takeBack);
  const refund = Math.max(0, held - newPrice);
  const extraOwed = Math.max(0, owedAfter - owedBefore);
  const kept = `the ${formatPoundsExact(takeBack)} refund not yet paid back is cancelled instead`;
  const summary =
    difference === 0
      ? "Same price: nothing more to pay"
      : difference > 0
        ? takeBack > 0
          ? `${formatPoundsExact(difference)} dearer: ${kept}${extraOwed > 0 ? `, and ${formatPoundsExact(extraOwed)} is added to what you owe` : ""}`
          : `${formatPoundsExact(difference)} dearer: added to what you owe`
        : refund > 0
          ? `${formatPoundsExact(-difference)} cheaper: ${formatPoundsExact(refund)} refunded`
          : takeBack > 0
            ? `${formatPoundsExact(-difference)} cheaper: ${kept}`
            : `${formatPoundsExact(-difference)} cheaper: taken off your balance`;
  return { totalPrice: newPrice, refund, takeBack, extraOwed, summary };
}
