// The secret links to a group learner's own page (issue 24, decision 027): 32 random bytes, only their SHA-256 kept
// (learner_link), hashed as booking links are, so a copy of the database opens no page.
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { learnerLinks } from "#db/schema";
import { BOOKING_TOKEN, hashBookingToken, newLinkToken } from "../life-cycle/booking-links.server";

/** Makes a new link to the learner's page and returns its token, which is never stored. */
export async function createLearnerLink(tx: Executor, learnerId: string): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await tx.insert(learnerLinks).values({ tokenHash, learnerId });
  return token;
}

/** The learner a token opens, if it is a live link. */
export async function learnerIdOfToken(db: Executor, token: string): Promise<string | undefined> {
  if (!BOOKING_TOKEN.test(token)) return undefined;
  const [link] = await db
    .select({ learnerId: learnerLinks.learnerId })
    .from(learnerLinks)
    .where(and(eq(learnerLinks.tokenHash, hashBookingToken(token)), isNull(learnerLinks.revokedAt)));
  return link?.learnerId;
}

/** Revokes every live link to the learner's page (a learner released or replaced). */
export async function revokeLearnerLinks(tx: Executor, learnerId: string): Promise<void> {
  await tx
    .update(learnerLinks)
    .set({ revokedAt: sql`now()` as unknown as Date })
    .where(and(eq(learnerLinks.learnerId, learnerId), isNull(learnerLinks.revokedAt)));
}
