// What the customer's booking page shows (issue 13): built on the server from the booking and its ledger.
import type { BookingStatus } from "#db/schema";
import { daysBetween } from "#app/shared/dates";
import type { MoneyState } from "../life-cycle/booking-lifecycle";
import { REFUND_POLICY } from "../booking-policy";
import type { LearnerDetailsView } from "#app/features/learners/learner-details-rules";
import type { DeclaredFirstAid } from "../first-aid-declared";
import type { BookingDocument } from "#app/features/documents/documents-schema";

export type BookingPagePayment = {
  id: string;
  /** "Deposit", "Full payment", "Balance", "Payment recorded by the academy" */
  label: string;
  amount: number;
  /** "Paid", "In progress", "Failed", "Cancelled" */
  stateText: string;
  paid: boolean;
  method: string;
  /** YYYY-MM-DD, London, when it was paid (or started); for money recorded by hand, the day it arrived. */
  date: string;
  /** The receipt's number in words ("R-000123"); null for a payment without a receipt. */
  receiptNumber: string | null;
  /** The payment's own reference (the provider's, or ours for money recorded by hand). */
  reference: string;
};

export type BookingPageView = {
  reference: string;
  status: BookingStatus;
  statusText: string;
  moneyState: MoneyState;
  courseTitle: string;
  courseSlug: string;
  days: { date: string; start: string; finish: string }[];
  venueAddress: string;
  venueDirections: string | null;
  whatToBring: string[];
  /** The first aid certificate declared at booking (issue 23); null on a course that does not need one. */
  firstAid: DeclaredFirstAid | null;
  totalPrice: number;
  amountPaid: number;
  /** Paid, less refunds pending or paid back (issue 19): what the balance is worked out from. */
  amountHeld: number;
  /** What is owed now (stillToPayOf): a seat held but not yet paid for owes its whole price. */
  balanceDue: number;
  balanceDueDate: string | null;
  /** The result staff recorded, and the free retake it opens (issue 14); null before a result. */
  result: {
    text: string;
    retake:
      | { allowed: false; message: string }
      | {
          allowed: true;
          lastStart: string;
          options: { kind: "instance" | "available-date"; id: string; startDate: string; location: string }[];
        }
      | null;
    retakeBooked: { startDate: string; reference: string } | null;
  } | null;
  /** The academy cancelled this date: the learner chooses a new date or a full refund (issue 14). */
  dateCancelled: boolean;
  /**
   * The academy changed this booking's days (issue 21, decision 020): a free move or a full refund until it starts.
   * The note that says so, worded by the server (the page's script budget); null when the days are as booked.
   */
  academyChanged: string | null;
  /** A free retake: the reference of the booking it retakes (issue 21, L19); otherwise null. */
  retakeOf: string | null;
  /** A seat held for them (a waiting-list offer, issue 14): what to pay now and until when; null otherwise. */
  heldSeat: { amount: number; until: string } | null;
  /** The 'Pay balance' button shows: confirmed, owed, before the first day. */
  canPayBalance: boolean;
  needsRefund: boolean;
  /** What cancelling now returns, by the policy; null when the customer cannot cancel here. */
  cancellation: { amount: number; reason: string } | null;
  /** Changing date (issue 14): the dates on offer, or why not; null when the booking is not confirmed. */
  dateChange: DateChangeChoice | null;
  amountRefunded: number;
  /** Pence of refunds recorded but not yet paid back by the provider. */
  refundPending: number;
  payments: BookingPagePayment[];
  customer: { fullName: string; email: string; phone: string; address: string; postcode: string };
  /**
   * What the awarding body needs to register the learner (issue 23); null for a booking without a learner, and for a
   * group booking, whose learners each give theirs on their own page (issue 24).
   */
  learner: LearnerDetailsView | null;
  /** A booking of several seats (issue 24): its learners and the group discount; null for a booking of one seat. */
  group: BookingPageGroup | null;
  /** The booking's invoices, receipts and credit notes (issue 24), oldest first: each a PDF by the booking's link. */
  documents: BookingDocument[];
  /** How to pay an invoice with money owed (issue 24), worded by the server; absent or null when none is owed. */
  invoicePayment?: string | null;
};

