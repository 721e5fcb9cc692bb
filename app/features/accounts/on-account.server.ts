// GET /api/business-accounts/session's answer (issue 24): the signed-in contact's account as the booking dialog needs
// it, judged by the one credit rule (canBookOnAccount) for a booking of nothing, so only the account's own state can
// refuse; the booking's total is judged when it is made.
import type { Executor } from "#db/db.server";
import { canBookOnAccount, owedOn } from "./account-credit";
import type { SignedInContact } from "./account-links.server";
import { accountCreditOf } from "./unpaid-invoices.server";
import type { OnAccount } from "./on-account";
import { eq } from "drizzle-orm";
import { organisations } from "#db/schema";

export async function onAccountOf(db: Executor, contact: SignedInContact | null, today: string): Promise<OnAccount> {
  if (!contact) return { signedIn: false };
  const [organisation] = await db
    .select({ name: organisations.name, poRequired: organisations.poRequired, termsDays: organisations.termsDays })
    .from(organisations)
    .where(eq(organisations.id, contact.organisationId));
  const credit = await accountCreditOf(db, contact.organisationId);
  if (!organisation || !credit) return { signedIn: false };
  const owed = credit.unpaidInvoices.reduce((sum, invoice) => sum + owedOn(invoice), 0);
  const decision = canBookOnAccount(credit, 0, today);
  return {
    signedIn: true,
    contactName: contact.fullName,
    organisationName: organisation.name,
    poRequired: organisation.poRequired,
    termsDays: organisation.termsDays,
    creditLeft: Math.max(0, credit.creditLimit - owed),
    refusal: decision.ok ? null : decision.message,
  };
}
