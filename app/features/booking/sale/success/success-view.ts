// What /booking-success shows of a booking, from the server's summary (the
// page never trusts the redirect: decision 004). Only what the page needs:
// no customer's address or phone in the HTML (the venue's address is shown: issue 21).
import type { LinkedBookingSummary } from "../../booking-summary";
import { whatToBring } from "../../what-to-bring";

export type SuccessView = Pick<
  LinkedBookingSummary,
  | "reference"
  | "status"
  | "paymentType"
  | "paymentAmount"
  | "totalPrice"
  | "seats"
  | "balanceDue"
  | "balanceDueDate"
  | "courseTitle"
  | "courseSlug"
  | "durationDays"
  | "hasPrerequisites"
  | "startDate"
  | "endDate"
  | "location"
  | "venueAddress"
  | "venueAddressToFollow"
  | "venueMapUrl"
  | "bundledWith"
  | "invoice"
  | "invoicePayment"
> & {
  customerName: string;
  customerEmail: string;
  /** Money reached the academy for this booking (kept, or on its way back): never "no payment has been taken". */
  moneyReceived: boolean;
  /** What to bring on the first day, as the e-mails say it (issue 21, L4). */
  whatToBring: string[];
};

export function toSuccessView(summary: LinkedBookingSummary): SuccessView {
  return {
    reference: summary.reference,
    status: summary.status,
    moneyReceived: summary.amountPaid + summary.amountRefunded > 0,
    paymentType: summary.paymentType,
    paymentAmount: summary.paymentAmount,
    totalPrice: summary.totalPrice,
    seats: summary.seats,
    balanceDue: summary.balanceDue,
    balanceDueDate: summary.balanceDueDate,
    courseTitle: summary.courseTitle,
    courseSlug: summary.courseSlug,
    durationDays: summary.durationDays,
    hasPrerequisites: summary.hasPrerequisites,
    startDate: summary.startDate,
    endDate: summary.endDate,
    location: summary.location,
    venueAddress: summary.venueAddress,
    venueAddressToFollow: summary.venueAddressToFollow,
    venueMapUrl: summary.venueMapUrl,
    customerName: summary.userDetails.fullName,
    customerEmail: summary.userDetails.email,
    whatToBring: whatToBring(summary, summary.startDate),
    bundledWith: summary.bundledWith ?? null,
    invoice: summary.invoice ?? null,
    invoicePayment: summary.invoicePayment,
  };
}

export type SuccessState = "confirmed" | "processing" | "refund" | "expired";

/** Which of the page's four stories to tell. */
export function successStateOf(view: Pick<SuccessView, "status" | "moneyReceived">): SuccessState {
  if (view.status === "confirmed") return "confirmed";
  if (view.status === "pending") return "processing";
  // Paid after the seat had gone: the money goes back, refunded at once (decision 018).
  if (view.moneyReceived) return "refund";
  return "expired";
}

/**
 * What the booking's own page lets the customer do, as the success page words it: a balance to pay by card only while
 * one is owed on a card booking; a booking on account pays its invoice by bank transfer, not there.
 */
export function bookingPageOffers(view: Pick<SuccessView, "invoice" | "balanceDue">): string {
  if (view.invoice) return "download your invoice and update your details";
  if (view.balanceDue > 0) return "pay your balance, print receipts and update your details";
  return "print receipts and update your details";
}

/** Whether the access token is worth a database look-up (tokens are 32 url-safe characters). */
export function plausibleToken(token: string | null): token is string {
  return token !== null && /^[\w-]{20,64}$/.test(token);
}

/** The first name, for a friendlier greeting; the whole name when there is only one word. */
export function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? fullName;
}
