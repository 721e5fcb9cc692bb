// Refunds (issues 14 and 19): money going back is a pending ledger row on the payment it returns, with its own
// idempotency key, and a job that asks the provider outside any transaction. A refund never returns more than is
// still in its payment (money-rules.ts refundRoomOf), and one not yet handed to the provider can be taken back when a
// later change makes it unnecessary. Nothing is marked refunded until the provider (or staff, for money that came by
// hand) says so.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, payments, type Payment } from "#db/schema";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import type { RefundQuote } from "#app/features/booking/booking-policy";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler } from "#app/features/jobs/job-runner.server";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { BY_HAND } from "./by-hand";
import { lockBookingOfLedger } from "./ledger.server";
import { refundRoomOf } from "./money-rules";
import { recordRefundNews } from "./refund-paid-message.server";
import type { PaymentProvider } from "./payment-provider";

export const REFUND_JOB = "execute-refund";

/** One pending refund of `amount` on `payment`, and the job that pays it back. The caller checked the room. */
export async function refundFromPayment(
  tx: Executor,
  payment: Pick<Payment, "id" | "bookingId" | "kind" | "provider">,
  amount: number,
  reason: string,
): Promise<Payment> {
  const [refund] = await tx
    .insert(payments)
    .values({
      bookingId: payment.bookingId,
      kind: "refund",
      amount,
      provider: payment.provider,
      refundOf: payment.id,
      reason,
    })
    .returning();
  await enqueueJob(tx, { kind: REFUND_JOB, dedupeKey: `refund:${refund!.id}`, payload: { refundId: refund!.id } });
  await addBookingEvent(tx, payment.bookingId, {
    kind: "refund",
    text: `Refund of ${formatPoundsExact(amount)} recorded on the ${payment.kind} payment; to be paid back`,
  });
  return refund!;
}

/**
 * Splits a refund over the booking's payments, newest first, never more than each has left; one pending refund row
 * (with its own idempotency key) and one job per part. Says how much goes back by hand (money that did not come by
 * card), so the customer is told the truth about how it reaches them. Call under the booking's row lock.
 */
export async function recordRefunds(
  tx: Executor,
  bookingId: string,
  quote: RefundQuote,
): Promise<{ amount: number; byHand: number }> {
  let left = quote.amount;
  const route = { amount: 0, byHand: 0 };
  if (left <= 0) return route;
  const ledger = await tx.select().from(payments).where(eq(payments.bookingId, bookingId));
  const paid = ledger
    .filter((row) => row.kind !== "refund" && row.state === "succeeded")
    .sort(
      (a, b) =>
        (b.settledAt?.getTime() ?? 0) - (a.settledAt?.getTime() ?? 0) || b.createdAt.getTime() - a.createdAt.getTime(),
    );
  for (const payment of paid) {
    if (left <= 0) break;
    const part = Math.min(left, refundRoomOf(payment, ledger));
    if (part <= 0) continue;
    await refundFromPayment(tx, payment, part, quote.reason);
    left -= part;
    route.amount += part;
    if (payment.provider === BY_HAND) route.byHand += part;
  }
  // Money that came by hand goes back by hand: the booking shows 'Refund needed' until staff mark it paid back.
  if (route.byHand > 0) await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, bookingId));
  return route;
}

/**
 * Takes back up to `amount` of refunds on this booking that nobody has paid yet (not handed to the card provider,
 * not marked paid back by staff), newest first: a later change made them unnecessary (a move to a cheaper date, then
 * to a dearer one). A refund larger than what is taken back is replaced by a smaller one. Returns the pence taken
 * back. Call under the booking's row lock.
 */
export async function reclaimUnsentRefunds(tx: Executor, bookingId: string, amount: number): Promise<number> {
  if (amount <= 0) return 0;
  const unsent = await tx
    .select()
    .from(payments)
    .where(unsentRefundsOf(bookingId))
    .orderBy(desc(payments.createdAt))
    .for("no key update");
  let reclaimed = 0;
  for (const refund of unsent) {
    if (reclaimed >= amount) break;
    // The refund job may have handed it to the provider since the select: only a row still unsent is taken back.
    const [taken] = await tx
      .update(payments)
      .set({ state: "canceled" })
      .where(and(eq(payments.id, refund.id), eq(payments.state, "pending"), isNull(payments.sentAt)))
      .returning({ id: payments.id });
    if (!taken) continue;
    const kept = Math.min(refund.amount, amount - reclaimed);
    reclaimed += kept;
    await addBookingEvent(tx, bookingId, {
      kind: "refund",
      text: `Refund of ${formatPoundsExact(refund.amount)} not yet paid back: cancelled, the booking keeps ${formatPoundsExact(kept)}`,
    });
    if (refund.amount > kept) {
      const [original] = await tx.select().from(payments).where(eq(payments.id, refund.refundOf!));
      await refundFromPayment(tx, original!, refund.amount - kept, refund.reason ?? "Refund");
    }
  }
  await refreshNeedsRefund(tx, bookingId);
  return reclaimed;
}

