import type { BankDetails } from "./bank-details";

/** What the browser may see of the settings: contact details and the name, nothing secret. */
export type SiteInfo = {
  name: string;
  /** Where e-mails link to: PUBLIC_URL, else this machine's own address (pages use the request's origin). */
  url: string;
  phone: string;
  phoneHref: string;
  email: string;
  privacyEmail: string;
  chatHref: string;
  address: string;
  mapQuery: string;
  mapLat: number;
  mapLng: number;
  social: { label: string; href: string }[];
  /**
   * The academy's legal name, company and VAT numbers, printed on its invoices and receipts, and its bank account for
   * payment by transfer (issue 24). For documents and e-mails: the root loader leaves it out of every page's data.
   */
  legal?: {
    companyName: string;
    companyNumber: string | null;
    vatNumber: string | null;
    bankDetails?: BankDetails | null;
  };
};
