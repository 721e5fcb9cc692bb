// What a receipt says of a payment, in one place for the printable receipt, the receipt e-mail and staff pages
// (issue 21, L16): its number (given by the database when the payment succeeds), the payment's own reference, and
// what is still to pay and by when (L17).
import { formatDate } from "./dates";
import { formatPoundsExact } from "./money";

/** 'R-000123': the receipt number as every receipt prints it. */
export function receiptNumberText(receiptNumber: number): string {
  return `R-${String(receiptNumber).padStart(6, "0")}`;
}

/** The payment's reference: the provider's id for a card payment, else the first 8 characters of our own id. */
export function paymentReferenceOf(payment: { id: string; providerRef: string | null }): string {
  return payment.providerRef ?? payment.id.slice(0, 8).toUpperCase();
}

/** 'Still to pay' on a receipt: '£49 by 7 December 2026', or 'Paid in full'. */
export function stillToPayText(owed: number, dueDate: string | null): string {
  if (owed <= 0) return "Paid in full";
  return dueDate ? `${formatPoundsExact(owed)} by ${formatDate(dueDate)}` : formatPoundsExact(owed);
}
