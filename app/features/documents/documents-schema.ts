// The documents' lists (issue 24): what staff filter by and what each row shows; what the customer's booking page
// lists. Isomorphic: the pages and the API share it.
import { z } from "zod";
import type { DocumentKind } from "#db/schema";
import { listFilter, withDayRange } from "#app/shared/staff/input-fields";

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
};

/** A document on the customer's booking page. */
export type BookingDocument = Pick<AdminDocument, "id" | "number" | "kind" | "title" | "issuedOn" | "total">;