/** The learners of a group booking as the payer's page lists them (issue 24, decision 027). */
export type BookingPageGroup = {
  /** Seats held now (learners not released). */
  seats: number;
  /** In seat order. */
  learners: {
    position: number;
    fullName: string;
    email: string;
    /** The seat's price in pence after any discount (totalPrice is their sum over the seats held). */
    seatPrice: number;
    /** Cancelled out of the group: the seat was given back. */
    released: boolean;
  }[];
  /** The group discount taken off (percent of each seat, pence over the seats held); null without one. */
  discount: { percent: number; amount: number } | null;
  /** What the payer may do now: cancel some learners (a confirmed booking not started, 2+ seated), substitute one. */
  changes?: { release: boolean; substitute: boolean };
};

export type DateChangeChoice =
  | { allowed: false; message: string }
  | {
      allowed: true;
      options: {
        kind: "instance" | "available-date";
        id: string;
        startDate: string;
        location: string;
        /** What the move does to the money, in words. */
        moneySummary: string;
      }[];
    };

const KIND_LABELS: Record<string, string> = {
  deposit: "Deposit",
  full: "Full payment",
  balance: "Balance",
  manual: "Payment recorded by the academy",
  refund: "Refund",
};
const REFUND_STATE_TEXT: Record<string, string> = {
  succeeded: "Refunded",
  pending: "Refund pending",
  failed: "Refund failed",
};
const STATE_TEXT: Record<string, string> = {
  succeeded: "Paid",
  pending: "In progress",
  failed: "Failed",
  canceled: "Not completed",
};

export const paymentLabel = (kind: string) => KIND_LABELS[kind] ?? "Payment";
export const paymentStateText = (state: string, kind?: string) =>
  (kind === "refund" ? REFUND_STATE_TEXT[state] : STATE_TEXT[state]) ?? state;

/** The status badge: a confirmed booking whose date the academy cancelled is not "Confirmed" (issue 21, L1). */
export function statusBadge(view: Pick<BookingPageView, "statusText" | "dateCancelled">): string {
  return view.dateCancelled ? "Date cancelled" : view.statusText;
}

/** The badges at the top of the page: the status, then the money unless it only says the same again (M2). */
export function badgesOf(
  view: Pick<
    BookingPageView,
    "status" | "statusText" | "dateCancelled" | "moneyState" | "amountRefunded" | "refundPending" | "totalPrice"
  >,
): string[] {
  const status = statusBadge(view);
  const money = moneyInWords(view);
  return money === status ? [status] : [status, money];
}

/** The course is on for this booking: its days, what to bring and the calendar file apply. */
export const courseIsOn = (view: Pick<BookingPageView, "status" | "dateCancelled">) =>
  (view.status === "confirmed" || view.status === "pending") && !view.dateCancelled;

/**
 * Whether the page has a 'Changing your date' section (issue 21, L18): only for a confirmed booking still before the
 * last day a customer may change (a finished course is long past it), or whose date the academy cancelled.
 */
export function dateChangeShown(
  booking: { status: BookingStatus; startDate: string; dateCancelled: boolean; academyChanged?: boolean },
  today: string,
): boolean {
  if (booking.status !== "confirmed") return false;
  // The academy changed the days: a free move is open until the course starts (decision 020).
  if (booking.academyChanged && booking.startDate > today) return true;
  return booking.dateCancelled || daysBetween(today, booking.startDate) >= REFUND_POLICY.dateChangeLastDays;
}

/** The booking's money in a sentence, for the top of the page. */
export function moneyInWords(
  view: Pick<BookingPageView, "status" | "moneyState" | "amountRefunded" | "refundPending" | "totalPrice">,
): string {
  if (view.status === "expired") return "Not paid";
  if (view.status === "cancelled") {
    if (view.refundPending > 0) return "Refund pending";
    if (view.amountRefunded > 0) return "Refunded";
    return view.totalPrice === 0 ? "Nothing was paid" : "No refund";
  }
  // A free retake (issue 14) is owed nothing, but nothing was paid either: "Paid in full" would be untrue.
  if (view.totalPrice === 0) return "Nothing to pay";
  if (view.moneyState === "paid in full") return "Paid in full";
  if (view.moneyState === "unpaid") return "Awaiting payment";
  return "Balance to pay";
}
