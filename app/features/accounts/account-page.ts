// What a signed-in contact sees of their business account (issue 24): the organisation, its terms, its bookings and
// its documents. Isomorphic: the page's types.

export type AccountPageBooking = {
  reference: string;
  courseTitle: string;
  /** YYYY-MM-DD: the course's first day. */
  startDate: string | null;
  seats: number;
  status: string;
  /** Pence. */
  totalPrice: number;
  purchaseOrder: string | null;
};

export type AccountPageDocument = {
  id: string;
  displayNumber: string;
  kind: "invoice" | "credit-note" | "receipt";
  issuedOn: string;
  dueOn: string | null;
  /** Pence. */
  total: number;
};

export type AccountPage = {
  contact: { fullName: string; email: string };
  organisation: {
    name: string;
    status: string;
    billingAddress: string;
    billingPostcode: string;
    billingEmail: string;
    poRequired: boolean;
    termsDays: number;
    /** Pence. */
    creditLimit: number;
    /** Pence owed on unpaid invoices. */
    unpaid: number;
  };
  bookings: AccountPageBooking[];
  documents: AccountPageDocument[];
};

/** A document's PDF for the signed-in contact (their session's cookie authorises it, for their own organisation's). */
export const accountDocumentPath = (documentId: string) => `/api/business-accounts/documents/${documentId}.pdf`;

export const DOCUMENT_KIND_LABELS: Record<AccountPageDocument["kind"], string> = {
  invoice: "Invoice",
  "credit-note": "Credit note",
  receipt: "Receipt",
};
