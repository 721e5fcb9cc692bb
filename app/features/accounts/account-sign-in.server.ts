// A contact asks to sign in (issue 24): they give their e-mail address and, if it is a contact's of an approved
// account, a link is e-mailed to it. The answer is the same either way, and so is its time: the request only queues a
// job (as 'Find my booking' does), and the job looks the address up. The link itself is minted when its e-mail is sent
// (ACCOUNT_SIGN_IN_PLACEHOLDER), so no working link sits in the outbox, and its 30 minutes run from then.
import { and, eq, like, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { emailOutbox, organisationContacts, organisations } from "#db/schema";
import { type OutboxHooks, withLinkToken, checkFirst } from "#app/features/email/outbox-worker.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { accountSignInEmail } from "#app/features/email/templates/account-emails";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler } from "#app/features/jobs/job-runner.server";
import type { SiteInfo } from "#app/shared/site-info";
import { createSignInLink, SIGN_IN_LINK_MINUTES, signInLinkPath } from "./account-links.server";
import { AccountSignInSchema, type AccountSignIn } from "./schema";

export const SIGN_IN_ANSWER =
  "If that address belongs to a contact of an approved business account, we have e-mailed a sign-in link to it. It can take a few minutes to arrive.";

export const ACCOUNT_SIGN_IN_JOB = "account-sign-in";

/** Stands for the sign-in token in a queued e-mail; replaced by a new link's token as the e-mail is sent. */
export const ACCOUNT_SIGN_IN_PLACEHOLDER = "ACCOUNT-SIGN-IN-TOKEN-PLACEHOLDER";

/** `account-sign-in:<contact id>:<ms>`: one kind per e-mail, the contact's id for the link. */
const KIND_PREFIX = "account-sign-in:";

/** However many ask, a contact gets at most this many sign-in e-mails in 15 minutes. */
export const SIGN_IN_EMAILS_PER_15_MINUTES = 3;

/** Queues the look-up: the same single insert whether or not the address is known. */
export async function requestSignInLink(db: Database, request: AccountSignIn): Promise<void> {
  await enqueueJob(db, { kind: ACCOUNT_SIGN_IN_JOB, payload: { email: request.email } });
}

export function accountSignInJobHandler(site: SiteInfo): JobHandler {
  return async ({ db, job }) => void (await sendSignInLinks(db, AccountSignInSchema.parse(job.payload), site));
}

/** E-mails a sign-in link for each approved account the address is a contact of; how many were queued. */
export async function sendSignInLinks(db: Database, request: AccountSignIn, site: SiteInfo): Promise<number> {
  return db.transaction(async (tx) => {
    // Locked, so two jobs for the same contact (two processes) count each other's e-mail.
    const contacts = await tx
      .select({
        id: organisationContacts.id,
        fullName: organisationContacts.fullName,
        email: organisationContacts.email,
        organisationName: organisations.name,
      })
      .from(organisationContacts)
      .innerJoin(organisations, eq(organisations.id, organisationContacts.organisationId))
      .where(
        and(
          sql`lower(${organisationContacts.email}) = ${request.email.toLowerCase()}`,
          eq(organisations.status, "approved"),
        ),
      )
      .for("no key update", { of: organisationContacts });
    let queued = 0;
    for (const contact of contacts) {
      if (await recentlySent(tx, contact.id)) continue;
      const email = await accountSignInEmail(
        contact,
        contact.organisationName,
        `${site.url}${signInLinkPath(ACCOUNT_SIGN_IN_PLACEHOLDER)}`,
        SIGN_IN_LINK_MINUTES,
        site,
      );
      await enqueueEmail(tx, { kind: `${KIND_PREFIX}${contact.id}:${Date.now()}`, to: contact.email, ...email });
      queued++;
    }
    return queued;
  });
}

async function recentlySent(tx: Executor, contactId: string): Promise<boolean> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(emailOutbox)
    .where(
      and(
        like(emailOutbox.kind, `${KIND_PREFIX}${contactId}:%`),
        sql`${emailOutbox.createdAt} > now() - interval '15 minutes'`,
      ),
    );
  return row!.count >= SIGN_IN_EMAILS_PER_15_MINUTES;
}

/** The contact a sign-in e-mail is for, from its kind. */
const contactIdOfKind = (kind: string) =>
  kind.startsWith(KIND_PREFIX) ? kind.slice(KIND_PREFIX.length).split(":", 1)[0] : undefined;

/**
 * Wraps the outbox's hooks (server/index.ts): a sign-in e-mail gets its link minted as it is sent, and is not sent
 * if its contact has since been removed or its account is no longer approved.
 */
export const withAccountSignInLinks = (db: Database, hooks: OutboxHooks): OutboxHooks =>
  checkFirst(hooks, async (row) => {
    const contactId = contactIdOfKind(row.kind);
    if (!contactId) return row;
    const [contact] = await db
      .select({ id: organisationContacts.id })
      .from(organisationContacts)
      .innerJoin(organisations, eq(organisations.id, organisationContacts.organisationId))
      .where(and(eq(organisationContacts.id, contactId), eq(organisations.status, "approved")));
    if (!contact) return null;
    return withLinkToken(row, ACCOUNT_SIGN_IN_PLACEHOLDER, await createSignInLink(db, contactId));
  });
