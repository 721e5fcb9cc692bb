// The customer's booking page on the server: the view, the balance rule, and the contact details they may change.
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings } from "#db/schema";
import { formatLondonMoment, londonDateOf, londonToday } from "#app/shared/dates";
import type { SiteInfo } from "#app/shared/site-info";
import { conflict } from "#app/shared/http-error";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { moneyStateOf, statusInWords } from "../life-cycle/booking-lifecycle";
import { stillToPayOf, type BookingSummary } from "../booking-summary";
import { courseFactsOf } from "../life-cycle/booking-messages.server";
import { paymentsOf } from "#app/features/payments/ledger.server";
import { refundLabelsOf } from "#app/features/payments/refund-parts";
import { customerCancellationRefusal, quoteCancellation } from "../changes/cancellation.server";
import { customerDateChange } from "../changes/date-change.server";
import { academyChangeOpen } from "../changes/run-change-rules";
import { resultForPage } from "../changes/retake.server";
import { paymentReferenceOf, receiptNumberText } from "#app/shared/receipts";
import {
  dateChangeShown,
  paymentLabel,
  paymentStateText,
  type BookingPageView,
  type DateChangeChoice,
} from "./booking-page-view";
import { lockBookingRow } from "../booking-row-lock.server";
import { learnerDetailsView } from "./learner-details.server";
import { groupOfBooking } from "../groups/group-learners.server";
import { groupChangesOf } from "../groups/release-learners.server";
import { documentsOfBooking, invoicePaymentText } from "#app/features/documents/documents.server";
import { ACADEMY_CHANGED_NOTE } from "./academy-changed-note";

export const INVOICE_BOOKING_PAYMENT =
  "This booking is on your business account: please pay its invoice by bank transfer, as your booking page says.";

/** Why the balance cannot be paid by card now, or undefined when it can. */
export function balancePaymentRefusal(
  booking: Pick<BookingSummary, "status" | "balanceDue" | "startDate"> & Partial<Pick<BookingSummary, "paymentType">>,
  today: string,
): string | undefined {
  if (booking.status !== "confirmed") return "Only a confirmed booking has a balance to pay.";
  // Issue 24: what is owed is the invoice's, paid to the academy's bank and recorded against it by staff.
  if (booking.paymentType === "invoice") return INVOICE_BOOKING_PAYMENT;
  if (booking.balanceDue <= 0) return "This booking is paid in full: there is nothing more to pay.";
  if (booking.startDate <= today) return "The course has started: please call us to pay the balance.";
  return undefined;
}

