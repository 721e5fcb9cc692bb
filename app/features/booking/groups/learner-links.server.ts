// The secret links to a group learner's own page (issue 24, decision 027): 32 random bytes, only their SHA-256 kept
// (learner_link), hashed as booking links are, so a copy of the database opens no page.
import type { Executor } from "#db/db.server";
import { learnerLinks } from "#db/schema";
import { newLinkToken, ownerOfLiveLink, revokeLiveLinks } from "../life-cycle/booking-links.server";

/** Makes a new link to the learner's page and returns its token, which is never stored. */
export async function createLearnerLink(tx: Executor, learnerId: string): Promise<string> {
  const { token, tokenHash } = newLinkToken();
  await tx.insert(learnerLinks).values({ tokenHash, learnerId });
  return token;
}

/** The learner a token opens, if it is a live link. */
export const learnerIdOfToken = (db: Executor, token: string) =>
  ownerOfLiveLink(db, learnerLinks, learnerLinks.learnerId, token);

/** Revokes every live link to the learner's page (a learner released or replaced). */
export const revokeLearnerLinks = (tx: Executor, learnerId: string) =>
  revokeLiveLinks(tx, learnerLinks, learnerLinks.learnerId, learnerId);
