import type { BookingStatus, Learner, UserDetails } from "#db/schema";
import type { FirstAidQualification } from "#app/features/learners/regulations";

/** What a learner declared of their first aid certificate (the learner's row; no issuer or date for 'none'). */
export type DeclaredCertificate = {
  qualification: FirstAidQualification;
  issuedBy: string | null;
  issuedOn: string | null;
};

/** The certificate a learner's row declares; null when none was asked or given. */
export const declaredCertificateOf = (
  learner: Pick<Learner, "firstAidQualification" | "firstAidIssuedBy" | "firstAidIssuedOn">,
): DeclaredCertificate | null =>
  learner.firstAidQualification
    ? {
        qualification: learner.firstAidQualification,
        issuedBy: learner.firstAidIssuedBy,
        issuedOn: learner.firstAidIssuedOn,
      }
    : null;

/** The other booking of a first-aid bundle (decision 026): made and first paid with this one, otherwise its own. */
export type BundledBooking = {
  reference: string;
  courseTitle: string;
  startDate: string;
  status: BookingStatus;
  paymentType: "deposit" | "full";
  paymentAmount: number;
};

/** A booking's invoice (issue 24: booked on a business account), as the success page and e-mails tell it. */
export type BookingInvoice = {
  /** The document's id: its PDF is /api/bookings/by-token/{token}/documents/{id}.pdf. */
  id: string;
  /** 'INV-000123'. */
  number: string;
  issuedOn: string;
  dueOn: string | null;
  /** Pence. */
  total: number;
};

/** What the success page, the booking page, e-mails and staff see of a booking. */
export type BookingSummary = {
  id: string;
  reference: string;
  status: BookingStatus;
  needsRefund: boolean;
  /** 'invoice': booked on a business account (issue 24), confirmed at once, owed on its invoice. */
  paymentType: "deposit" | "full" | "invoice";
  /** The first payment: the deposit or the full price. */
  paymentAmount: number;
  totalPrice: number;
  /** Seats the booking holds (issue 24): one learner each; 1 for a booking for the payer alone. */
  seats: number;
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
  /** The first aid certificate the learner declared at booking (issue 23); null when none was asked or given. */
  firstAid: DeclaredCertificate | null;
  startDate: string;
  /** The last course day. */
  endDate: string | null;
  /** The academy cancelled this date (issue 14): the learner chooses a new date or a full refund. */
  dateCancelled: boolean;
  /** The academy changed this booking's days (issue 21, decision 020): a free move or a full refund is open to it. */
  academyChanged: boolean;
  /** A free retake: the reference of the booking whose result it retakes (issue 21, L19); otherwise null. */
  retakeOfReference: string | null;
  /** Every day of the course, first day first. */
  days: string[];
  startTime: string;
  finishTime: string;
  /** The venue's name (issue 21: the venue the date or run picks). */
  location: string;
  /**
   * The venue's address, or null for the academy's own (the settings' address). A venue whose address staff have not
   * yet given reads 'Reading (Address to follow)', never the academy's address.
   */
  venueAddress: string | null;
  venueAddressToFollow: boolean;
  venueDirections: string | null;
  /** A map link for the venue: its own, or a search for its address; null for the academy's (the settings' map). */
  venueMapUrl: string | null;
  /** How many times the booking has moved date: its calendar event's SEQUENCE, so a calendar takes a re-sent file as an update. */
  calendarSequence: number;
  /** The other booking of its first-aid bundle, if it is one of two (decision 026). */
  bundledWith?: BundledBooking | null;
  /** Its invoice when it was booked on a business account (issue 24); null otherwise. */
  invoice?: BookingInvoice | null;
};

/** A booking as its link shows it on the success page: its summary, and how to pay its invoice while one is owed. */
export type LinkedBookingSummary = BookingSummary & {
  /** 'Please pay invoice INV-000042 by bank transfer to …', worded by the server as on the booking page; else null. */
  invoicePayment: string | null;
};

type OwedFigures = Pick<BookingSummary, "status" | "totalPrice" | "paymentAmount" | "amountHeld">;

/** What the booking owes now (issue 21, M2): its price less what it holds; nothing once cancelled or expired. */
export function stillToPayOf(booking: Omit<OwedFigures, "paymentAmount">): number {
  if (booking.status !== "pending" && booking.status !== "confirmed") return 0;
  return Math.max(0, booking.totalPrice - booking.amountHeld);
}

/** What is left to pay, by the rule in BookingSummary.balanceDue: what is owed, less a first payment still to make. */
export function balanceDueOf(booking: OwedFigures) {
  const firstPaymentToCome = booking.status === "pending" ? Math.max(0, booking.paymentAmount - booking.amountHeld) : 0;
  return Math.max(0, stillToPayOf(booking) - firstPaymentToCome);
}
