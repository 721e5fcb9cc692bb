// Whether a business may book on account (issue 24, decision 027): approved, within its credit limit counting this
// booking, and no invoice left unpaid more than 30 days past its due date. A refused business can still pay by card.
import { daysBetween } from "#app/shared/dates";

/** How long past its due date an unpaid invoice may be before the account books nothing more on it. */
export const OVERDUE_DAYS_ALLOWED = 30;

export type UnpaidInvoice = {
  /** Pence: the invoice's total. */
  total: number;
  /** Pence: what has been paid against it so far. */
  paid: number;
  /** YYYY-MM-DD. */
  dueOn: string;
};

export type AccountCredit = {
  status: string;
  /** Pence. */
  creditLimit: number;
  unpaidInvoices: readonly UnpaidInvoice[];
};

export type CreditRefusal = "not-approved" | "over-credit-limit" | "invoice-overdue";

export type CreditDecision = { ok: true } | { ok: false; reason: CreditRefusal; message: string };

export const CREDIT_REFUSAL_MESSAGES: Record<CreditRefusal, string> = {
  "not-approved": "This business account is not approved to book on account. You can still pay by card.",
  "over-credit-limit":
    "This booking would take the account over its credit limit. Please pay an invoice first, or pay by card.",
  "invoice-overdue": `An invoice on this account is more than ${OVERDUE_DAYS_ALLOWED} days overdue. Please pay it first, or pay by card.`,
};

/** Pence still owed on an invoice: never below nothing (an overpayment owes nothing, it is not credit). */
export const owedOn = (invoice: UnpaidInvoice) => Math.max(0, invoice.total - invoice.paid);

/** Whether a booking of `newTotal` pence may go on the account today (YYYY-MM-DD, London), and if not, why. */
export function canBookOnAccount(account: AccountCredit, newTotal: number, today: string): CreditDecision {
  const refuse = (reason: CreditRefusal): CreditDecision => ({
    ok: false,
    reason,
    message: CREDIT_REFUSAL_MESSAGES[reason],
  });
  if (account.status !== "approved") return refuse("not-approved");
  const owing = account.unpaidInvoices.filter((invoice) => owedOn(invoice) > 0);
  const unpaid = owing.reduce((sum, invoice) => sum + owedOn(invoice), 0);
  if (unpaid + newTotal > account.creditLimit) return refuse("over-credit-limit");
  if (owing.some((invoice) => daysBetween(invoice.dueOn, today) > OVERDUE_DAYS_ALLOWED)) {
    return refuse("invoice-overdue");
  }
  return { ok: true };
}
