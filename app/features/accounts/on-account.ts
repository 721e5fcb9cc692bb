// What the booking dialog knows of a business account (issue 24): GET /api/business-accounts/session answers whether
// the visitor is signed in as a contact, of which business, whether it asks for purchase orders, how much credit is
// left and, when it may not book on account now, why. Isomorphic: the dialog's type, no rule; the server judges the
// booking itself again when it is made.

export type OnAccount =
  | { signedIn: false }
  | {
      signedIn: true;
      contactName: string;
      organisationName: string;
      poRequired: boolean;
      /** Days from an invoice's issue to its due date. */
      termsDays: number;
      /** Pence: the credit limit less what its unpaid invoices still owe. */
      creditLeft: number;
      /** Why it may not book on account at all now (not approved, an invoice long overdue); null when it may. */
      refusal: string | null;
    };

/** The words beside 'Pay by invoice' when the booking's total is more than the credit left. */
export const OVER_CREDIT_TEXT =
  "This booking would take the account over its credit limit. Please pay an invoice first, or pay by card.";