/** This booking's refunds nobody has paid yet: not handed to the card provider, not paid back by staff. */
const unsentRefundsOf = (bookingId: string) =>
  and(
    eq(payments.bookingId, bookingId),
    eq(payments.kind, "refund"),
    eq(payments.state, "pending"),
    isNull(payments.sentAt),
  );

/** Pence of this booking's refunds nobody has paid yet (not handed to the card provider, not paid back by staff). */
export async function refundsNotYetSentOf(db: Executor, bookingId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${payments.amount}), 0)::int` })
    .from(payments)
    .where(unsentRefundsOf(bookingId));
  return row?.total ?? 0;
}

/**
 * 'Refund needed' stays on while a refund waits for staff to pay it back by hand; it goes off when none does.
 */
export async function refreshNeedsRefund(tx: Executor, bookingId: string): Promise<void> {
  const [waitingByHand] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.bookingId, bookingId),
        eq(payments.kind, "refund"),
        eq(payments.state, "pending"),
        eq(payments.provider, BY_HAND),
      ),
    )
    .limit(1);
  await tx
    .update(bookings)
    .set({ needsRefund: Boolean(waitingByHand) })
    .where(eq(bookings.id, bookingId));
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

/**
 * The refund job: marks the refund sent (from then on it cannot be taken back), asks the provider outside any
 * transaction, keyed by the refund row, and records its answer.
 */
export function refundJobHandler(provider: PaymentProvider, site: SiteInfo): JobHandler {
  return async ({ db, job }) => {
    const refundId = String(job.payload.refundId);
    const [refund] = await db.select().from(payments).where(eq(payments.id, refundId));
    if (!refund || refund.state !== "pending") return;
    const [original] = await db.select().from(payments).where(eq(payments.id, refund.refundOf!));
    const byHand = byHandReason(refund.provider, original, provider.name);
    if (byHand) {
      await leaveToStaff(db, refund, byHand);
      return;
    }
    // Handed over: a refund that was taken back meanwhile is not sent; one already sent is sent again with the same
    // key (the provider answers with the same refund).
    const [sending] = await db
      .update(payments)
      .set({ sentAt: new Date() })
      .where(and(eq(payments.id, refund.id), eq(payments.state, "pending")))
      .returning({ id: payments.id });
    if (!sending) return;
    const answer = await provider.refund({
      providerRef: original!.providerRef!,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey,
    });
    await db.transaction(async (tx) => {
      if (answer.status === "failed") throw new Error(`The provider refused refund ${answer.id}`);
      await lockBookingOfLedger(tx, refund.bookingId);
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
      await recordRefundNews(
        tx,
        refund,
        {
          paidBack: answer.status === "succeeded",
          providerRef: answer.id,
          otherwise: `sent to the provider, waiting for it to settle (${answer.id})`,
          actor: refund.provider,
        },
        site,
      );
    });
  };
}

/** Staff pay it back and mark it paid (refund-actions.server); until then the booking shows 'Refund needed'. */
async function leaveToStaff(db: Database, refund: Payment, why: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBookingOfLedger(tx, refund.bookingId);
    const [marked] = await tx
      .update(payments)
      .set({ provider: BY_HAND })
      .where(and(eq(payments.id, refund.id), eq(payments.state, "pending")))
      .returning({ id: payments.id });
    if (!marked) return;
    await addBookingEvent(tx, refund.bookingId, {
      kind: "refund",
      text: `Refund of ${formatPoundsExact(refund.amount)} to be paid back by hand (${why})`,
    });
    await tx.update(bookings).set({ needsRefund: true }).where(eq(bookings.id, refund.bookingId));
  });
}
