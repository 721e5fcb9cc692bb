// The one path by which a booking becomes confirmed: a payment the provider
// has confirmed to the server (Stripe's signed webhook, or the built-in test
// provider). Idempotent: a repeated or late report changes nothing twice.
import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/db.server";
import { bookings, leads } from "../../../db/schema";
import { countSeatsTaken, lockBookableDate } from "~/features/booking/booking.server";
import { getBookingSummary } from "~/features/booking/booking-summary.server";
import { confirmationEmail } from "~/features/booking/confirmation-email.server";
import { enqueueEmail } from "~/features/email/outbox.server";
import type { SiteInfo } from "~/shared/site-info";
import { formatPoundsExact } from "~/shared/money";

export type PaymentReport = {
  provider: "stripe" | "test";
  intentId: string;
  bookingId: string;
  /** Pence actually received. */
  amount: number;
};

export type PaymentOutcome = "confirmed" | "already-confirmed" | "refund-needed" | "unknown-booking";

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
        availableDateId: bookings.availableDateId,
        instanceId: bookings.instanceId,
        leadId: bookings.leadId,
        holdActive: sql<boolean>`${bookings.holdExpiresAt} > now()`,
      })
      .from(bookings)
      .where(eq(bookings.id, report.bookingId))
      .for("update");
    if (!booking) return "unknown-booking";
    if (booking.status === "confirmed") return "already-confirmed";

    let seatStillOurs = booking.status === "pending" && booking.holdActive && report.amount === booking.paymentAmount;
    if (!seatStillOurs && report.amount === booking.paymentAmount && booking.status !== "cancelled") {
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
          "after its 15-minute hold expired, and no seat was left (or the amount did not match).",
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
