// The one path by which money a provider confirms reaches the ledger (decision 015): Stripe's signed webhook or the
// built-in test provider. A first payment (deposit or full) confirms its booking; a balance payment adds to it and
// sends a receipt. Idempotent: a repeated or late report changes nothing twice.
//
// Money is recorded whenever it was taken (issue 19), but a booking never silently keeps more than its price: money on
// a closed attempt, beyond what is owed, after the booking was cancelled, or for a seat that has gone is refunded at
// once through the ledger (by the provider when it came by card), and the customer and staff are told.
//
// Locks, in decision 003's order: the course date (only for a booking not yet confirmed, which may need a seat), then
// the booking, then the payment row.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookingEvents, bookings, leads, payments, type Payment } from "#db/schema";
import { countSeatsSpokenFor, lockBookableDate } from "#app/features/booking/bookable-date.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { addBookingEvent, applyTransition } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { amountHeldOf, openCardAttemptOf, paymentById, paymentsOfIntent, settlePayment } from "./ledger.server";
import {
  messageBookingOf,
  messageSiteOf,
  queueConfirmation,
  queueCustomerEmail,
  queueReceipt,
} from "#app/features/booking/life-cycle/booking-messages.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { moneyReturnedEmail, type MoneyReturnedWhy } from "#app/features/email/templates/money-returned-email";
import type { SiteInfo } from "#app/shared/site-info";
import { formatPoundsExact } from "#app/shared/money";
import { BY_HAND } from "./by-hand";
import { splitArrival } from "./money-rules";
import { refundFromPayment } from "./refunds.server";
import { issueReceipt } from "#app/features/documents/issue-receipt.server";

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

type LockedBooking = {
  id: string;
  status: "pending" | "confirmed" | "expired" | "cancelled";
  paymentType: string;
  paymentAmount: number;
  totalPrice: number;
  availableDateId: string | null;
  instanceId: string | null;
  leadId: string | null;
  /** The seats it holds (issue 24): a lapsed group's payment needs them all free. */
  seats: number;
  holdActive: boolean;
};

export async function recordPaymentSucceeded(
  db: Database,
  report: PaymentReport,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  return db.transaction(async (tx) => {
    // One intent over a first-aid bundle's two bookings (decision 026): each row settles for its own share, together.
    const shared = await paymentsOfIntent(tx, report.intentId);
    if (shared.length > 1) return settleSharedPayment(tx, shared, report, site);
    const [named] = await tx
      .select()
      .from(payments)
      .where(
        report.paymentId
          ? sql`${payments.providerRef} = ${report.intentId} or ${payments.id} = ${report.paymentId}`
          : eq(payments.providerRef, report.intentId),
      )
      .orderBy(sql`${payments.providerRef} = ${report.intentId} desc`)
      .limit(1);
    const bookingId = named?.bookingId ?? report.bookingId;
    if (!bookingId) return "unknown-booking";
    const booking = await lockBookingForPayment(tx, bookingId);
    if (!booking) return "unknown-booking";
    const payment = named ? await paymentById(tx, named.id) : await firstPaymentWithoutIntent(tx, booking, report);

    const mismatch = paymentMismatch(report, payment);
    if (mismatch) return flagMismatch(tx, booking.id, report, mismatch, site);
    return applyArrival(tx, booking, payment!, report, site);
  });
}

/**
 * Money arrived that is not what this booking asked for: it confirms nothing and keeps the booking (and its hold) as
 * it was, so the right payment can still confirm it; staff refund what came in.
 */
async function flagMismatch(
  tx: Executor,
  bookingId: string,
  report: PaymentReport,
  mismatch: string,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, bookingId));
  await alertStaff(tx, bookingId, `mismatch:${report.intentId}`, site, {
    subject: "Refund needed",
    about: "received a payment that does not match",
    lines: [
      `received a payment (${report.provider} payment ${report.intentId}, ${moneyText(report)})`,
      `that it did not ask for: ${mismatch}. The payment did not confirm the booking.`,
      "Please refund that payment to the customer",
    ],
  });
  return "payment-mismatch";
}

/**
 * One intent that paid a first-aid bundle's two bookings, one row each (decision 026), settled in one transaction:
 * decision 003's order over both, the dates that may need a seat lowest id first, then the bookings lowest id first,
 * then their rows. The money must be the rows' sum; then each row is an ordinary arrival on its own booking.
 */
