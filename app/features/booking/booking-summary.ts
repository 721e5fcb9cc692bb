import type { BookingStatus, UserDetails } from "#db/schema";

/** What the success page, the booking page, e-mails and staff see of a booking. */
export type BookingSummary = {
  id: string;
  reference: string;
  status: BookingStatus;
  needsRefund: boolean;
  paymentType: "deposit" | "full";
  /** The first payment: the deposit or the full price. */
  paymentAmount: number;
  totalPrice: number;
  /** Pence paid, less refunds already paid back (settled figures, as the customer's bank sees them). */
  amountPaid: number;
  /**
   * Pence the booking holds (issue 19): paid, less refunds pending or paid back. What is owed, a cancellation's refund
   * and a date change's difference are all worked out from this figure, never from amountPaid.
   */
  amountHeld: number;
  /** Pence refunded (refunds the provider has settled). */
  amountRefunded: number;
  /**
   * What is left to pay after the first payment, from the ledger: the price less what was paid (a booking not yet
   * paid: less the first payment it is about to make); nothing for a cancelled or expired booking.
   */
  balanceDue: number;
  balanceDueDate: string | null;
  holdExpiresAt: string | null;
  userDetails: UserDetails;
  courseId: string;
  courseTitle: string;
  courseSlug: string;
  durationDays: number;
  hasPrerequisites: boolean;
  siaLicenceLinked: boolean;
  needsFirstAidCertificate: boolean;
  startDate: string;
  endDate: string | null;
  /** The academy cancelled this date (issue 14): the learner chooses a new date or a full refund. */
  dateCancelled: boolean;
  /** Every day of the course, first day first. */
  days: string[];
  startTime: string;
  finishTime: string;
  location: string;
  /** The venue's address, or null for the academy's own. */
  venueAddress: string | null;
  venueDirections: string | null;
  /** How many times the booking has moved date: its calendar event's SEQUENCE, so a calendar takes a re-sent file as an update. */
  calendarSequence: number;
};

/** What is left to pay, by the rule in BookingSummary.balanceDue. */
export function balanceDueOf(booking: Pick<BookingSummary, "status" | "totalPrice" | "paymentAmount" | "amountHeld">) {
  if (booking.status === "pending")
    return Math.max(0, booking.totalPrice - Math.max(booking.amountHeld, booking.paymentAmount));
  if (booking.status === "confirmed") return Math.max(0, booking.totalPrice - booking.amountHeld);
  return 0;
}
