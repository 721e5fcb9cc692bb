// The rules of a booking staff make (issue 21, decision 021), as pure functions: what it costs and when the rest is
// due (the one pricing rule, sale/payment-rules.ts), how long a card link holds the seat, and what a payment recorded
// by hand or a due date may be.
import { addDays, formatDate } from "#app/shared/dates";
import type { FieldErrors } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import { daytimeHoldEnd } from "#app/features/waitlist/waitlist-rules";
import { computePaymentOptions, type PaymentType } from "../sale/payment-rules";
import { groupAmountDueNow, groupPrice } from "../groups/group-pricing";
import type { PaymentRoute } from "./new-booking-schema";

const HOUR_MS = 3_600_000;
/** A card link's hold ends at least this long before the course's first moment, and lasts at least this long. */
export const CARD_LINK_MARGIN_HOURS = 1;

export const TOO_SOON_FOR_CARD_LINK =
  "The course starts too soon for a card link: record the payment by hand or leave it owing.";

/**
 * When a card link's hold ends: `hours` from now, moved out of the night as a waiting-list offer's is (M3: 10:00 the
 * next morning), but never later than an hour before the course begins; undefined when that leaves the customer less
 * than an hour to pay.
 */
export function cardLinkHoldUntil(now: Date, firstMoment: Date, hours: number): Date | undefined {
  const wanted = daytimeHoldEnd(new Date(now.getTime() + hours * HOUR_MS));
  const until = Math.min(wanted.getTime(), firstMoment.getTime() - CARD_LINK_MARGIN_HOURS * HOUR_MS);
  return until - now.getTime() >= CARD_LINK_MARGIN_HOURS * HOUR_MS ? new Date(until) : undefined;
}

export type StaffBookingTerms = {
  paymentType: PaymentType;
  /** What the first payment is: the deposit or the full price (pence). */
  paymentAmount: number;
  totalPrice: number;
  /** When what is left falls due, if anything may be. */
  balanceDueDate: string | null;
};

/**
 * The booking's money as the online rule has it: deposit or full price as the date allows, the deposit's balance due
 * seven days before the start. Left owing, the whole price is owed by the day staff agreed; on account, it is
 * invoiced. A group (issue 24) is `seats` seats priced by the group rule with `percent` off from five; the deposit
 * rule stays the date's own price's.
 */
export function staffBookingTerms(input: {
  price: number;
  startDate: string;
  today: string;
  paymentType: PaymentType;
  how: PaymentRoute;
  dueDate?: string;
  seats?: number;
  percent?: number;
}): StaffBookingTerms | { refusal: string; fieldErrors?: FieldErrors } {
  if (input.price <= 0) return { refusal: "This date has no price to charge: it cannot be booked this way." };
  const priced = groupPrice(input.price, input.seats ?? 1, input.percent ?? 0);
  // Left owing or on account (issue 24, the invoice is for all of it): the whole price, never a deposit.
  if (input.how === "owing" || input.how === "account") {
    return {
      paymentType: "full",
      paymentAmount: priced.total,
      totalPrice: priced.total,
      balanceDueDate: input.how === "owing" ? input.dueDate! : null,
    };
  }
  const { options, message } = computePaymentOptions(input.price, input.startDate, input.today);
  if (!options.includes(input.paymentType)) {
    return { refusal: message, fieldErrors: { paymentType: ["Full payment is required for this date"] } };
  }
  return {
    paymentType: input.paymentType,
    paymentAmount: groupAmountDueNow(priced, input.paymentType),
    totalPrice: priced.total,
    balanceDueDate: input.paymentType === "deposit" ? addDays(input.startDate, -7) : null,
  };
}

/**
 * Why money recorded by hand cannot be the booking's first payment, field by field: in full means the whole price;
 * a deposit is at least the deposit and at most the price; it arrived today or before.
 */
export function byHandRefusal(input: {
  amount: number;
  receivedOn: string;
  today: string;
  terms: StaffBookingTerms;
}): FieldErrors | undefined {
  const errors: FieldErrors = {};
  const { paymentType, paymentAmount, totalPrice } = input.terms;
  if (paymentType === "full" && input.amount !== totalPrice) {
    errors.amount = [`Full price is ${formatPoundsExact(totalPrice)}: record that, or choose the deposit`];
  } else if (input.amount < paymentAmount) {
    errors.amount = [`A deposit is at least ${formatPoundsExact(paymentAmount)}`];
  } else if (input.amount > totalPrice) {
    errors.amount = [`The amount cannot be more than the price, ${formatPoundsExact(totalPrice)}`];
  }
  if (input.receivedOn > input.today) errors.receivedOn = ["The money cannot have arrived after today"];
  return Object.keys(errors).length > 0 ? errors : undefined;
}

/** Why a due date for money left owing will not do: it is today or later, and no later than the first day. */
export function dueDateRefusal(dueDate: string, today: string, startDate: string): string | undefined {
  if (dueDate < today) return "The due date cannot be in the past";
  if (dueDate > startDate) return `The money must be due by the first day, ${formatDate(startDate)}`;
  return undefined;
}

/** The due date the form suggests for money left owing: a week before the start, or today when that has passed. */
export function suggestedDueDate(startDate: string, today: string): string {
  const weekBefore = addDays(startDate, -7);
  return weekBefore < today ? today : weekBefore;
}