async function settleSharedPayment(
  tx: Executor,
  shared: Payment[],
  report: PaymentReport,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  const peeks = await tx
    .select({
      status: bookings.status,
      instanceId: bookings.instanceId,
      availableDateId: bookings.availableDateId,
    })
    .from(bookings)
    .where(
      inArray(
        bookings.id,
        shared.map((row) => row.bookingId),
      ),
    );
  const dateIdOf = (peek: (typeof peeks)[number]) => peek.instanceId ?? peek.availableDateId ?? "";
  const dates = peeks
    .filter((peek) => peek.status === "pending" || peek.status === "expired")
    .sort((a, b) => (dateIdOf(a) < dateIdOf(b) ? -1 : 1));
  for (const date of dates) await lockBookableDate(tx, date);
  const locked: LockedBooking[] = [];
  for (const row of shared) {
    const booking = await lockBookingForPayment(tx, row.bookingId);
    if (!booking) return "unknown-booking";
    locked.push(booking);
  }
  const rows: Payment[] = [];
  for (const row of shared) rows.push((await paymentById(tx, row.id))!);
  const lead = Math.max(
    0,
    rows.findIndex((row) => row.id === report.paymentId || row.bookingId === report.bookingId),
  );
  const total = rows.reduce((sum, row) => sum + row.amount, 0);
  const mismatch = paymentMismatch(report, { amount: total, providerRef: report.intentId });
  if (mismatch) return flagMismatch(tx, locked[lead]!.id, report, mismatch, site);
  const outcomes: PaymentOutcome[] = [];
  for (const [i, row] of rows.entries()) outcomes.push(await applyArrival(tx, locked[i]!, row, report, site));
  return outcomes[lead]!;
}

/** A payment the provider has for this booking's row (locked, with the booking): confirms, adds or gives back. */
async function applyArrival(
  tx: Executor,
  booking: LockedBooking,
  payment: Payment,
  report: PaymentReport,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  if (payment.state === "succeeded") return "already-confirmed";
  // Closed: a newer attempt, staff, a change of price or date, or a cancellation made it unnecessary (attempts.server).
  const closed = payment.state === "canceled";
  const heldBefore = await amountHeldOf(tx, booking.id);
  await settlePayment(tx, payment.id, report.intentId);
  // Money received has its receipt, issued with it (issue 24), even when some or all of it goes back below.
  await issueReceipt(tx, payment.id, site);
  const settled = { ...payment, state: "succeeded" as const, providerRef: report.intentId };
  const late = (why: MoneyReturnedWhy, amount = settled.amount) => giveBack(tx, booking, settled, amount, why, site);

  if (closed) return late("attempt-closed");
  if (booking.status === "cancelled") return late("cancelled");

  if (booking.status !== "confirmed") {
    if (settled.kind === "balance") return late("seat-gone");
    const seat = await seatForFirstPayment(tx, booking);
    if (!seat.ours) {
      if (booking.status === "pending" || booking.status === "expired") {
        await applyTransition(tx, booking, "cancelLatePayment", {
          text: `${formatPoundsExact(settled.amount)} paid by card after ${seat.why}: refunded`,
          actor: report.provider,
        });
      }
      return late("seat-gone");
    }
    await applyTransition(tx, booking, "confirm", {
      text: `${formatPoundsExact(settled.amount)} ${booking.paymentType === "deposit" ? "deposit" : "paid in full"} by card: booking confirmed`,
      actor: report.provider,
    });
    if (booking.leadId) {
      await tx
        .update(leads)
        .set({ status: "converted", bookingStage: "confirmed" })
        .where(eq(leads.id, booking.leadId));
    }
    await queueConfirmation(tx, booking.id, site);
    const { excess } = splitArrival(settled.amount, booking.totalPrice - heldBefore);
    if (excess > 0) await late("overpaid", excess);
    return "confirmed";
  }

  // A confirmed booking takes money only up to its price: the rest goes back.
  const { keep, excess } = splitArrival(settled.amount, booking.totalPrice - heldBefore);
  if (keep > 0) {
    await addBookingEvent(tx, booking.id, {
      kind: "payment",
      text: `${formatPoundsExact(keep)} ${settled.kind === "balance" ? "balance" : "towards the balance"} paid by card`,
      actor: report.provider,
    });
    await queueReceipt(tx, booking.id, settled.id, site);
  }
  if (excess > 0) await late("overpaid", excess);
  return keep > 0 ? "balance-paid" : "refund-needed";
}

/** The booking under its row lock, after its date's when a first payment may need a seat (decision 003's order). */
async function lockBookingForPayment(tx: Executor, bookingId: string): Promise<LockedBooking | undefined> {
  const columns = {
    id: bookings.id,
    status: bookings.status,
    paymentType: bookings.paymentType,
    paymentAmount: bookings.paymentAmount,
    totalPrice: bookings.totalPrice,
    availableDateId: bookings.availableDateId,
    instanceId: bookings.instanceId,
    leadId: bookings.leadId,
    seats: bookings.seats,
    holdActive: sql<boolean>`coalesce(${bookings.holdExpiresAt} > now(), false)`,
  };
  const [peek] = await tx.select(columns).from(bookings).where(eq(bookings.id, bookingId));
  if (!peek) return undefined;
  // A confirmed booking never needs a seat again; any other may, so its date is locked before it.
  if (peek.status === "pending" || peek.status === "expired") await lockBookableDate(tx, peek);
  const [booking] = await tx.select(columns).from(bookings).where(eq(bookings.id, bookingId)).for("no key update");
  return booking;
}

