// The one path by which money a provider confirms reaches the ledger (decision 015): Stripe's signed webhook or the
// built-in test provider. A first payment (deposit or full) confirms its booking; a balance payment adds to it and
// sends a receipt. Idempotent: a repeated or late report changes nothing twice.
import { and, eq, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, leads, payments, type Payment } from "#db/schema";
import { countSeatsTaken, lockBookableDate } from "#app/features/booking/bookable-date.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { addBookingEvent, applyTransition } from "#app/features/booking/booking-lifecycle.server";
import { paymentById, paymentOfProviderRef, settlePayment } from "#app/features/booking/ledger.server";
import { queueConfirmation, queueReceipt } from "#app/features/booking/booking-messages.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import type { SiteInfo } from "#app/shared/site-info";
import { formatPoundsExact } from "#app/shared/money";

export type PaymentReport = {
  provider: "stripe" | "test";
  intentId: string;
  /** The booking and ledger row the intent's metadata names (the payment row may be absent from older intents). */
  bookingId?: string;
  paymentId?: string;
  /** Minor units actually received (pence when the currency is gbp). */
  amount: number;
  /** ISO 4217, lower case as Stripe writes it. */
  currency: string;
};

export type PaymentOutcome =
  "confirmed" | "already-confirmed" | "balance-paid" | "refund-needed" | "payment-mismatch" | "unknown-booking";

/** £249 for pence; anything else as Stripe wrote it, in the currency's smallest unit. */
const moneyText = ({ amount, currency }: Pick<PaymentReport, "amount" | "currency">) =>
  currency === "gbp" ? formatPoundsExact(amount) : `${amount} ${currency.toUpperCase()} (smallest unit)`;

/**
 * Why a reported payment is not the one its ledger row asked for, if it is not (issue 11, security review F12):
 * every intent this site creates is in pence for its row's amount, and its id is stored on the row.
 */
export function paymentMismatch(
  report: Pick<PaymentReport, "amount" | "currency" | "intentId">,
  payment: Pick<Payment, "amount" | "providerRef"> | undefined,
): string | undefined {
  if (report.currency !== "gbp") return `it was in ${report.currency.toUpperCase()}, not GBP`;
  if (!payment) return `it was made through payment ${report.intentId}, which this booking did not ask for`;
  if (report.amount !== payment.amount) {
    return `it was for ${formatPoundsExact(report.amount)}, but the booking owes ${formatPoundsExact(payment.amount)}`;
  }
  if (payment.providerRef && payment.providerRef !== report.intentId) {
    return `it was made through payment ${report.intentId}, not the booking's own ${payment.providerRef}`;
  }
  return undefined;
}

