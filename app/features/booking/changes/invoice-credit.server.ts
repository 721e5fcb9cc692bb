// A booking paid by invoice, cancelled (issue 24, decision 027): what it no longer owes is credited against its
// invoice (a credit note, issued in the cancellation's transaction), and only money paid beyond what it still owes is
// refunded. The amount no longer owed is the one refund policy's (booking-policy.ts) applied to what is left of the
// invoice, as if paid: cancelled 14 days or more before the start, all of it; 7 to 13 days, half; later, none.
import { and, desc, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, documents, type DocumentRow } from "#db/schema";
import { issueCreditNote } from "#app/features/documents/issue-invoice.server";
import { londonDateOf } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { refundFor, type RefundQuote } from "../booking-policy";
import type { BookingSummary } from "../booking-summary";

/** The booking's invoice (its latest) and what is left of it after its credit notes; undefined without one. */
export async function invoiceOfBooking(
  db: Executor,
  bookingId: string,
): Promise<{ invoice: DocumentRow; left: number } | undefined> {
  const [invoice] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.bookingId, bookingId), eq(documents.kind, "invoice")))
    .orderBy(desc(documents.issuedOn), desc(documents.number))
    .limit(1);
  if (!invoice) return undefined;
  const [credited] = await db
    .select({ sum: sql<number>`coalesce(sum(${documents.total}), 0)::int` })
    .from(documents)
    .where(and(eq(documents.refersTo, invoice.id), eq(documents.kind, "credit-note")));
  return { invoice, left: invoice.total - (credited?.sum ?? 0) };
}

export type InvoicedCancellation = RefundQuote & { invoiceId: string; credit: number };

/**
 * What cancelling an invoiced booking now credits and refunds; undefined for a booking not paid by invoice. `by`
 * 'academy' credits all that is left of the invoice and refunds everything held.
 */
export async function invoicedCancellationOf(
  db: Executor,
  summary: Pick<BookingSummary, "id" | "startDate" | "amountHeld">,
  by: "customer" | "academy",
  today: string,
): Promise<InvoicedCancellation | undefined> {
  const [booking] = await db
    .select({ paymentType: bookings.paymentType, createdAt: bookings.createdAt })
    .from(bookings)
    .where(eq(bookings.id, summary.id));
  if (booking?.paymentType !== "invoice") return undefined;
  const invoiced = await invoiceOfBooking(db, summary.id);
  if (!invoiced) return undefined;
  const policy = refundFor({
    paymentType: "full",
    amountPaid: invoiced.left,
    bookedOn: londonDateOf(booking.createdAt),
    firstDay: summary.startDate,
    cancelledOn: today,
    by,
  });
  const credit = by === "academy" ? invoiced.left : policy.amount;
  const stillOwed = invoiced.left - credit;
  const refund = Math.max(0, summary.amountHeld - stillOwed);
  const credited =
    credit > 0
      ? `${formatPoundsExact(credit)} credited against invoice ${invoiced.invoice.displayNumber}`
      : `nothing credited against invoice ${invoiced.invoice.displayNumber}`;
  const refunded = refund > 0 ? `; ${formatPoundsExact(refund)} paid beyond what is still owed is refunded` : "";
  return {
    invoiceId: invoiced.invoice.id,
    credit,
    amount: refund,
    reason: `${policy.reason.replace(/ is refunded$/, " is no longer owed")}: ${credited}${refunded}`,
  };
}

/** Issues the credit note an invoiced cancellation owes (nothing when it credits nothing). */
export async function issueCancellationCredit(
  tx: Executor,
  cancellation: InvoicedCancellation | undefined,
  site: SiteInfo,
): Promise<DocumentRow | undefined> {
  if (!cancellation || cancellation.credit <= 0) return undefined;
  return issueCreditNote(tx, cancellation.invoiceId, cancellation.credit, cancellation.reason, { site });
}
