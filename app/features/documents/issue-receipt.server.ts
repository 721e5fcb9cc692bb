// A payment's receipt as a document (issue 24): issued in the transaction where the payment succeeds, numbered with
// the payment's own receipt number (R-000123, given by the payment trigger from document_counter 'receipt'). Payments
// from before issue 24 have no receipt document and keep the booking page's printable receipt.
import { and, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { documents, payments, type DocumentRow } from "#db/schema";
import { BY_HAND } from "#app/features/payments/by-hand";
import { londonDateOf, londonToday } from "#app/shared/dates";
import { paymentReferenceOf } from "#app/shared/receipts";
import type { SiteInfo } from "#app/shared/site-info";
import { receiptSnapshot, type ReceivedPayment } from "./document-snapshot";
import { sellerOf, snapshotBookingOf } from "./document-source.server";
import { issueDocument } from "./issue-document.server";

/** How the money came, as the journal and the takings report say it. */
const methodOf = (payment: { provider: string; method: string | null }) =>
  payment.provider === BY_HAND ? (payment.method ?? "By hand") : payment.provider === "test" ? "Card (test)" : "Card";

/**
 * The receipt of a payment that has succeeded: the one already issued, or a new one. Nothing for a refund or a
 * payment not (yet) succeeded.
 */
export async function issueReceipt(tx: Executor, paymentId: string, site: SiteInfo): Promise<DocumentRow | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment || payment.state !== "succeeded" || payment.kind === "refund" || payment.receiptNumber === null) {
    return undefined;
  }
  const [issued] = await tx
    .select()
    .from(documents)
    .where(and(eq(documents.paymentId, paymentId), eq(documents.kind, "receipt")));
  if (issued) return issued;
  const booking = await snapshotBookingOf(tx, payment.bookingId);
  const [invoice] = payment.invoiceId
    ? await tx.select({ number: documents.displayNumber }).from(documents).where(eq(documents.id, payment.invoiceId))
    : [];
  const received: ReceivedPayment = {
    kind: payment.kind,
    amount: payment.amount,
    receivedOn: payment.receivedOn ?? londonDateOf(payment.settledAt ?? payment.createdAt),
    method: methodOf(payment),
    reference: paymentReferenceOf(payment),
    againstInvoice: invoice?.number ?? null,
  };
  return issueDocument(tx, {
    kind: "receipt",
    bookingId: payment.bookingId,
    organisationId: booking.organisationId,
    paymentId,
    receiptNumber: payment.receiptNumber,
    snapshot: receiptSnapshot({ seller: sellerOf(site), booking, issuedOn: londonToday(), payment: received }),
  });
}
