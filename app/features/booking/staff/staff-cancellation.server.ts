// Staff cancel a booking (issue 14; issue 21, M4). Staff say who asked: a cancellation the customer asked for is
// refunded as the customer's own would be (quoteCancellation), one the academy asked for returns everything.
// The customer's e-mail says which, with the reason worded for them; staff's internal note stays on the booking's
// timeline and its staff notes. The seat is released at once; the refund is paid back by a job.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, staffNotes } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { paymentsOf } from "#app/features/payments/ledger.server";
import { refundableOf } from "#app/features/payments/money-rules";
import { recordRefunds } from "#app/features/payments/refunds.server";
import { londonDateOf, londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { applyTransition } from "../life-cycle/booking-lifecycle.server";
import { queueCancellationEmail, quoteCancellation } from "../changes/cancellation.server";
import { invoicedCancellationOf, issueCancellationCredit } from "../changes/invoice-credit.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { cancellationRefusal } from "./booking-rules";
import { withLockedBooking } from "./bookings-store.server";
import { academyRefundFor, customerReasonOf } from "./staff-cancel-rules";
import {
  ASKED_BY_TEXT,
  type CancelAsker,
  type StaffCancelInput,
  type StaffCancellationQuote,
} from "./staff-cancel-schema";
import type { AdminBookingFull } from "./staff-schema";

async function bookedOnOf(db: Executor, id: string): Promise<string> {
  const [row] = await db.select({ createdAt: bookings.createdAt }).from(bookings).where(eq(bookings.id, id));
  return londonDateOf(row!.createdAt);
}

/**
 * What cancelling now refunds for each answer to 'who asked': the customer's own cancellation's refund (the policy, or
 * everything after the academy cancelled or changed their date), or everything the booking holds; and that sum.
 */
async function refundsOf(db: Executor, summary: BookingSummary, today: string) {
  const paid = refundableOf(await paymentsOf(db, summary.id));
  const academy = academyRefundFor({
    paymentType: summary.paymentType,
    amountPaid: paid,
    bookedOn: await bookedOnOf(db, summary.id),
    firstDay: summary.startDate,
    cancelledOn: today,
  });
  // Paid by invoice (issue 24): the academy's cancellation credits what is left of the invoice, refunds what was paid.
  const invoiced = await invoicedCancellationOf(db, summary, "academy", today);
  const refunds: StaffCancellationQuote["refunds"] = {
    customer: await quoteCancellation(db, summary, today),
    academy: invoiced ? { amount: invoiced.amount, reason: invoiced.reason } : academy,
  };
  return { paid, refunds };
}

/** GET /api/admin/bookings/{id}/cancellation: the refund for each choice, shown in the form before confirming. */
export async function staffCancellationQuote(
  db: Executor,
  id: string,
  today = londonToday(),
): Promise<StaffCancellationQuote> {
  const summary = await getBookingSummary(db, { id });
  if (!summary) throw notFound("Booking not found");
  return refundsOf(db, summary, today);
}

const askedInWords: Record<CancelAsker, string> = { customer: "the customer asked", academy: "the academy cancelled" };

/**
 * Cancels a pending or confirmed booking: it stops counting as a seat at once (decision 003). The refund is the
 * policy's for who asked; when the form's figure is sent and no longer matches, nothing changes (409 with the new sum).
 */
export async function cancelByStaff(
  db: Database,
  id: string,
  request: StaffCancelInput,
  actor: StaffActor,
  site: SiteInfo,
  today = londonToday(),
): Promise<AdminBookingFull> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const refusal = cancellationRefusal(booking);
    if (refusal) throw conflict(refusal);
    const summary = (await getBookingSummary(tx, { id }))!;
    const quote = (await refundsOf(tx, summary, today)).refunds[request.requestedBy];
    if (request.refund !== undefined && request.refund !== quote.amount) {
      throw conflict(
        `The refund is now ${formatPoundsExact(quote.amount)} (${quote.reason}): check it and cancel again.`,
      );
    }
    const reason = customerReasonOf(request.requestedBy, request.customerReason);
    const refundText = quote.amount > 0 ? `Refund of ${formatPoundsExact(quote.amount)}` : "No refund";
    const note = request.internalNote ? ` Internal note: ${request.internalNote}` : "";
    await applyTransition(tx, booking, "cancelByStaff", {
      text: `Cancelled by staff (${askedInWords[request.requestedBy]}); the seat is released. ${refundText}: ${quote.reason}. Reason given to the customer: “${reason}”.${note}`,
      actor: actor.username,
      extra: { cancelledBy: request.requestedBy, cancelReason: reason },
    });
    if (request.internalNote) {
      await tx.insert(staffNotes).values({
        bookingId: id,
        body: `Cancellation (${askedInWords[request.requestedBy]}): ${request.internalNote}`,
        authorId: actor.id ?? null,
        author: actor.username,
      });
    }
    const route = await recordRefunds(tx, id, quote);
    // Paid by invoice (issue 24): a credit note for what is no longer owed, in this transaction.
    const academyAsked = request.requestedBy === "academy" || summary.dateCancelled || summary.academyChanged;
    await issueCancellationCredit(
      tx,
      await invoicedCancellationOf(tx, summary, academyAsked ? "academy" : "customer", today),
      site,
    );
    if (request.notifyCustomer) {
      await queueCancellationEmail(
        tx,
        id,
        site,
        { amount: route.amount, byHand: route.byHand, reason: quote.reason },
        { staff: request.requestedBy, reason },
      );
    }
    await recordAudit(tx, actor, {
      action: "booking.cancel",
      recordType: "booking",
      recordId: id,
      summary: `Cancelled ${summary.reference} (${askedInWords[request.requestedBy]}); ${refundText.toLowerCase()}`,
      before: { status: booking.status },
      after: {
        status: "cancelled",
        cancelledBy: request.requestedBy,
        askedBy: ASKED_BY_TEXT[request.requestedBy],
        cancelReason: reason,
        refund: route.amount,
        customerEmailed: request.notifyCustomer,
        ...(request.internalNote && { internalNote: request.internalNote }),
      },
    });
  });
}
