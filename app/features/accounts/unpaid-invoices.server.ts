// An account's unpaid invoices (issue 24), for the credit rule (account-credit.ts) when a contact books on account:
// each invoice issued to the organisation, less the money recorded against it (payment.invoice_id, succeeded, net of
// refunds of those payments) and less the credit notes that refer to it (documents/invoice-balance.server.ts). Only
// invoices with something left to pay.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { documents, organisations } from "#db/schema";
import { invoiceCreditedSql, invoicePaidSql } from "#app/features/documents/invoice-balance.server";
import type { AccountCredit, UnpaidInvoice } from "./account-credit";

export type UnpaidInvoiceRow = UnpaidInvoice & { id: string; displayNumber: string; issuedOn: string };

/** The organisation's invoices with money still owed on them, oldest due first; `paid` counts credit notes too. */
export async function unpaidInvoicesOf(db: Executor, organisationId: string): Promise<UnpaidInvoiceRow[]> {
  const rows = await db
    .select({
      id: documents.id,
      displayNumber: documents.displayNumber,
      issuedOn: documents.issuedOn,
      dueOn: sql<string>`coalesce(${documents.dueOn}, ${documents.issuedOn})::text`,
      total: documents.total,
      paid: sql<number>`${invoicePaidSql} + ${invoiceCreditedSql}`.mapWith(Number),
    })
    .from(documents)
    .where(and(eq(documents.organisationId, organisationId), eq(documents.kind, "invoice")))
    .orderBy(asc(sql`coalesce(${documents.dueOn}, ${documents.issuedOn})`), asc(documents.number));
  return rows.filter((row) => row.total - row.paid > 0);
}

/** What canBookOnAccount needs to judge a booking on the organisation's account; undefined for an unknown one. */
export async function accountCreditOf(db: Executor, organisationId: string): Promise<AccountCredit | undefined> {
  const [organisation] = await db
    .select({ status: organisations.status, creditLimit: organisations.creditLimit })
    .from(organisations)
    .where(eq(organisations.id, organisationId));
  if (!organisation) return undefined;
  return { ...organisation, unpaidInvoices: await unpaidInvoicesOf(db, organisationId) };
}
