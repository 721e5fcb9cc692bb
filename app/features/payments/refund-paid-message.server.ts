// 'Your refund has been paid' (issue 21, L2): told once a refund is wholly paid back, not once per payment it went
// back to. Called where a refund row turns succeeded, under the booking's row lock that every writer of its ledger
// takes first (lockBookingOfLedger, lockBooking): two parts settling at once take turns, and the second sees the first
// settled. The message's kind is the refund's, so even a repeat queues nothing more.
import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Executor } from "#db/db.server";
import { payments, type Payment } from "#db/schema";
import {
  messageBookingOf,
  messageSiteOf,
  queueCustomerEmail,
} from "#app/features/booking/life-cycle/booking-messages.server";
import { getBookingSummary } from "#app/features/booking/booking-summary.server";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { refundPaidEmail } from "#app/features/email/templates/refund-paid-email";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { refundPaidBack } from "./refund-parts";

const METHOD_OF_CARD = "Card";
const part = alias(payments, "part");

/** Queues the refund-paid e-mail when the refund `refundId` is part of is now wholly paid back. */
export async function queueRefundPaidWhenWhole(tx: Executor, refundId: string, site: SiteInfo): Promise<boolean> {
  // Its parts: the refund rows created in the same transaction (same booking, same created_at to the microsecond).
  const parts = await tx
    .select()
    .from(part)
    .where(
      and(
        eq(part.kind, "refund"),
        sql`(${part.bookingId}, ${part.createdAt}) = (select ${payments.bookingId}, ${payments.createdAt} from ${payments} where ${payments.id} = ${refundId})`,
      ),
    );
  const whole = refundPaidBack(parts);
  if (!whole) return false;
  const bookingId = whole.parts[0]!.bookingId;
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const email = await refundPaidEmail(messageBookingOf(summary, site), messageSiteOf(site), {
    amount: whole.amount,
    // When the last part was paid back.
    paidAt: whole.parts.reduce(
      (latest, part) => (part.settledAt && part.settledAt > latest ? part.settledAt : latest),
      new Date(0),
    ),
    parts: whole.parts.map((part) => ({ amount: part.amount, method: part.method ?? METHOD_OF_CARD })),
  });
  return queueCustomerEmail(tx, summary, `refund-paid:${whole.key}`, email, "Refund paid");
}

/**
 * What the provider said of a refund, as a line on the booking's timeline: `Refund of £… paid back (its refund id)`,
 * else `Refund of £… ` and `otherwise`. Paid back, the customer is told once all of the refund is back.
 */
export async function recordRefundNews(
  tx: Executor,
  refund: Pick<Payment, "id" | "bookingId" | "amount">,
  news: { paidBack: boolean; providerRef?: string; otherwise?: string; actor: string },
  site: SiteInfo,
): Promise<void> {
  if (news.paidBack) await queueRefundPaidWhenWhole(tx, refund.id, site);
  const amount = formatPoundsExact(refund.amount);
  await addBookingEvent(tx, refund.bookingId, {
    kind: "refund",
    text: news.paidBack
      ? `Refund of ${amount} paid back${news.providerRef === undefined ? "" : ` (${news.providerRef})`}`
      : `Refund of ${amount} ${news.otherwise}`,
    actor: news.actor,
  });
}
