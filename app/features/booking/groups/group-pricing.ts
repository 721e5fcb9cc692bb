// A group's price (issue 24, decision 027): several learners on one date in one booking, each seat priced alike, with
// GROUP_DISCOUNT_PERCENT off each seat from GROUP_DISCOUNT_MIN_SEATS learners. The browser shows it, the server
// recomputes it and keeps each seat's price on its learner.
import { amountDueNow, type PaymentType } from "../sale/payment-rules";

/** The most learners one booking may hold. */
export const MAX_SEATS_PER_BOOKING = 16;
/** From this many learners on one booking, each seat is discounted. */
export const GROUP_DISCOUNT_MIN_SEATS = 5;

export type GroupPrice = {
  seats: number;
  /** The date's price of one seat, in pence. */
  unitPrice: number;
  /** What each seat costs after the discount (the unit price below the minimum), rounded down to the penny. */
  seatPrice: number;
  /** seatPrice × seats. */
  total: number;
  /** The discount over the whole booking (unitPrice × seats − total); 0 without one. */
  discount: number;
  /** The percent taken off, 0 without a discount. */
  percent: number;
};

/**
 * The price of `seats` seats at `unitPrice` pence each, `percent` off each from GROUP_DISCOUNT_MIN_SEATS seats. Each
 * seat is rounded down, so the total never exceeds unitPrice × seats less the percent, and every seat of a booking
 * costs the same: cancelling one later refunds a whole seat's share.
 */
export function groupPrice(unitPrice: number, seats: number, percent: number): GroupPrice {
  if (!Number.isInteger(seats) || seats < 1 || seats > MAX_SEATS_PER_BOOKING) {
    throw new RangeError(`A booking holds 1 to ${MAX_SEATS_PER_BOOKING} seats, not ${seats}`);
  }
  const applied = seats >= GROUP_DISCOUNT_MIN_SEATS ? Math.min(Math.max(Math.trunc(percent), 0), 100) : 0;
  const seatPrice = Math.floor((unitPrice * (100 - applied)) / 100);
  const total = seatPrice * seats;
  return { seats, unitPrice, seatPrice, total, discount: unitPrice * seats - total, percent: applied };
}

/** What is charged now for a group: the deposit per learner, or every seat in full. */
export function groupAmountDueNow(price: GroupPrice, paymentType: PaymentType | "invoice"): number {
  return paymentType === "deposit" ? amountDueNow(price.seatPrice, "deposit") * price.seats : price.total;
}
