// Invoices and credit notes (issue 24, decision 027), for the employer-accounts work to call in its own transactions:
// an invoice for a booking's seats, due its account's terms after issue; a credit note for part or all of an
// invoice, never more than is left of it. Each appends its money_journal row (issueDocument).
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { documents, type DocumentRow } from "#db/schema";
import { conflict, notFound } from "#app/shared/http-error";
import { addDays, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import { creditNoteSnapshot, invoiceSnapshot } from "./document-snapshot";
import { sellerOf, snapshotBookingOf } from "./document-source.server";
import { issueDocument, snapshotOf } from "./issue-document.server";

/** Days to pay when the booking has no account (an account's own terms_days otherwise). */
export const DEFAULT_TERMS_DAYS = 30;

/** An invoice for the booking as it stands, due `termsDays` (else the account's terms, else 30) after issue. */
export async function issueInvoice(
  tx: Executor,
  bookingId: string,
  options: { site: SiteInfo; issuedOn?: string; termsDays?: number },
): Promise<DocumentRow> {
  const booking = await snapshotBookingOf(tx, bookingId);
  const issuedOn = options.issuedOn ?? londonToday();
  const dueOn = addDays(issuedOn, options.termsDays ?? booking.termsDays ?? DEFAULT_TERMS_DAYS);
  return issueDocument(tx, {
    kind: "invoice",
    bookingId,
    organisationId: booking.organisationId,
    snapshot: invoiceSnapshot({
      seller: sellerOf(options.site),
      booking,
      issuedOn,
      dueOn,
      // As they are today: the invoice keeps them, whatever the setting says later.
      bankDetails: options.site.legal?.bankDetails ?? null,
    }),
  });
}

/**
 * A credit note of `amount` pence against an invoice, for `reason`. Refused when the invoice is not one, or when the
 * amount is more than the invoice less the credit notes already issued against it. Locks the invoice's row while it
 * counts, so two credit notes at once cannot both take the last of it.
 */
export async function issueCreditNote(
  tx: Executor,
  invoiceId: string,
  amount: number,
  reason: string,
  options: { site: SiteInfo; issuedOn?: string },
): Promise<DocumentRow> {
  const [invoice] = await tx.select().from(documents).where(eq(documents.id, invoiceId)).for("update");
  if (!invoice || invoice.kind !== "invoice") throw notFound("Invoice not found");
  const [credited] = await tx
    .select({ sum: sql<number>`coalesce(sum(${documents.total}), 0)::int` })
    .from(documents)
    .where(and(eq(documents.refersTo, invoiceId), eq(documents.kind, "credit-note")));
  const left = invoice.total - (credited?.sum ?? 0);
  if (!Number.isInteger(amount) || amount <= 0 || amount > left) {
    throw conflict(
      `A credit note against ${invoice.displayNumber} can be for up to ${formatPoundsExact(left)}, not ${formatPoundsExact(amount)}`,
    );
  }
  const booking = await snapshotBookingOf(tx, invoice.bookingId);
  return issueDocument(tx, {
    kind: "credit-note",
    bookingId: invoice.bookingId,
    organisationId: invoice.organisationId,
    refersTo: invoice.id,
    snapshot: creditNoteSnapshot({
      seller: sellerOf(options.site),
      booking,
      issuedOn: options.issuedOn ?? londonToday(),
      invoice: snapshotOf(invoice),
      amount,
      reason,
    }),
  });
}
