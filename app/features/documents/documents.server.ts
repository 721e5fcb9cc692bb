// Reading issued documents (issue 24): a booking's, for its customer's page; all of them by kind and day of issue,
// for staff; one, for its PDF.
import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, documents, type DocumentRow } from "#db/schema";
import type { AdminDocument, BookingDocument, DocumentsQuery } from "./documents-schema";
import { invoiceOwedSql } from "./invoice-balance.server";
import { invoiceStateText } from "./invoice-status";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { howToPayInvoice } from "#app/shared/bank-details";
import type { SiteInfo } from "#app/shared/site-info";

/** At most this many rows in the staff list: a narrower period or kind finds the rest. */
export const DOCUMENTS_LIST_LIMIT = 500;

/** What every list of documents shows of one: an invoice with its due date and what is still owed on it. */
const listedColumns = {
  id: documents.id,
  number: documents.displayNumber,
  kind: documents.kind,
  title: sql<string>`${documents.snapshot} ->> 'title'`,
  issuedOn: documents.issuedOn,
  total: documents.total,
  // Null for receipts and credit notes.
  dueOn: sql<string | null>`${documents.dueOn}::text`,
  owed: sql<number | null>`${invoiceOwedSql}`.mapWith((value) => (value === null ? null : Number(value))),
};

/** A booking's documents, oldest first; an invoice with its state in words (and its due date while owed). */
export async function documentsOfBooking(db: Executor, bookingId: string): Promise<BookingDocument[]> {
  const today = londonToday();
  const rows = await db
    .select(listedColumns)
    .from(documents)
    .where(eq(documents.bookingId, bookingId))
    .orderBy(asc(documents.issuedAt), asc(documents.number));
  return rows.map((row) => {
    const line = `${formatDate(row.issuedOn)}, ${formatPoundsExact(row.total)}`;
    if (row.owed === null) return { ...row, line, state: null };
    const state = invoiceStateText({ ...row, owed: row.owed }, today);
    return { ...row, line, state: row.owed > 0 && row.dueOn ? `${state}, due ${formatDate(row.dueOn)}` : state };
  });
}

/**
 * How to pay the booking's first invoice with money owed, for its page: to the academy's bank account (BANK_DETAILS)
 * quoting the invoice's number, or, without the setting, to ask for the account. Null when no invoice is owed.
 */
export function invoicePaymentText(
  list: Pick<BookingDocument, "kind" | "number" | "owed">[],
  site: Pick<SiteInfo, "phone" | "email" | "legal">,
): string | null {
  const invoice = list.find((document) => document.kind === "invoice" && (document.owed ?? 0) > 0);
  return invoice ? howToPayInvoice(invoice.number, site) : null;
}

/** Staff's list: newest first, filtered by kind and the days of issue. */
export async function listDocuments(db: Executor, query: DocumentsQuery): Promise<AdminDocument[]> {
  const filters: SQL[] = [];
  if (query.kind) filters.push(eq(documents.kind, query.kind));
  if (query.bookingId) filters.push(eq(documents.bookingId, query.bookingId));
  if (query.from) filters.push(gte(documents.issuedOn, query.from));
  if (query.to) filters.push(lte(documents.issuedOn, query.to));
  return db
    .select({
      ...listedColumns,
      bookingId: documents.bookingId,
      reference: bookings.reference,
      customer: sql<string>`${documents.snapshot} -> 'customer' ->> 'name'`,
    })
    .from(documents)
    .innerJoin(bookings, eq(bookings.id, documents.bookingId))
    .where(and(...filters))
    .orderBy(desc(documents.issuedAt), desc(documents.number))
    .limit(DOCUMENTS_LIST_LIMIT);
}

export async function documentById(db: Executor, id: string): Promise<DocumentRow | undefined> {
  const [row] = await db.select().from(documents).where(eq(documents.id, id));
  return row;
}
