// The one path by which a booking becomes confirmed: a payment the provider
// has confirmed to the server (Stripe's signed webhook, or the built-in test
// provider). Idempotent: a repeated or late report changes nothing twice.
import { eq, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { bookings, leads } from "#db/schema";
import { countSeatsTaken, lockBookableDate } from "#app/features/booking/bookable-date.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { confirmationEmail } from "#app/features/booking/confirmation-email.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import type { SiteInfo } from "#app/shared/site-info";
import { formatPoundsExact } from "#app/shared/money";

export type PaymentReport = {
  provider: "stripe" | "test";
  intentId: string;
  bookingId: string;
  /** Minor units actually received (pence when the currency is gbp). */
  amount: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
};

export type PaymentOutcome =
  "confirmed" | "already-confirmed" | "refund-needed" | "payment-mismatch" | "unknown-booking";

/** £249 for pence; anything else as Stripe wrote it, in the currency's smallest unit. */
const moneyText = ({ amount, currency }: Pick<PaymentReport, "amount" | "currency">) =>
  currency === "gbp" ? formatPoundsExact(amount) : `${amount} ${currency.toUpperCase()} (smallest unit)`;

/**
 * Why a reported payment is not the one this booking asked for, if it is not (issue 11, security review F12):
 * every intent this site creates is in pence for the booking's amount, and its id is stored on the booking.
 * A booking that never stored an intent (its create-payment-intent answer was lost) is judged on the money alone.
 */
export function paymentMismatch(
  report: Pick<PaymentReport, "amount" | "currency" | "intentId">,
  booking: { paymentAmount: number; paymentReference: string | null },
): string | undefined {
  if (report.currency !== "gbp") return `it was in ${report.currency.toUpperCase()}, not GBP`;
  if (report.amount !== booking.paymentAmount) {
    return `it was for ${formatPoundsExact(report.amount)}, but the booking owes ${formatPoundsExact(booking.paymentAmount)}`;
  }
  if (booking.paymentReference && booking.paymentReference !== report.intentId) {
    return `it was made through payment ${report.intentId}, not the booking's own ${booking.paymentReference}`;
  }
  return undefined;
}

export async function recordPaymentSucceeded(
  db: Database,
  report: PaymentReport,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        paymentAmount: bookings.paymentAmount,
        paymentReference: bookings.paymentReference,
        availableDateId: bookings.availableDateId,
        instanceId: bookings.instanceId,
        leadId: bookings.leadId,
        holdActive: sql<boolean>`${bookings.holdExpiresAt} > now()`,
      })
      .from(bookings)
      .where(eq(bookings.id, report.bookingId))
      .for("update");
    if (!booking) return "unknown-booking";

    const mismatch = paymentMismatch(report, booking);
    if (mismatch) {
      // Money arrived that is not what this booking owes: it confirms nothing and keeps the booking (and its hold)
      // as it was, so the right payment can still confirm it; staff refund what came in, as for a late payment.
      await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, booking.id));
      const summary = (await getBookingSummary(tx, { id: booking.id }))!;
      await enqueueEmail(tx, {
        kind: "refund-needed",
        bookingId: booking.id,
        to: site.email,
        subject: `Refund needed: booking ${summary.reference} received a payment that does not match`,
        text: [
          `Booking ${summary.reference} for ${summary.courseTitle} on ${summary.startDate} received a payment`,
          `(${report.provider} payment ${report.intentId}, ${moneyText(report)})`,
          `that it did not ask for: ${mismatch}. The payment did not confirm the booking.`,
          `Please refund that payment to the customer, ${summary.userDetails.fullName} <${summary.userDetails.email}>.`,
        ].join("\n"),
      });
      return "payment-mismatch";
    }
    if (booking.status === "confirmed") return "already-confirmed";

    let seatStillOurs = booking.status === "pending" && booking.holdActive;
    if (!seatStillOurs && booking.status !== "cancelled") {
      // The hold lapsed before the money arrived: take the seat again if one is free.
      const date = await lockBookableDate(tx, booking);
      seatStillOurs =
        !!date && date.status === "active" && (await countSeatsTaken(tx, date, booking.id)) < date.maxSeats;
    }

    if (!seatStillOurs) {
      await tx
        .update(bookings)
        .set({
          status: "cancelled",
          needsRefund: true,
          cancelledAt: sql`now()` as unknown as Date,
          paymentProvider: report.provider,
          paymentReference: report.intentId,
          holdExpiresAt: null,
        })
        .where(eq(bookings.id, booking.id));
      const summary = (await getBookingSummary(tx, { id: booking.id }))!;
      await enqueueEmail(tx, {
        kind: "refund-needed",
        bookingId: booking.id,
        to: site.email,
        subject: `Refund needed: booking ${summary.reference} paid after its seat was released`,
        text: [
          `Booking ${summary.reference} for ${summary.courseTitle} on ${summary.startDate} was paid`,
          `(${formatPoundsExact(report.amount)}, ${report.provider} payment ${report.intentId})`,
          "after its 15-minute hold expired, and no seat was left (or the booking had been cancelled).",
          `Please refund the customer, ${summary.userDetails.fullName} <${summary.userDetails.email}>, and offer another date.`,
        ].join("\n"),
      });
      return "refund-needed";
    }

    await tx
      .update(bookings)
      .set({
        status: "confirmed",
        confirmedAt: sql`now()` as unknown as Date,
        holdExpiresAt: null,
        paymentProvider: report.provider,
        paymentReference: report.intentId,
      })
      .where(eq(bookings.id, booking.id));
    if (booking.leadId) {
      await tx
        .update(leads)
        .set({ status: "converted", bookingStage: "confirmed" })
        .where(eq(leads.id, booking.leadId));
    }
    const summary = (await getBookingSummary(tx, { id: booking.id }))!;
    const email = confirmationEmail(summary, site);
    await enqueueEmail(tx, {
      kind: "booking-confirmation",
      bookingId: booking.id,
      to: summary.userDetails.email,
      ...email,
    });
    return "confirmed";
  });
}
