// The browser's side of booking several learners at once (issue 24, decision 027): how many the dialog offers, what
// its summary says, and what the request adds. The server prices the group again and refuses a payment amount that
// differs from its own.
import { formatPoundsExact } from "#app/shared/money";
import { DEPOSIT_PENCE, type PaymentType } from "../sale/payment-rules";
import type { PaymentChoice } from "../sale/payment-choices";
import type { CreateBookingRequest, GroupLearner } from "../schema";
import { groupAmountDueNow, MAX_SEATS_PER_BOOKING, type GroupPrice } from "./group-pricing";

/** The most learners the dialog offers for a date: its seats left, at most MAX_SEATS_PER_BOOKING, never below 1. */
export function maxLearnersFor(seatsLeft: number | undefined): number {
  if (seatsLeft === undefined || !Number.isFinite(seatsLeft)) return MAX_SEATS_PER_BOOKING;
  return Math.max(1, Math.min(MAX_SEATS_PER_BOOKING, Math.floor(seatsLeft)));
}

/** The learner list's rows at first: the payer's name and address in the first (editable), the others empty. */
export function startingLearners(
  seats: number,
  payer: Pick<GroupLearner, "fullName" | "email">,
  earlier: readonly GroupLearner[] = [],
): GroupLearner[] {
  return Array.from(
    { length: seats },
    (_, index) => earlier[index] ?? (index === 0 ? { fullName: payer.fullName, email: payer.email } : EMPTY),
  );
}
const EMPTY: GroupLearner = { fullName: "", email: "" };

export type SummaryRow = { label: string; value: string };

/** The group's price as the dialog shows it before paying: seat price, any discount, total, and what is due now. */
export function groupSummaryRows(price: GroupPrice, paymentType?: PaymentType): SummaryRow[] {
  return [
    { label: "Learners", value: String(price.seats) },
    { label: "Seat price", value: formatPoundsExact(price.unitPrice) },
    ...(price.discount > 0
      ? [{ label: `Group discount (${price.percent}%)`, value: `-${formatPoundsExact(price.discount)}` }]
      : []),
    { label: "Total", value: formatPoundsExact(price.total) },
    ...(paymentType ? [{ label: "Due now", value: formatPoundsExact(groupAmountDueNow(price, paymentType)) }] : []),
  ];
}

/** The payment step's button for a group: the deposit per learner, or the whole total. */
export function groupPaymentLabel(price: GroupPrice, paymentType: PaymentType): string {
  return paymentType === "deposit"
    ? `Pay ${formatPoundsExact(DEPOSIT_PENCE * price.seats)} Deposit (${formatPoundsExact(DEPOSIT_PENCE)} per learner)`
    : `Pay Full Amount - ${formatPoundsExact(price.total)}`;
}

/** The payment step's choices (deposit or full, as the date allows) priced for the group. */
export function groupPaymentChoices(
  choices: readonly Pick<PaymentChoice, "type">[],
  price: GroupPrice,
): PaymentChoice[] {
  return choices.map(({ type }) => {
    const amount = groupAmountDueNow(price, type);
    return { type, label: groupPaymentLabel(price, type), amount, balance: price.total - amount };
  });
}

/**
 * A one-seat booking request made into the group's: its learners (sent only for 2 or more, so one learner books as
 * before) and what is due now for all of them. A group sends no first aid answer (each learner declares on their own
 * page) and books no first aid course with it.
 */
export function groupBookingRequest(
  request: CreateBookingRequest,
  group: { learners: readonly GroupLearner[]; price: GroupPrice },
): CreateBookingRequest {
  if (group.learners.length < 2) return request;
  const { firstAid: _firstAid, firstAidBundle: _bundle, ...rest } = request;
  return {
    ...rest,
    learners: [...group.learners],
    paymentAmount: groupAmountDueNow(group.price, request.paymentType),
  };
}
