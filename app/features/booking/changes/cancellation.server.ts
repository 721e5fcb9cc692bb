// A customer cancels their booking (issue 14): the policy's refund is quoted first; confirming cancels at once (the
// seat is freed in the same transaction), writes the refund rows, and queues a job per refund that asks the provider
// outside any transaction. Nothing is marked refunded until the provider says so.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings } from "#db/schema";
import { cancellationEmail } from "#app/features/email/templates/cancellation-email";
import { recordRefunds } from "#app/features/payments/refunds.server";
import { londonDateOf, londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { applyTransition } from "../life-cycle/booking-lifecycle.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import { refundFor, type RefundQuote } from "../booking-policy";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { academyChangedRefundReason, academyChangeOpen } from "./run-change-rules";
import { lockBookingRow } from "../booking-row-lock.server";
import { invoicedCancellationOf, issueCancellationCredit } from "./invoice-credit.server";
import { keptFromReleasesOf } from "../groups/release-learners.server";

/** Why the customer may not cancel this booking themselves, or undefined when they may. */
export function customerCancellationRefusal(summary: Pick<BookingSummary, "status" | "startDate">, today: string) {
  if (summary.status === "cancelled") return "This booking is already cancelled.";
  if (summary.status !== "confirmed") return "Only a confirmed booking can be cancelled here.";
  if (summary.startDate < today) return "The course has started: please call us about your booking.";
  return undefined;
}

async function bookedOnOf(db: Executor, bookingId: string): Promise<string> {
  const [row] = await db.select({ createdAt: bookings.createdAt }).from(bookings).where(eq(bookings.id, bookingId));
  return londonDateOf(row!.createdAt);
}

/** What cancelling now would return, by the published policy. */
export async function quoteCancellation(
  db: Executor,
  summary: BookingSummary,
  today = londonToday(),
): Promise<RefundQuote> {
  // The academy changed the days (issue 21, decision 020): everything back, whatever the policy, until the start.
  const academyChanged = !summary.dateCancelled && academyChangeOpen(summary, today);
  const by = summary.dateCancelled || academyChanged ? "academy" : "customer";
  // Paid by invoice (issue 24): what is no longer owed is credited, and only money paid beyond the rest refunded.
  const invoiced = await invoicedCancellationOf(db, summary, by, today);
  if (invoiced) return { amount: invoiced.amount, reason: invoiced.reason };
  const quote = refundFor({
    paymentType: summary.paymentType,
    // What the booking holds: money already on its way back (a cheaper date's refund) is not refunded twice. What a
    // group kept when it cancelled some of its learners (issue 24) was theirs, and is not refunded again.
    amountPaid: summary.amountHeld - (by === "academy" ? 0 : await keptFromReleasesOf(db, summary)),
    bookedOn: await bookedOnOf(db, summary.id),
    firstDay: summary.startDate,
    cancelledOn: today,
    // On a date the academy cancelled, the learner's refund is the academy's: everything, deposit included.
    by,
    // A group's deposit is £100 a learner still booked (issue 24), as its learners' releases keep theirs.
    seats: summary.seats,
  });
  return academyChanged && quote.amount > 0 ? { ...quote, reason: academyChangedRefundReason(quote.amount) } : quote;
}

/** Cancels at once and records the refund; a job per refund row pays it back. Returns the quote applied. */
export async function cancelByCustomer(
  db: Database,
  bookingId: string,
  site: SiteInfo,
  today = londonToday(),
): Promise<RefundQuote> {
  return db.transaction(async (tx) => {
    const locked = await lockBookingRow(tx, bookingId);
    if (!locked) throw notFound("Booking not found");
    const summary = (await getBookingSummary(tx, { id: bookingId }))!;
    const refusal = customerCancellationRefusal(summary, today);
    if (refusal) throw conflict(refusal);
    const quote = await quoteCancellation(tx, summary, today);
    await applyTransition(tx, locked, summary.dateCancelled ? "cancelByAcademy" : "cancelByCustomer", {
      text: summary.dateCancelled
        ? `The customer chose a refund after the academy cancelled the date. ${quote.reason}`
        : academyChangeOpen(summary, today)
          ? `The customer chose a full refund after the academy changed the course dates. ${quote.reason}`
          : `Cancelled by the customer. ${quote.reason}`,
      actor: "customer",
    });
    const { byHand } = await recordRefunds(tx, bookingId, quote);
    const academy = summary.dateCancelled || academyChangeOpen(summary, today);
    await issueCancellationCredit(
      tx,
      await invoicedCancellationOf(tx, summary, academy ? "academy" : "customer", today),
      site,
    );
    await queueCancellationEmail(tx, bookingId, site, { ...quote, byHand }, "customer");
    return quote;
  });
}

/** E-mails the customer that the booking is cancelled: by whom, the refund, and how it reaches them. */
export async function queueCancellationEmail(
  tx: Executor,
  bookingId: string,
  site: SiteInfo,
  refund: Parameters<typeof cancellationEmail>[2],
  by: Parameters<typeof cancellationEmail>[3],
): Promise<void> {
  const after = (await getBookingSummary(tx, { id: bookingId }))!;
  const email = await cancellationEmail(messageBookingOf(after, site), messageSiteOf(site), refund, by);
  await queueCustomerEmail(tx, after, "booking-cancelled", email, "Cancellation");
}