export async function bookingPageView(
  db: Executor,
  summary: BookingSummary,
  site: SiteInfo,
  today = londonToday(),
): Promise<BookingPageView> {
  const ledger = await paymentsOf(db, summary.id);
  const refundLabels = refundLabelsOf(ledger);
  const listed = await groupOfBooking(db, summary);
  // What the payer may change of the group now (issue 24): cancel some learners, substitute one.
  const group = listed && { ...listed, changes: await groupChangesOf(db, summary, today) };
  return {
    reference: summary.reference,
    status: summary.status,
    statusText: statusInWords(summary.status),
    moneyState: moneyStateOf(summary),
    courseTitle: summary.courseTitle,
    courseSlug: summary.courseSlug,
    ...courseFactsOf(summary, site),
    totalPrice: summary.totalPrice,
    amountPaid: summary.amountPaid,
    amountHeld: summary.amountHeld,
    balanceDue: stillToPayOf(summary),
    balanceDueDate: summary.balanceDueDate,
    dateCancelled: summary.dateCancelled && summary.status === "confirmed",
    academyChanged: !summary.dateCancelled && academyChangeOpen(summary, today) ? ACADEMY_CHANGED_NOTE : null,
    retakeOf: summary.retakeOfReference,
    result: await resultForPage(db, summary, today),
    heldSeat:
      summary.status === "pending" && summary.holdExpiresAt && new Date(summary.holdExpiresAt) > new Date()
        ? { amount: summary.paymentAmount, until: formatLondonMoment(new Date(summary.holdExpiresAt)) }
        : null,
    canPayBalance: !balancePaymentRefusal(summary, today),
    needsRefund: summary.needsRefund,
    dateChange: dateChangeShown(summary, today) ? await dateChangeChoice(db, summary, today) : null,
    cancellation: customerCancellationRefusal(summary, today) ? null : await quoteCancellation(db, summary, today),
    amountRefunded: summary.amountRefunded,
    refundPending: ledger
      .filter((payment) => payment.kind === "refund" && payment.state === "pending")
      .reduce((sum, payment) => sum + payment.amount, 0),
    payments: ledger
      .filter((payment) => payment.state !== "canceled")
      .map((payment) => ({
        id: payment.id,
        // A refund in parts reads as one refund with its parts (issue 21, L2).
        label: refundLabels.get(payment.id) ?? paymentLabel(payment.kind),
        amount: payment.amount,
        stateText: paymentStateText(payment.state, payment.kind),
        // A receipt is for money received; a refund shows its state only.
        paid: payment.state === "succeeded" && payment.kind !== "refund",
        method: payment.method ?? "Card",
        date: payment.receivedOn ?? londonDateOf(payment.settledAt ?? payment.createdAt),
        receiptNumber: payment.receiptNumber === null ? null : receiptNumberText(payment.receiptNumber),
        reference: paymentReferenceOf(payment),
      })),
    customer: {
      fullName: summary.userDetails.fullName,
      email: summary.userDetails.email,
      phone: summary.userDetails.phone,
      address: summary.userDetails.address,
      postcode: summary.userDetails.postcode,
    },
    // A group's learners give their details on their own pages (issue 24); the payer's page lists them.
    ...(group ? { learner: null, group } : { learner: await learnerDetailsView(db, summary, today), group: null }),
    ...(await documentsWithPayment(db, summary.id, site)),
  };
}

/** The booking's documents, and how to pay an invoice still owed (issue 24). */
async function documentsWithPayment(db: Executor, bookingId: string, site: SiteInfo) {
  const documents = await documentsOfBooking(db, bookingId);
  return { documents, invoicePayment: invoicePaymentText(documents, site) };
}

async function dateChangeChoice(db: Executor, summary: BookingSummary, today: string): Promise<DateChangeChoice> {
  const choice = await customerDateChange(db, summary, today);
  if (!choice.allowed) return choice;
  return {
    allowed: true,
    options: choice.options.map((option) => ({
      kind: option.kind,
      id: option.id,
      startDate: option.startDate,
      location: option.location,
      moneySummary: option.money.summary,
    })),
  };
}

/** The customer changes their phone number and address (an e-mail address needs staff: it moves the links). */
export async function updateContactDetails(
  db: Database,
  bookingId: string,
  details: { phone: string; address: string; postcode: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const booking = await lockBookingRow(tx, bookingId);
    if (!booking) return;
    if (booking.status === "expired") throw conflict("This booking has expired: there are no details to change.");
    if (booking.status === "cancelled") throw conflict("This booking is cancelled: there are no details to change.");
    const changed = (["phone", "address", "postcode"] as const).filter(
      (field) => booking.userDetails[field] !== details[field],
    );
    if (changed.length === 0) return;
    await tx
      .update(bookings)
      .set({
        userDetails:
          sql`${bookings.userDetails} || ${JSON.stringify(details)}::jsonb` as unknown as typeof booking.userDetails,
      })
      .where(eq(bookings.id, bookingId));
    await addBookingEvent(tx, bookingId, {
      kind: "details-changed",
      text: `The customer changed their ${changed.map((field) => (field === "phone" ? "phone number" : field)).join(" and ")}`,
      actor: "customer",
    });
  });
}