export async function recordPaymentSucceeded(
  db: Database,
  report: PaymentReport,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    const named =
      (await paymentOfProviderRef(tx, report.intentId)) ??
      (report.paymentId ? await paymentById(tx, report.paymentId) : undefined);
    const bookingId = named?.bookingId ?? report.bookingId;
    if (!bookingId) return "unknown-booking";
    const [booking] = await tx
      .select({
        id: bookings.id,
        status: bookings.status,
        paymentType: bookings.paymentType,
        paymentAmount: bookings.paymentAmount,
        availableDateId: bookings.availableDateId,
        instanceId: bookings.instanceId,
        leadId: bookings.leadId,
        holdActive: sql<boolean>`${bookings.holdExpiresAt} > now()`,
      })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!booking) return "unknown-booking";
    const payment = named ?? (await firstPaymentWithoutIntent(tx, booking, report.provider));

    const mismatch = paymentMismatch(report, payment);
    if (mismatch) {
      // Money arrived that is not what this booking asked for: it confirms nothing and keeps the booking (and its
      // hold) as it was, so the right payment can still confirm it; staff refund what came in.
      await flagForRefund(tx, booking.id, site, {
        subject: "received a payment that does not match",
        lines: [
          `received a payment (${report.provider} payment ${report.intentId}, ${moneyText(report)})`,
          `that it did not ask for: ${mismatch}. The payment did not confirm the booking.`,
          "Please refund that payment to the customer",
        ],
      });
      return "payment-mismatch";
    }
    if (payment!.state === "succeeded") return "already-confirmed";
    await settlePayment(tx, payment!.id, report.intentId);
    const paid = formatPoundsExact(payment!.amount);

    if (payment!.kind === "balance") {
      if (booking.status !== "confirmed") {
        await addBookingEvent(tx, booking.id, {
          kind: "payment",
          text: `${paid} balance paid by card after the booking was ${booking.status}: to be refunded`,
          actor: report.provider,
        });
        await flagForRefund(tx, booking.id, site, {
          subject: `was paid after it was ${booking.status}`,
          lines: [
            `received its balance (${paid}, ${report.provider} payment ${report.intentId})`,
            `after the booking was ${booking.status}.`,
            "Please refund the customer",
          ],
        });
        return "refund-needed";
      }
      await addBookingEvent(tx, booking.id, {
        kind: "payment",
        text: `${paid} balance paid by card`,
        actor: report.provider,
      });
      await queueReceipt(tx, booking.id, payment!.id, site);
      return "balance-paid";
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
      if (booking.status !== "cancelled") {
        await applyTransition(tx, booking, "cancelLatePayment", {
          text: `${paid} paid by card after the hold lapsed and no seat was left: to be refunded`,
          actor: report.provider,
          extra: { needsRefund: true },
        });
      } else {
        await addBookingEvent(tx, booking.id, {
          kind: "payment",
          text: `${paid} paid by card after the booking was cancelled: to be refunded`,
          actor: report.provider,
        });
      }
      await flagForRefund(tx, booking.id, site, {
        subject: "paid after its seat was released",
        lines: [
          `was paid (${formatPoundsExact(report.amount)}, ${report.provider} payment ${report.intentId})`,
          "after its 15-minute hold expired, and no seat was left (or the booking had been cancelled).",
          "Please refund the customer",
        ],
        offerAnotherDate: true,
      });
      return "refund-needed";
    }

    await applyTransition(tx, booking, "confirm", {
      text: `${paid} ${booking.paymentType === "deposit" ? "deposit" : "paid in full"} by card: booking confirmed`,
      actor: report.provider,
    });
    if (booking.leadId) {
      await tx
        .update(leads)
        .set({ status: "converted", bookingStage: "confirmed" })
        .where(eq(leads.id, booking.leadId));
    }
    await queueConfirmation(tx, booking.id, site);
    return "confirmed";
  });
}

/**
 * The first payment's ledger row for a report whose intent no row names (its create-payment-intent answer was lost,
 * or the intent predates the ledger): the booking's open card attempt, else a new row for what the booking asks
 * first, judged on the money alone. A booking already confirmed asks for nothing more this way.
 */
async function firstPaymentWithoutIntent(
  tx: Executor,
  booking: { id: string; status: string; paymentType: string; paymentAmount: number },
  provider: string,
): Promise<Payment | undefined> {
  const [open] = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, booking.id),
        eq(payments.state, "pending"),
        ne(payments.provider, "manual"),
        ne(payments.kind, "refund"),
      ),
    )
    .for("update");
  if (open) return open;
  if (booking.status === "confirmed") return undefined;
  const [created] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      kind: booking.paymentType === "deposit" ? "deposit" : "full",
      amount: booking.paymentAmount,
      provider,
    })
    .returning();
  return created;
}

/** Marks the booking as owing money back and tells staff by e-mail. */
async function flagForRefund(
  tx: Executor,
  bookingId: string,
  site: SiteInfo,
  message: { subject: string; lines: string[]; offerAnotherDate?: boolean },
): Promise<void> {
  await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, bookingId));
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const [first, ...rest] = message.lines;
  const customer = `${summary.userDetails.fullName} <${summary.userDetails.email}>`;
  await enqueueEmail(tx, {
    kind: "refund-needed",
    bookingId,
    to: site.email,
    subject: `Refund needed: booking ${summary.reference} ${message.subject}`,
    text: [
      `Booking ${summary.reference} for ${summary.courseTitle} on ${summary.startDate} ${first}`,
      ...rest.slice(0, -1),
      `${rest.at(-1)}, ${customer}${message.offerAnotherDate ? ", and offer another date" : ""}.`,
    ].join("\n"),
  });
}
