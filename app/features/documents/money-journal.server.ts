// The money journal's export (issue 24, decision 027): every row appended between two London days, in the order
// written, for accounting. Payments and refunds are the same movements, on the same days, as the takings report
// counts (the journal's trigger and ledgerDaySql share the rule), so its sums per day reconcile with that report.
import { asc, between, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, documents, moneyJournal, payments, type JournalKind } from "#db/schema";
import { decimalPounds } from "#app/shared/money";
import { receiptNumberText } from "#app/shared/receipts";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";

export type JournalEntry = {
  id: number;
  at: Date;
  day: string;
  kind: JournalKind;
  /** Signed pence: money in and invoiced positive, refunds and credit notes negative. */
  amount: number;
  method: string | null;
  reference: string;
  /** The document's number (an invoice or credit note), or the payment's receipt number. */
  document: string | null;
};

export async function journalEntries(db: Executor, from: string, to: string): Promise<JournalEntry[]> {
  const rows = await db
    .select({
      id: moneyJournal.id,
      at: moneyJournal.at,
      day: moneyJournal.day,
      kind: moneyJournal.kind,
      amount: moneyJournal.amount,
      method: moneyJournal.method,
      reference: bookings.reference,
      documentNumber: documents.displayNumber,
      receiptNumber: payments.receiptNumber,
    })
    .from(moneyJournal)
    .innerJoin(bookings, eq(bookings.id, moneyJournal.bookingId))
    .leftJoin(documents, eq(documents.id, moneyJournal.documentId))
    .leftJoin(payments, eq(payments.id, moneyJournal.paymentId))
    .where(between(moneyJournal.day, from, to))
    .orderBy(asc(moneyJournal.day), asc(moneyJournal.id));
  return rows.map(({ documentNumber, receiptNumber, ...row }) => ({
    ...row,
    document:
      documentNumber ?? (row.kind === "payment" && receiptNumber !== null ? receiptNumberText(receiptNumber) : null),
  }));
}

const KIND_WORDS: Record<JournalKind, string> = {
  payment: "Payment",
  refund: "Refund",
  invoice: "Invoice",
  "credit-note": "Credit note",
};

// In and out as two columns, like a bank statement: a leading '-' would be read as a formula (csv.ts).
const COLUMNS: CsvColumn<JournalEntry>[] = [
  { header: "Entry", value: (entry) => entry.id },
  { header: "Day", value: (entry) => entry.day },
  { header: "Written", value: (entry) => csvDateTime(entry.at) },
  { header: "Kind", value: (entry) => KIND_WORDS[entry.kind] },
  { header: "In", value: (entry) => (entry.amount > 0 ? decimalPounds(entry.amount) : "") },
  { header: "Out", value: (entry) => (entry.amount < 0 ? decimalPounds(-entry.amount) : "") },
  { header: "Method", value: (entry) => entry.method },
  { header: "Booking", value: (entry) => entry.reference },
  { header: "Document", value: (entry) => entry.document },
];

export const journalCsv = (entries: readonly JournalEntry[]): string => toCsv(entries, COLUMNS);
