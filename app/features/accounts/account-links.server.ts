// A contact's sign-in (issue 24): the link e-mailed to them and the session it opens, both rows of organisation_link
// holding only a SHA-256 of their token (the booking-link pattern, decision 015). The two are hashed with different
// prefixes, so a session's token is no sign-in link and a link is no session. A link works once and for 30 minutes
// from when its e-mail is sent; a session for 8 hours. Removing a contact deletes both (the rows cascade).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { organisationContacts, organisationLinks, organisations } from "#db/schema";

export const SIGN_IN_LINK_MINUTES = 30;
export const SESSION_HOURS = 8;

/** What a token looks like (32 random bytes, base64url); anything else is not looked up. */
export const ACCOUNT_TOKEN = /^[\w-]{43}$/;

const hashOf = (purpose: "sign-in-link" | "session", token: string) =>
  createHash("sha256").update(`${purpose}:${token}`, "utf8").digest("hex");

const newToken = () => randomBytes(32).toString("base64url");

/** The address of the page a sign-in link opens. */
export const signInLinkPath = (token: string) => `/business-accounts/sign-in/${token}`;

/** Mints a sign-in link for the contact, live for 30 minutes; the token is returned, never stored. */
export async function createSignInLink(db: Executor, contactId: string): Promise<string> {
  const token = newToken();
  await db.insert(organisationLinks).values({
    tokenHash: hashOf("sign-in-link", token),
    contactId,
    expiresAt: sql`now() + make_interval(mins => ${SIGN_IN_LINK_MINUTES})` as unknown as Date,
  });
  return token;
}

const live = (tokenHash: string) =>
  and(
    eq(organisationLinks.tokenHash, tokenHash),
    isNull(organisationLinks.revokedAt),
    gt(organisationLinks.expiresAt, sql`now()`),
  );

/** Whether the sign-in link is live and its contact's account approved (the page offers to sign in). */
export async function isLiveSignInLink(db: Executor, token: string): Promise<boolean> {
  if (!ACCOUNT_TOKEN.test(token)) return false;
  const [row] = await db
    .select({ contactId: organisationLinks.contactId })
    .from(organisationLinks)
    .innerJoin(organisationContacts, eq(organisationContacts.id, organisationLinks.contactId))
    .innerJoin(organisations, eq(organisations.id, organisationContacts.organisationId))
    .where(and(live(hashOf("sign-in-link", token)), eq(organisations.status, "approved")));
  return Boolean(row);
}

/**
 * Spends a sign-in link (once: the UPDATE that revokes it is what claims it, so two clicks open one session) and opens
 * a session for its contact; the session's token, or null when the link is unknown, spent, expired, or its account is
 * no longer approved.
 */
export async function exchangeSignInLink(db: Database, token: string): Promise<string | null> {
  if (!ACCOUNT_TOKEN.test(token)) return null;
  return db.transaction(async (tx) => {
    const [spent] = await tx
      .update(organisationLinks)
      .set({ revokedAt: sql`now()` as unknown as Date })
      .where(live(hashOf("sign-in-link", token)))
      .returning({ contactId: organisationLinks.contactId });
    if (!spent) return null;
    const [account] = await tx
      .select({ status: organisations.status })
      .from(organisationContacts)
      .innerJoin(organisations, eq(organisations.id, organisationContacts.organisationId))
      .where(eq(organisationContacts.id, spent.contactId));
    if (account?.status !== "approved") return null;
    const session = newToken();
    await tx.insert(organisationLinks).values({
      tokenHash: hashOf("session", session),
      contactId: spent.contactId,
      expiresAt: sql`now() + make_interval(hours => ${SESSION_HOURS})` as unknown as Date,
    });
    return session;
  });
}

export type SignedInContact = { contactId: string; organisationId: string; fullName: string; email: string };

/** The contact a session token belongs to while it lasts. */
export async function contactOfSession(db: Executor, token: string | undefined): Promise<SignedInContact | null> {
  if (!token || !ACCOUNT_TOKEN.test(token)) return null;
  const [row] = await db
    .select({
      contactId: organisationContacts.id,
      organisationId: organisationContacts.organisationId,
      fullName: organisationContacts.fullName,
      email: organisationContacts.email,
    })
    .from(organisationLinks)
    .innerJoin(organisationContacts, eq(organisationContacts.id, organisationLinks.contactId))
    .where(live(hashOf("session", token)));
  return row ?? null;
}

/** Ends a session: its row is revoked, so the cookie opens nothing even if a copy of it is kept. */
export async function endSession(db: Executor, token: string | undefined): Promise<void> {
  if (!token || !ACCOUNT_TOKEN.test(token)) return;
  await db
    .update(organisationLinks)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(eq(organisationLinks.tokenHash, hashOf("session", token)), isNull(organisationLinks.revokedAt)));
}
