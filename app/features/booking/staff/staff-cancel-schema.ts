// Staff cancel a booking (issue 14; issue 21, M4): who asked for it, the reason the customer reads, staff's internal
// note (never sent), and the refund the one policy gives for that choice, which the form shows before confirming.
import { z } from "zod";
import { optionalText } from "#app/shared/staff/input-fields";
import { multiLine } from "#app/shared/plain-text";

export const CANCEL_ASKERS = ["customer", "academy"] as const;
export type CancelAsker = (typeof CANCEL_ASKERS)[number];

/** What the customer's e-mail says when staff leave the reason blank. */
export const DEFAULT_CUSTOMER_REASON: Record<CancelAsker, string> = {
  customer: "You asked us to cancel your booking.",
  academy: "We are no longer able to offer you a place on this course date.",
};

/** Who asked, as staff read it on the booking and the Refunds list. */
export const ASKED_BY_TEXT: Record<CancelAsker, string> = {
  customer: "The customer asked",
  academy: "The academy cancelled",
};

/** POST /api/admin/bookings/{id}/cancel */
export const StaffCancelSchema = z.object({
  requestedBy: z.enum(CANCEL_ASKERS, "Please say who asked for the cancellation"),
  /** The reason in the customer's e-mail and on their booking; blank takes DEFAULT_CUSTOMER_REASON. */
  customerReason: optionalText(300),
  /** For staff only: kept as an internal note on the booking and on its timeline, never sent to the customer. */
  internalNote: optionalText(1000, multiLine),
  /**
   * The refund (pence) the form showed for this choice. The server works the refund out itself; when this is sent and
   * no longer matches (a payment arrived meanwhile, the day changed), nothing is cancelled and staff see the new sum.
   */
  refund: z
    .number("Please enter the refund in pence")
    .int("Please enter the refund in whole pence")
    .min(0, "The refund cannot be negative")
    .max(10_000_000, "The refund cannot be more than £100,000")
    .optional(),
  /** E-mail the customer that it is cancelled and what comes back (the form's box is ticked unless staff untick it). */
  notifyCustomer: z.boolean("Please say whether to e-mail the customer").default(true),
});
export type StaffCancelInput = z.output<typeof StaffCancelSchema>;

/** A refund worked out by the policy (pence), and why, in the customer's words. */
export type RefundQuoteView = { amount: number; reason: string };

/** GET /api/admin/bookings/{id}/cancellation: the refund for each answer to 'who asked', to show before confirming. */
export type StaffCancellationQuote = {
  refunds: Record<CancelAsker, RefundQuoteView>;
  /** Pence the booking holds that no refund has claimed yet. */
  paid: number;
};
