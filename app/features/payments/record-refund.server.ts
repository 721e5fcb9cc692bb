// What the provider says later about refunds and failed attempts (issue 14): the ledger follows its word. Each
// transaction finds its row without a lock, then locks the booking before the row (lockBookingOfLedger).
import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { payments } from "#db/schema";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import type { SiteInfo } from "#app/shared/site-info";
import { formatPoundsExact } from "#app/shared/money";
import { lockBookingOfLedger, lockBookingsOfLedger, paymentsOfIntent } from "./ledger.server";
import { recordRefundNews } from "./refund-paid-message.server";

/** A refund settled or failed; true when a ledger row changed. */
export async function recordRefundUpdate(
  db: Database,
  update: { refundId: string; status: "pending" | "succeeded" | "failed" },
  site: SiteInfo,
): Promise<boolean> {
  if (update.status === "pending") return false;
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ bookingId: payments.bookingId })
      .from(payments)
      .where(and(eq(payments.providerRef, update.refundId), eq(payments.kind, "refund")));
    if (!found) return false;
    await lockBookingOfLedger(tx, found.bookingId);
    const [refund] = await tx
      .update(payments)
      .set({ state: update.status, settledAt: update.status === "succeeded" ? new Date() : null })
      .where(and(eq(payments.providerRef, update.refundId), eq(payments.kind, "refund"), eq(payments.state, "pending")))
      .returning();
    if (!refund) return false;
    await recordRefundNews(
      tx,
      refund,
      {
        paidBack: update.status === "succeeded",
        providerRef: update.refundId,
        otherwise: `failed at the provider (${update.refundId}): staff to retry`,
        actor: "stripe",
      },
      site,
    );
    return true;
  });
}

/**
 * Stripe's charge.refunded: the payment's refunds now total `amountRefunded`. Pending refund rows on that payment are
 * settled oldest first while the total covers them (a refund the provider has not reported yet stays pending). A
 * first-aid bundle's payment is one row per booking (decision 026): the total covers the refunds of all of them.
 */
export async function recordChargeRefunded(
  db: Database,
  intentId: string,
  amountRefunded: number,
  site: SiteInfo,
): Promise<number> {
  return db.transaction(async (tx) => {
    const paid = await paymentsOfIntent(tx, intentId);
    if (paid.length === 0) return 0;
    await lockBookingsOfLedger(
      tx,
      paid.map((payment) => payment.bookingId),
    );
    const refunds = await tx
      .select()
      .from(payments)
      .where(
        and(
          inArray(
            payments.refundOf,
            paid.map((payment) => payment.id),
          ),
          inArray(payments.state, ["pending", "succeeded"]),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .for("no key update");
    let covered = refunds
      .filter((refund) => refund.state === "succeeded")
      .reduce((sum, refund) => sum + refund.amount, 0);
    let settled = 0;
    for (const refund of refunds.filter((row) => row.state === "pending")) {
      if (covered + refund.amount > amountRefunded) break;
      covered += refund.amount;
      await tx.update(payments).set({ state: "succeeded", settledAt: new Date() }).where(eq(payments.id, refund.id));
      await recordRefundNews(tx, refund, { paidBack: true, actor: "stripe" }, site);
      settled++;
    }
    return settled;
  });
}

/**
 * An attempt the customer's card failed: its row is failed (each booking's, for a first-aid bundle's one payment), so
 * the next 'Pay' opens a new one.
 */
export async function recordPaymentFailed(db: Database, intentId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const found = await paymentsOfIntent(tx, intentId);
    if (found.length === 0) return false;
    await lockBookingsOfLedger(
      tx,
      found.map((payment) => payment.bookingId),
    );
    const failed = await tx
      .update(payments)
      .set({ state: "failed" })
      .where(and(eq(payments.providerRef, intentId), ne(payments.kind, "refund"), eq(payments.state, "pending")))
      .returning();
    for (const row of failed) {
      await addBookingEvent(tx, row.bookingId, {
        kind: "payment",
        text: `Card payment of ${formatPoundsExact(row.amount)} failed`,
        actor: "stripe",
      });
    }
    return failed.length > 0;
  });
}
