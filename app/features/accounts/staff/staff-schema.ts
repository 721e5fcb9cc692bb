// The staff's /api/admin/organisations requests and answers (issue 24): the accounts list, one account's page, the
// decisions and the contacts. Shared by the browser and the server.
import { z } from "zod";
import { multiLine } from "#app/shared/plain-text";
import { listFilter, requiredText, wholeNumber } from "#app/shared/staff/input-fields";

export const ACCOUNT_STATUSES = ["applicant", "approved", "declined", "on-hold"] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

export const ACCOUNT_STATUS_LABELS: Record<AccountStatus, string> = {
  applicant: "Applied",
  approved: "Approved",
  declined: "Declined",
  "on-hold": "On hold",
};

export const DEFAULT_TERMS_DAYS = 30;

/** GET /api/admin/organisations?status=. */
export const OrganisationListQuerySchema = z.object({
  status: listFilter(z.enum(ACCOUNT_STATUSES, "Please choose a status")),
});

/** POST /api/admin/organisations/:id/approve: terms in days, the credit limit in pence. */
export const ApproveAccountSchema = z.strictObject({
  termsDays: wholeNumber("Payment terms", 0, 120).default(DEFAULT_TERMS_DAYS),
  creditLimit: wholeNumber("Credit limit", 0, 100_000_000),
});
export type ApproveAccount = z.output<typeof ApproveAccountSchema>;

/** POST …/decline and …/hold: the note told to the business, and kept in the log. */
export const DecisionNoteSchema = z.strictObject({
  note: requiredText("Please write a note to the business", 1000, multiLine),
});
export type DecisionNote = z.output<typeof DecisionNoteSchema>;

export type AdminOrganisationRow = {
  id: string;
  name: string;
  status: AccountStatus;
  billingEmail: string;
  contacts: number;
  termsDays: number;
  creditLimit: number;
  createdAt: string;
};

export type AdminOrganisationContact = { id: string; fullName: string; email: string; createdAt: string };

export type AdminOrganisation = AdminOrganisationRow & {
  billingAddress: string;
  billingPostcode: string;
  phone: string | null;
  vatNumber: string | null;
  poRequired: boolean;
  decisionNote: string | null;
  decidedAt: string | null;
  decidedBy: string | null;
  contactList: AdminOrganisationContact[];
  /** Pence owed on the account's unpaid invoices. */
  unpaid: number;
  bookings: number;
};
