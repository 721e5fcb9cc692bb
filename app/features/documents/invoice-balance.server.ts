// What is still owed on an invoice (issue 24): its total less the money recorded against it (payment.invoice_id,
// succeeded, net of refunds of those payments) and less the credit notes that refer to it. One definition, read by
// the account's credit rule (accounts/unpaid-invoices.server.ts), the staff and customer lists, recording a payment,
// the reminders and the staff digest.
import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, documents, organisations, type DocumentRow } from "#db/schema";
import { daysBetween } from "#app/shared/dates";

// The outer invoice is named in full ("document"."id"): Drizzle writes a column of a one-table select unqualified,
// which inside these subqueries would name their own rows' columns.
export const invoicePaidSql = sql<number>`(
  select coalesce(sum(case when p.kind = 'refund' then -p.amount else p.amount end), 0)
  from payment p
  where p.state = 'succeeded'
    and (p.invoice_id = "document"."id"
      or p.refund_of in (select paid.id from payment paid where paid.invoice_id = "document"."id"))
)`.mapWith(Number);

export const invoiceCreditedSql = sql<number>`(
  select coalesce(sum(c.total), 0) from document c where c.kind = 'credit-note' and c.refers_to = "document"."id"
)`.mapWith(Number);

/** Pence still owed on an invoice, for a select from `document` (null for any other kind). */
export const invoiceOwedSql = sql<number | null>`case when "document"."kind" = 'invoice'
  then ("document"."total" - ${invoicePaidSql} - ${invoiceCreditedSql})::int end`;

export type InvoiceBalance = { invoice: DocumentRow; paid: number; credited: number; owed: number };

/** An invoice with what has been paid and credited against it; undefined when the id is not an invoice's. */
export async function invoiceBalanceOf(db: Executor, invoiceId: string): Promise<InvoiceBalance | undefined> {
  const [row] = await db
    .select({ invoice: documents, paid: invoicePaidSql, credited: invoiceCreditedSql })
    .from(documents)
    .where(and(eq(documents.id, invoiceId), eq(documents.kind, "invoice")));
  if (!row) return undefined;
  return { ...row, owed: row.invoice.total - row.paid - row.credited };
}

/** An invoice past its due date with money still owed on it, as the staff's daily e-mail lists it. */
export type OverdueInvoice = {
  id: string;
  number: string;
  bookingId: string;
  reference: string;
  /** The business (the account's name), else the customer the invoice was made out to. */
  business: string;
  dueOn: string;
  owed: number;
  daysOverdue: number;
};

/** Invoices due before `today` (London) with money still owed, longest overdue first. */
export async function overdueInvoices(db: Executor, today: string): Promise<OverdueInvoice[]> {
  const rows = await db
    .select({
      id: documents.id,
      number: documents.displayNumber,
      bookingId: documents.bookingId,
      reference: bookings.reference,
      business: sql<string>`coalesce(${organisations.name}, ${documents.snapshot} -> 'customer' ->> 'name', '')`,
      dueOn: sql<string>`${documents.dueOn}::text`,
      owed: sql<number>`${invoiceOwedSql}`.mapWith(Number),
    })
    .from(documents)
    .innerJoin(bookings, eq(bookings.id, documents.bookingId))
    .leftJoin(organisations, eq(organisations.id, documents.organisationId))
    .where(and(eq(documents.kind, "invoice"), lt(documents.dueOn, today), sql`${invoiceOwedSql} > 0`))
    .orderBy(documents.dueOn, documents.number);
  return rows.map((row) => ({ ...row, daysOverdue: daysBetween(row.dueOn, today) }));
}
