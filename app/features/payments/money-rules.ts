// What a booking's money adds up to (issue 19), as pure rules over its ledger rows: one figure for what a booking
// holds (pretix's payment_refund_sum), what it may still refund from one payment, and what it holds beyond its price.
// Isomorphic: the staff screens read these too. The server's SQL twin is amountHeldSql (ledger.server.ts).

import { formatPoundsExact } from "#app/shared/money";

export type LedgerRow = { id?: string; kind: string; amount: number; state: string; refundOf?: string | null };

const sum = (rows: readonly LedgerRow[]) => rows.reduce((total, row) => total + row.amount, 0);

/** A refund that has claimed its money: waiting to be paid back, or paid back. A failed or cancelled one has not. */
export const claimsMoney = (row: LedgerRow) =>
  row.kind === "refund" && (row.state === "pending" || row.state === "succeeded");

/**
 * Pence the booking holds: succeeded payments less refunds pending or succeeded. Money already on its way back is
 * not held. Every decision about money (what is owed, a cancellation's refund, a date change's difference, what staff
 * may refund) reads this figure.
 */
export function heldOf(ledger: readonly LedgerRow[]): number {
  const paid = sum(ledger.filter((row) => row.kind !== "refund" && row.state === "succeeded"));
  return paid - sum(ledger.filter(claimsMoney));
}

/** Pence settled both ways: paid, less refunds the provider (or staff) has actually paid back. */
export function settledOf(ledger: readonly LedgerRow[]): number {
  const paid = sum(ledger.filter((row) => row.kind !== "refund" && row.state === "succeeded"));
  return paid - sum(ledger.filter((row) => row.kind === "refund" && row.state === "succeeded"));
}

/**
 * Pence of one payment no refund has claimed, leaving out the refund `except` (the one being retried): a refund may
 * only ever return what is still in its payment.
 */
export function refundRoomOf(payment: LedgerRow & { id: string }, ledger: readonly LedgerRow[], except?: string) {
  if (payment.state !== "succeeded") return 0;
  const claimed = ledger.filter((row) => row.refundOf === payment.id && row.id !== except && claimsMoney(row));
  return Math.max(0, payment.amount - sum(claimed));
}

/**
 * Pence taken beyond the price and not yet paid back (staff see 'Overpaid £…' until the refund of it settles). Read
 * from settled figures: a refund of the excess that is still on its way leaves the booking overpaid until it arrives.
 */
export function overpaidOf(booking: { settled: number; totalPrice: number }): number {
  return Math.max(0, booking.settled - booking.totalPrice);
}

/**
 * What a payment just received does to a booking that may take `room` more pence (its price less what it held
 * before, or nothing when it may take no more): the part it keeps and the excess that goes back.
 */
export function splitArrival(amount: number, room: number): { keep: number; excess: number } {
  const keep = Math.max(0, Math.min(amount, room));
  return { keep, excess: amount - keep };
}

/** Pence a booking still holds that no refund has claimed yet, never below nothing: what staff may refund. */
export const refundableOf = (ledger: readonly LedgerRow[]): number => Math.max(0, heldOf(ledger));

/**
 * Why staff cannot refund `amount` of what a booking holds, or undefined when they can. Only a cancelled or expired
 * booking: a live booking's money goes back by cancelling it (the policy's figure) or by moving it to a cheaper date.
 */
export function heldRefundRefusal(booking: { status: string; refundable: number }, amount: number): string | undefined {
  if (booking.status !== "cancelled" && booking.status !== "expired") {
    return "Only a cancelled booking's money can be refunded here: cancel the booking to refund it.";
  }
  if (booking.refundable <= 0) return "This booking holds no money to refund.";
  if (amount > booking.refundable) {
    return `The refund cannot be more than the ${formatPoundsExact(booking.refundable)} this booking still holds.`;
  }
  return undefined;
}