/**
 * Whether a first payment still has its seat: its hold is live, or it lapsed and a seat is free for it counting the
 * people waiting for one (pretix's count_waitinglist), and the customer did not replace it with a newer booking.
 */
async function seatForFirstPayment(
  tx: Executor,
  booking: LockedBooking,
): Promise<{ ours: true } | { ours: false; why: string }> {
  if (booking.status === "pending" && booking.holdActive) return { ours: true };
  const [replaced] = await tx
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, booking.id), eq(bookingEvents.kind, "replaceHold")))
    .limit(1);
  if (replaced) return { ours: false, why: "the customer replaced this hold with a newer booking" };
  const date = await lockBookableDate(tx, booking);
  if (!date || date.status !== "active") return { ours: false, why: "the hold lapsed and the date is not open" };
  if (date.maxSeats - (await countSeatsSpokenFor(tx, date)) < booking.seats) {
    return { ours: false, why: "the hold lapsed and no seat was left (or it was owed to someone waiting)" };
  }
  return { ours: true };
}

const WHY_FOR_STAFF: Record<MoneyReturnedWhy, string> = {
  "attempt-closed": "on a payment attempt that had been closed",
  cancelled: "after the booking was cancelled",
  "seat-gone": "after its seat had been released",
  overpaid: "beyond what the booking owed",
};

/**
 * Money the booking may not keep: a refund of `amount` from this payment at once (the refund job pays it back, by
 * card, or leaves it to staff when it cannot), a line on the timeline, an e-mail to the customer and one to staff.
 */
async function giveBack(
  tx: Executor,
  booking: { id: string },
  payment: Payment,
  amount: number,
  why: MoneyReturnedWhy,
  site: SiteInfo,
): Promise<PaymentOutcome> {
  const text = `${formatPoundsExact(amount)} of a ${formatPoundsExact(payment.amount)} card payment received ${WHY_FOR_STAFF[why]}: refunded automatically`;
  await addBookingEvent(tx, booking.id, { kind: "payment", text, actor: payment.provider });
  await refundFromPayment(tx, payment, amount, `Received ${WHY_FOR_STAFF[why]}`);
  const summary = (await getBookingSummary(tx, { id: booking.id }))!;
  const email = await moneyReturnedEmail(messageBookingOf(summary, site), messageSiteOf(site), {
    received: payment.amount,
    refund: amount,
    why,
    byCard: payment.provider !== BY_HAND,
  });
  await queueCustomerEmail(tx, summary, `money-returned:${payment.id}`, email, "Money returned");
  await alertStaff(tx, booking.id, `money-returned:${payment.id}`, site, {
    subject: "Payment returned",
    about: `was paid ${WHY_FOR_STAFF[why]}`,
    lines: [
      `received ${formatPoundsExact(payment.amount)} (${payment.provider} payment ${payment.providerRef ?? payment.id})`,
      `${WHY_FOR_STAFF[why]}. ${formatPoundsExact(amount)} is being refunded automatically; the Refunds list shows when it is paid back.`,
      "The customer has been told by e-mail",
    ],
  });
  return "refund-needed";
}

/**
 * The first payment's ledger row for a report whose intent no row names (its create-payment-intent answer was lost,
 * or the intent predates the ledger): the booking's open card attempt, else a new row for what the booking asks
 * first, judged on the money alone. A booking already confirmed asks for nothing more this way.
 */
async function firstPaymentWithoutIntent(
  tx: Executor,
  booking: { id: string; status: string; paymentType: string; paymentAmount: number },
  report: PaymentReport,
): Promise<Payment | undefined> {
  const [open] = await tx.select().from(payments).where(openCardAttemptOf(booking.id)).for("no key update");
  if (open) return open;
  if (booking.status === "confirmed") return undefined;
  const [created] = await tx
    .insert(payments)
    .values({
      bookingId: booking.id,
      kind: booking.paymentType === "deposit" ? "deposit" : "full",
      amount: booking.paymentAmount,
      provider: report.provider,
    })
    .returning();
  return created;
}

/** An e-mail to the academy about one event on a booking (its own outbox kind, so none is dropped). */
async function alertStaff(
  tx: Executor,
  bookingId: string,
  event: string,
  site: SiteInfo,
  message: { subject: string; about: string; lines: string[] },
): Promise<void> {
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const [first, ...rest] = message.lines;
  const customer = `${summary.userDetails.fullName} <${summary.userDetails.email}>`;
  const queued = await enqueueEmail(tx, {
    kind: `staff-alert:${event}`,
    bookingId,
    to: site.email,
    subject: `${message.subject}: booking ${summary.reference} ${message.about}`,
    text: [
      `Booking ${summary.reference} for ${summary.courseTitle} on ${summary.startDate} ${first}`,
      ...rest.slice(0, -1),
      `${rest.at(-1)}, ${customer}.`,
    ].join("\n"),
  });
  if (queued) {
    await addBookingEvent(tx, bookingId, { kind: "message-queued", text: `Staff alert queued: “${message.subject}”` });
  }
}
