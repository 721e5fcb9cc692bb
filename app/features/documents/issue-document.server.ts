// Issuing a numbered document (issue 24, decision 027): the next number of its series from document_counter, taken
// under the counter row's lock in the transaction that inserts the document, so a rollback gives the number back and
// two processes never share or skip one (alf.io's locked sequence; Hi.Events' unlocked max + 1 is the trap). An
// invoice or credit note also appends its money_journal row; payments and refunds write theirs by trigger.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { documentCounters, documents, moneyJournal, type DocumentKind, type DocumentRow } from "#db/schema";
import { londonToday } from "#app/shared/dates";
import { receiptNumberText } from "#app/shared/receipts";
import type { DocumentSnapshot, UnnumberedSnapshot } from "./document-snapshot";

/** Each kind's series: the document_counter row its numbers come from, and the printed prefix. */
const PREFIXES: Record<Exclude<DocumentKind, "receipt">, string> = { invoice: "INV", "credit-note": "CN" };

/** 'INV-000001', 'CN-000001'; a receipt prints its payment's receipt number, 'R-000123'. */
export function displayNumberOf(kind: DocumentKind, number: number): string {
  if (kind === "receipt") return receiptNumberText(number);
  return `${PREFIXES[kind]}-${String(number).padStart(6, "0")}`;
}

/**
 * The next number of a series, its counter row locked until the transaction ends. The row is made at 0 when
 * missing, as the receipt trigger makes its own; a second transaction making it at once waits on the key and then
 * finds it.
 */
export async function takeNextNumber(tx: Executor, series: string): Promise<number> {
  await tx.insert(documentCounters).values({ kind: series, lastValue: 0 }).onConflictDoNothing();
  const [counter] = await tx
    .select({ lastValue: documentCounters.lastValue })
    .from(documentCounters)
    .where(eq(documentCounters.kind, series))
    .for("update");
  const next = counter!.lastValue + 1;
  await tx.update(documentCounters).set({ lastValue: next }).where(eq(documentCounters.kind, series));
  return next;
}

export type IssueDocumentInput = {
  kind: DocumentKind;
  bookingId: string;
  organisationId?: string | null;
  paymentId?: string | null;
  refersTo?: string | null;
  snapshot: UnnumberedSnapshot;
  /** A receipt's number: its payment's receipt_number (given by the payment trigger), not a new one. */
  receiptNumber?: number;
};

/** Inserts the document, numbered, with its snapshot; an invoice or credit note appends its journal row. */
export async function issueDocument(tx: Executor, input: IssueDocumentInput): Promise<DocumentRow> {
  const { kind, snapshot } = input;
  let number: number;
  if (kind === "receipt") {
    if (!input.receiptNumber) throw new Error("A receipt is numbered by its payment's receipt number");
    number = input.receiptNumber;
  } else {
    number = await takeNextNumber(tx, kind);
  }
  const displayNumber = displayNumberOf(kind, number);
  const numbered: DocumentSnapshot = { ...snapshot, number: displayNumber };
  const [row] = await tx
    .insert(documents)
    .values({
      kind,
      series: kind,
      number,
      displayNumber,
      issuedOn: snapshot.issuedOn,
      bookingId: input.bookingId,
      organisationId: input.organisationId ?? null,
      paymentId: input.paymentId ?? null,
      refersTo: input.refersTo ?? null,
      dueOn: snapshot.dueOn,
      total: snapshot.totals.total,
      snapshot: numbered as unknown as Record<string, unknown>,
    })
    .returning();
  const document = row!;
  if (kind !== "receipt" && document.total > 0) {
    await tx.insert(moneyJournal).values({
      day: document.issuedOn,
      kind,
      bookingId: document.bookingId,
      documentId: document.id,
      amount: kind === "invoice" ? document.total : -document.total,
    });
  }
  return document;
}

/** The snapshot stored with a document row. */
export const snapshotOf = (document: Pick<DocumentRow, "snapshot">): DocumentSnapshot =>
  document.snapshot as unknown as DocumentSnapshot;

/**
 * The retention schedule's anonymisation of a person reaches their bookings' documents (decision 027): each one's
 * snapshot customer becomes the redacted form the database defines (document_redacted_customer, migration 0026: a
 * person's name becomes "Erased", the same word as their other records, and their address goes; an organisation's
 * document keeps its business details and loses the payer's name), in the caller's transaction, and nothing else of
 * it changes: the single change the document trigger allows. One statement, so the rule is written once, in the
 * database. Says how many changed; documents already redacted are left alone.
 */
export async function redactDocumentsOfBookings(tx: Executor, bookingIds: readonly string[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  const customer = sql`${documents.snapshot} -> 'customer'`;
  const redacted = sql`document_redacted_customer(${customer}, ${documents.organisationId} is not null)`;
  const changed = await tx
    .update(documents)
    .set({ snapshot: sql`jsonb_set(${documents.snapshot}, '{customer}', ${redacted})` })
    .where(and(inArray(documents.bookingId, [...bookingIds]), sql`${customer} is distinct from ${redacted}`))
    .returning({ id: documents.id });
  return changed.length;
}

/** Today in London: the issue date of a document issued now. */
export const issuedToday = (): string => londonToday();
