// Staff decide on business accounts (issue 24): approve with terms and a credit limit, decline or put on hold with a
// note told to the business. Each decision is written with its audit row and its e-mail to the billing address in
// one transaction, so the log and the customer are never told of a decision that did not land.
import { eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { organisations, type Organisation } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { accountDecisionEmail, type AccountDecision } from "#app/features/email/templates/account-emails";
import { formatPoundsExact } from "#app/shared/money";
import { conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { messageOrganisationOf } from "../organisation-message";
import { ACCOUNT_STATUS_LABELS, type ApproveAccount, type AccountStatus } from "./staff-schema";

/** Where contacts ask for their link; the approval e-mail points there. */
export const SIGN_IN_PAGE_PATH = "/business-accounts/sign-in";

/** From which statuses each decision may be taken. Approving again sets new terms; an approved account is held. */
const ALLOWED_FROM: Record<AccountDecision, readonly AccountStatus[]> = {
  approved: ["applicant", "approved", "declined", "on-hold"],
  declined: ["applicant", "on-hold"],
  "on-hold": ["approved"],
};

const REFUSALS: Record<AccountDecision, string> = {
  approved: "This account cannot be approved.",
  declined: "Only an application or an account on hold can be declined; put an approved account on hold instead.",
  "on-hold": "Only an approved account can be put on hold.",
};

const VERBS: Record<AccountDecision, string> = {
  approved: "approve",
  declined: "decline",
  "on-hold": "hold",
};

type Change = Pick<Organisation, "status" | "termsDays" | "creditLimit" | "decisionNote">;

const changeOf = (row: Organisation): Change => ({
  status: row.status,
  termsDays: row.termsDays,
  creditLimit: row.creditLimit,
  decisionNote: row.decisionNote,
});

async function lockedOrganisation(tx: Executor, id: string): Promise<Organisation> {
  const [row] = await tx.select().from(organisations).where(eq(organisations.id, id)).for("update");
  if (!row) throw notFound("Account not found");
  return row;
}

async function decide(
  db: Database,
  id: string,
  decision: AccountDecision,
  change: Partial<Change>,
  actor: StaffActor,
  site: SiteInfo,
): Promise<Organisation> {
  return db.transaction(async (tx) => {
    const before = await lockedOrganisation(tx, id);
    if (!ALLOWED_FROM[decision].includes(before.status)) throw conflict(REFUSALS[decision]);
    const [after] = await tx
      .update(organisations)
      .set({
        ...change,
        status: decision,
        decidedBy: actor.id ?? null,
        decidedAt: sql`now()` as unknown as Date,
      })
      .where(eq(organisations.id, id))
      .returning();
    const summary = summaryOf(after!, decision);
    await recordAudit(tx, actor, {
      action: `organisation.${VERBS[decision]}`,
      recordType: "organisation",
      recordId: id,
      summary,
      before: changeOf(before),
      after: changeOf(after!),
    });
    const email = await accountDecisionEmail(
      messageOrganisationOf(after!),
      decision,
      `${site.url}${SIGN_IN_PAGE_PATH}`,
      site,
    );
    await enqueueEmail(tx, {
      kind: `account-decision:${id}:${decision}:${Date.now()}`,
      to: after!.billingEmail,
      ...email,
    });
    return after!;
  });
}

function summaryOf(row: Organisation, decision: AccountDecision): string {
  if (decision === "approved") {
    return `Approved ${row.name}: ${row.termsDays}-day terms, credit limit ${formatPoundsExact(row.creditLimit)}`;
  }
  return `${ACCOUNT_STATUS_LABELS[decision]}: ${row.name} (${row.decisionNote})`;
}

export const approveAccount = (db: Database, id: string, input: ApproveAccount, actor: StaffActor, site: SiteInfo) =>
  decide(db, id, "approved", { ...input, decisionNote: null }, actor, site);

export const declineAccount = (db: Database, id: string, note: string, actor: StaffActor, site: SiteInfo) =>
  decide(db, id, "declined", { decisionNote: note }, actor, site);

export const holdAccount = (db: Database, id: string, note: string, actor: StaffActor, site: SiteInfo) =>
  decide(db, id, "on-hold", { decisionNote: note }, actor, site);
