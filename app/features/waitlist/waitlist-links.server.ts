// The secret link to a waiting-list entry's page (see your place, decline an offer, leave the list). As with booking
// links (booking-links.server.ts), a token is 32 random bytes, only its SHA-256 is stored, and each e-mail's link is
// minted when the e-mail is sent, so no working link sits in the outbox.
import { eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { waitlistEntries, waitlistLinks, type WaitlistEntry } from "#db/schema";
import { BOOKING_TOKEN, hashBookingToken, newLinkToken } from "#app/features/booking/life-cycle/booking-links.server";
import { type OutboxHooks, withLinkToken, checkFirst } from "#app/features/email/outbox-worker.server";

export const WAITLIST_TOKEN_PLACEHOLDER = "WAITLIST-LINK-TOKEN-PLACEHOLDER";

/**
 * The outbox kind of a waiting-list e-mail names its entry: `waitlist-<what>:<entry id>`. 'joined' is the first
 * e-mail, which since issue 19 asks the person to confirm their address.
 */
export const waitlistKind = (what: "joined" | "offer" | "lapsed" | "closed", entryId: string) =>
  `waitlist-${what}:${entryId}`;
const entryIdOfKind = (kind: string) => /^waitlist-[a-z]+:([0-9a-f-]{36})$/.exec(kind)?.[1];

const STILL_TRUE_WHILE: Record<string, WaitlistEntry["status"]> = {
  "waitlist-joined": "waiting",
  "waitlist-offer": "offered",
  "waitlist-lapsed": "expired",
};

export async function createWaitlistLink(tx: Executor, entryId: string): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await tx.insert(waitlistLinks).values({ tokenHash, entryId });
  return token;
}

export async function entryIdOfToken(db: Executor, token: string): Promise<string | undefined> {
  if (!BOOKING_TOKEN.test(token)) return undefined;
  const [link] = await db
    .select({ entryId: waitlistLinks.entryId })
    .from(waitlistLinks)
    .where(eq(waitlistLinks.tokenHash, hashBookingToken(token)));
  return link?.entryId;
}

/**
 * Wraps the booking e-mails' outbox hooks: a waiting-list e-mail gets its entry's link minted as it is sent, and an
 * offer no longer open (or a lapse no longer true) when its turn comes is not sent.
 */
export const withWaitlistLinks = (db: Database, hooks: OutboxHooks): OutboxHooks =>
  checkFirst(hooks, async (row) => {
    const entryId = entryIdOfKind(row.kind);
    if (!entryId) return row;
    // An offer goes only while it is open, and 'your seat has gone' only if they did not pay a moment late.
    const stillTrueWhile = STILL_TRUE_WHILE[row.kind.slice(0, row.kind.indexOf(":"))];
    if (stillTrueWhile) {
      const [entry] = await db
        .select({ status: waitlistEntries.status })
        .from(waitlistEntries)
        .where(eq(waitlistEntries.id, entryId));
      if (entry?.status !== stillTrueWhile) return null;
    }
    if (!row.text.includes(WAITLIST_TOKEN_PLACEHOLDER)) return row;
    return withLinkToken(row, WAITLIST_TOKEN_PLACEHOLDER, await createWaitlistLink(db, entryId));
  });
