// The documents' lists (issue 24): what staff filter by and what each row shows; what the customer's booking page
// lists. Isomorphic: the pages and the API share it.
import { z } from "zod";
import type { DocumentKind } from "#db/schema";
import { listFilter, requiredText, withDayRange } from "#app/shared/staff/input-fields";
import { dayMoneyArrived, penceAmount } from "#app/shared/staff/money-fields";

// Spelled out here, not imported from the schema, so the staff page's bundle carries no table definitions.
export const DOCUMENT_KINDS = ["invoice", "credit-note", "receipt"] as const satisfies readonly DocumentKind[];

export const DOCUMENT_KIND_NAMES: Record<DocumentKind, string> = {
  invoice: "Invoice",
  "credit-note": "Credit note",
  receipt: "Receipt",
};

/**
 * GET /api/admin/documents?kind=&from=&to=&bookingId= (London days of issue, inclusive; any may be left out): all
 * documents, or one booking's for its staff page.
 */
export const DocumentsQuerySchema = withDayRange({
  kind: listFilter(z.enum(DOCUMENT_KINDS, "Please choose a kind of document")),
  bookingId: listFilter(z.uuid("Please give a booking's id")),
});
export type DocumentsQuery = z.output<typeof DocumentsQuerySchema>;

/** GET /api/admin/money-journal.csv?from=&to= (London days, inclusive; this month when left out). */
export const JournalQuerySchema = withDayRange({});

/** A row of the staff list of documents. */
export type AdminDocument = {
  id: string;
  number: string;
  kind: DocumentKind;
  title: string;
  issuedOn: string;
  bookingId: string;
  reference: string;
  customer: string;
  /** Pence, VAT included where charged. */
  total: number;
  /** An invoice's due date; null for other kinds. */
  dueOn: string | null;
  /** Pence still owed on an invoice (invoice-balance.server.ts); null for other kinds. */
  owed: number | null;
};

/**
 * A document on the customer's booking page. Its words come from the server (issue 24), so the page, at its script
 * budget, carries no date or invoice rule for them.
 */
export type BookingDocument = Pick<
  AdminDocument,
  "id" | "number" | "kind" | "title" | "issuedOn" | "total" | "dueOn" | "owed"
> & {
  /** Its day of issue and total as the page prints them ('1 November 2026, £498'). */
  line: string;
  /** An invoice's state in words ('Part paid: £100 owed, due 1 December 2026'); null for other kinds. */
  state: string | null;
};

/**
 * POST /api/admin/documents/{invoiceId}/payments: a bank transfer received against an invoice (issue 24). The key is
 * the form's own, made once when it opens: sent again (a retry after a lost answer, a double click), it records
 * nothing more.
 */
export const InvoicePaymentSchema = z.object({
  amount: penceAmount("amount"),
  receivedOn: dayMoneyArrived(),
  reference: requiredText("Please enter the bank transfer's reference", 100),
  idempotencyKey: z.uuid("Please send the form's key"),
});
export type InvoicePaymentInput = z.output<typeof InvoicePaymentSchema>;

/** The answer: the payment recorded (or recorded before, for a repeated key) and what the invoice owes now. */
export type InvoicePaymentResult = {
  paymentId: string;
  /** True when this key had already recorded the payment: nothing new was recorded. */
  repeated: boolean;
  invoice: { id: string; number: string; total: number; owed: number };
};
