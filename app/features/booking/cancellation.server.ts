// A customer cancels their booking (issue 14): the policy's refund is quoted first; confirming cancels at once (the
// seat is freed in the same transaction), writes the refund rows, and queues a job per refund that asks the provider
// outside any transaction. Nothing is marked refunded until the provider says so.
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, payments, type Payment } from "#db/schema";
import { cancellationEmail } from "#app/features/email/templates/cancellation-email";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler } from "#app/features/jobs/job-runner.server";
import { londonDateOf, londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import type { PaymentProvider } from "#app/features/payments/payment-provider";
import { addBookingEvent, applyTransition } from "./booking-lifecycle.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail, queueRefundPaid } from "./booking-messages.server";
import { refundFor, type RefundQuote } from "./booking-policy";
import { BY_HAND } from "./by-hand";
import type { BookingSummary } from "./booking-summary";
import { getBookingSummary } from "./booking-summary.server";

export const REFUND_JOB = "execute-refund";

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
  return refundFor({
    paymentType: summary.paymentType,
    amountPaid: summary.amountPaid,
    bookedOn: await bookedOnOf(db, summary.id),
    firstDay: summary.startDate,
    cancelledOn: today,
    // On a date the academy cancelled, the learner's refund is the academy's: everything, deposit included.
    by: summary.dateCancelled ? "academy" : "customer",
  });
}

/** Cancels at once and records the refund; a job per refund row pays it back. Returns the quote applied. */
export async function cancelByCustomer(
  db: Database,
  bookingId: string,
  site: SiteInfo,
  today = londonToday(),
): Promise<RefundQuote> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, bookingId))
      .for("update");
    if (!locked) throw notFound("Booking not found");
    const summary = (await getBookingSummary(tx, { id: bookingId }))!;
    const refusal = customerCancellationRefusal(summary, today);
    if (refusal) throw conflict(refusal);
    const quote = await quoteCancellation(tx, summary, today);
    await applyTransition(tx, locked, summary.dateCancelled ? "cancelByAcademy" : "cancelByCustomer", {
      text: summary.dateCancelled
        ? `The customer chose a refund after the academy cancelled the date. ${quote.reason}`
        : `Cancelled by the customer. ${quote.reason}`,
      actor: "customer",
    });
    const { byHand } = await recordRefunds(tx, bookingId, quote);
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

/**
 * Splits a refund over the booking's payments, newest first, never more than each has left; one pending refund row
 * (with its own idempotency key) and one job per part. Says how much goes back by hand (money that did not come by
 * card), so the customer is told the truth about how it reaches them.
 */
export async function recordRefunds(
  tx: Executor,
  bookingId: string,
  quote: RefundQuote,
): Promise<{ amount: number; byHand: number }> {
  let left = quote.amount;
  const route = { amount: 0, byHand: 0 };
  if (left <= 0) return route;
  const paid = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.state, "succeeded"), ne(payments.kind, "refund")))
    .orderBy(desc(payments.settledAt), desc(payments.createdAt));
  const refunded = await tx
    .select({ refundOf: payments.refundOf, amount: payments.amount })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, "refund"),
        inArray(payments.state, ["pending", "succeeded"]),
      ),
    );
  const alreadyOn = (payment: Payment) =>
    refunded.filter((refund) => refund.refundOf === payment.id).reduce((sum, refund) => sum + refund.amount, 0);
  for (const payment of paid) {
    if (left <= 0) break;
    const part = Math.min(left, payment.amount - alreadyOn(payment));
    if (part <= 0) continue;
    const [refund] = await tx
      .insert(payments)
      .values({
        bookingId,
        kind: "refund",
        amount: part,
        provider: payment.provider,
        refundOf: payment.id,
        reason: quote.reason,
      })
      .returning();
    await enqueueJob(tx, { kind: REFUND_JOB, dedupeKey: `refund:${refund!.id}`, payload: { refundId: refund!.id } });
    await addBookingEvent(tx, bookingId, {
      kind: "refund",
      text: `Refund of ${formatPoundsExact(part)} recorded on the ${payment.kind} payment; to be paid back`,
    });
    left -= part;
    route.amount += part;
    if (payment.provider === BY_HAND) route.byHand += part;
  }
  // Money that came by hand goes back by hand: the booking shows 'Refund needed' until staff mark it paid back.
  if (route.byHand > 0) await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, bookingId));
  return route;
}

/**
 * Why a refund cannot go back through the running provider, or undefined when it can: the money came by hand, or by
 * another provider (a test card taken before the Stripe keys were set), whose payment this provider cannot refund.
 */
export function byHandReason(
  refundProvider: string,
  original: Pick<Payment, "provider" | "providerRef"> | undefined,
  runningProvider: string,
): string | undefined {
  if (refundProvider === BY_HAND || original?.provider === BY_HAND) return "the payment was not taken by card";
  if (!original?.providerRef) return "the card payment has no provider reference";
  if (original.provider !== runningProvider) {
    return `the payment was taken by the ${original.provider} provider, which is not the one running now`;
  }
  return undefined;
}

/** The refund job: asks the provider (outside any transaction, keyed by the refund row) and records its answer. */
export function refundJobHandler(payments_: PaymentProvider, site: SiteInfo): JobHandler {
  return async ({ db, job }) => {
    const refundId = String(job.payload.refundId);
    const [refund] = await db.select().from(payments).where(eq(payments.id, refundId));
    if (!refund || refund.state !== "pending") return;
    const [original] = await db.select().from(payments).where(eq(payments.id, refund.refundOf!));
    const byHand = byHandReason(refund.provider, original, payments_.name);
    if (byHand) {
      // Staff pay it back and mark it paid (refund-actions.server); until then the booking shows 'Refund needed'.
      await db.transaction(async (tx) => {
        const [marked] = await tx
          .update(payments)
          .set({ provider: BY_HAND })
          .where(and(eq(payments.id, refund.id), eq(payments.state, "pending")))
          .returning({ id: payments.id });
        if (!marked) return;
        await addBookingEvent(tx, refund.bookingId, {
          kind: "refund",
          text: `Refund of ${formatPoundsExact(refund.amount)} to be paid back by hand (${byHand})`,
        });
        await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, refund.bookingId));
      });
      return;
    }
    const answer = await payments_.refund({
      providerRef: original!.providerRef!,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
    });
    await db.transaction(async (tx) => {
      if (answer.status === "failed") throw new Error(`The provider refused refund ${answer.id}`);
      const [updated] = await tx
        .update(payments)
        .set({
          providerRef: answer.id,
          ...(answer.status === "succeeded" ? { state: "succeeded" as const, settledAt: new Date() } : {}),
        })
        .where(and(eq(payments.id, refund.id), eq(payments.state, "pending")))
        .returning({ id: payments.id });
      // Settled meanwhile by the provider's own event, which told the customer.
      if (!updated) return;
      if (answer.status === "succeeded") await queueRefundPaid(tx, refund, site);
      await addBookingEvent(tx, refund.bookingId, {
        kind: "refund",
        text:
          answer.status === "succeeded"
            ? `Refund of ${formatPoundsExact(refund.amount)} paid back (${answer.id})`
            : `Refund of ${formatPoundsExact(refund.amount)} sent to the provider, waiting for it to settle (${answer.id})`,
        actor: refund.provider,
      });
    });
  };
}
