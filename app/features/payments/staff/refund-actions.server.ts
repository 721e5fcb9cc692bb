// Refunds staff carry out themselves. Money a cancelled booking still holds (a card payment that arrived after its
// seat had gone, or what the policy kept when staff decide to give it back) goes back through the ledger like any
// refund: a pending row per payment and a job that asks the provider. Money that did not come by card goes back by
// hand, and staff record when they have paid it, so the ledger, the booking page and the 'Refund needed' flag follow.
import { and, eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { payments } from "#db/schema";
import { conflict, notFound } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { BY_HAND } from "../by-hand";
import { queueRefundPaidWhenWhole } from "../refund-paid-message.server";
import { recordRefunds, refreshNeedsRefund } from "../refunds.server";
import { paymentsOf } from "../ledger.server";
import { heldRefundRefusal, refundableOf } from "../money-rules";
import { getBooking, lockBooking, withLockedBooking } from "#app/features/booking/staff/bookings-store.server";
import type { AdminBookingFull, RefundPaidBackInput, StaffRefundInput } from "#app/features/booking/staff/staff-schema";

/**
 * Locks a refund for a change: the booking first, as every writer of its ledger locks it, then the refund row. A
 * refund that is unknown is a 404, one already paid back a 409.
 */
export async function lockRefundNotPaidBack(tx: Executor, refundId: string) {
  const [found] = await tx
    .select({ bookingId: payments.bookingId })
    .from(payments)
    .where(and(eq(payments.id, refundId), eq(payments.kind, "refund")));
  if (!found) throw notFound("Refund not found");
  await lockBooking(tx, found.bookingId);
  const [refund] = await tx.select().from(payments).where(eq(payments.id, refundId)).for("no key update");
  if (refund!.state === "succeeded") throw conflict("This refund has already been paid back.");
  return refund!;
}

/** Refunds `amount` of what a cancelled or expired booking still holds; the refund job pays it back. */
export async function refundHeldMoney(
  db: Database,
  id: string,
  request: StaffRefundInput,
  staff: string,
): Promise<AdminBookingFull> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const refundable = refundableOf(await paymentsOf(tx, id));
    const refusal = heldRefundRefusal({ status: booking.status, refundable }, request.amount);
    if (refusal) throw conflict(refusal);
    await addBookingEvent(tx, id, {
      kind: "refund",
      text: `Refund of ${formatPoundsExact(request.amount)} by staff. Reason: ${request.reason}`,
      actor: staff,
    });
    await recordRefunds(tx, id, { amount: request.amount, reason: `Refunded by the academy: ${request.reason}` });
    await refreshNeedsRefund(tx, id);
  });
}

/** Records that staff paid a by-hand refund back (bank transfer, cash…): the ledger row is settled. */
export async function markRefundPaidBack(
  db: Database,
  refundId: string,
  request: RefundPaidBackInput,
  staff: { id: string; username: string },
  site: SiteInfo,
): Promise<AdminBookingFull> {
  return db.transaction(async (tx) => {
    const refund = await lockRefundNotPaidBack(tx, refundId);
    if (refund.state !== "pending") throw conflict("Only a refund waiting to be paid back can be marked paid.");
    if (refund.provider !== BY_HAND) {
      throw conflict("This refund goes back to the customer's card: the payment provider settles it.");
    }
    const paidAt = new Date();
    await tx
      .update(payments)
      .set({
        state: "succeeded",
        settledAt: paidAt,
        method: request.method,
        note: request.note ?? null,
        recordedBy: staff.id,
      })
      .where(eq(payments.id, refundId));
    await addBookingEvent(tx, refund.bookingId, {
      kind: "refund",
      text: `Refund of ${formatPoundsExact(refund.amount)} paid back by staff (${request.method})${request.note ? `: ${request.note}` : ""}`,
      actor: staff.username,
    });
    await refreshNeedsRefund(tx, refund.bookingId);
    // The cancellation e-mail promised to say when this money was paid back: once the whole refund is.
    await queueRefundPaidWhenWhole(tx, refundId, site);
    return getBooking(tx, refund.bookingId);
  });
}
