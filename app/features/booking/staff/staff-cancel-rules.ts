// What a staff cancellation the academy asked for refunds, and what every staff cancellation tells the customer
// (issue 21, M4), as pure rules over the one refund policy (booking-policy.ts): the academy's own cancellation of a
// booking returns everything it holds. One the customer asked for is refunded exactly as their own cancellation from
// the booking page would be (quoteCancellation, cancellation.server.ts).
import { refundFor, type CancellationCase, type RefundQuote } from "../booking-policy";
import { DEFAULT_CUSTOMER_REASON, type CancelAsker } from "./staff-cancel-schema";

/** The case as the policy reads it; `amountPaid` is what the booking holds that no refund has claimed yet. */
export type AcademyCancellationCase = Pick<
  CancellationCase,
  "paymentType" | "amountPaid" | "bookedOn" | "firstDay" | "cancelledOn"
>;

export const academyRefundFor = (booking: AcademyCancellationCase): RefundQuote =>
  refundFor({ ...booking, by: "academy", academyCancelled: "booking" });

/** The reason the customer reads: staff's words, or the default for who asked. */
export const customerReasonOf = (requestedBy: CancelAsker, words: string | null | undefined): string =>
  words?.trim() || DEFAULT_CUSTOMER_REASON[requestedBy];
