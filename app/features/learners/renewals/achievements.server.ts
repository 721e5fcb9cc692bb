// Achievements (issue 23, decision 025): written in the result's transaction when staff enter a pass, removed when
// the pass is taken back, so "what this person holds" never disagrees with the results. The rules are in
// achievement-rules.ts; an SIA licence's expiry is the learner's to give and is read from their learner row.
import { and, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { achievements, learners, type CourseResult } from "#db/schema";
import { ensurePerson } from "#app/features/people/people.server";
import { achievementOfPass, type AchievementCourse } from "./achievement-rules";

/**
 * The expiry an achievement runs to now: a first aid certificate's own; an SIA licence's as the learner last gave it
 * (when it ends after the course), else what was known at the pass.
 */
export const achievementExpirySql = sql<string | null>`(case when ${achievements.kind} = 'sia-licence'
  and ${learners.siaLicenceExpiresOn} > ${achievements.achievedOn} then ${learners.siaLicenceExpiresOn}
  else ${achievements.expiresOn} end)`;

/**
 * Records (or removes) the achievement of a booking's learner after staff enter a result, inside the result's
 * transaction: a pass records what the course earns; any other result removes what an earlier pass recorded.
 */
export async function applyAchievementOfResult(
  tx: Executor,
  input: { bookingId: string; result: CourseResult; course: AchievementCourse; lastDay: string },
): Promise<void> {
  const [learner] = await tx.select().from(learners).where(eq(learners.bookingId, input.bookingId));
  if (!learner) return;
  const earned =
    input.result === "passed" ? achievementOfPass(input.course, input.lastDay, learner.siaLicenceExpiresOn) : null;
  if (!earned) {
    await tx.delete(achievements).where(eq(achievements.learnerId, learner.id));
    return;
  }
  const personId = learner.email ? await ensurePerson(tx, learner.email) : null;
  await tx
    .delete(achievements)
    .where(and(eq(achievements.learnerId, learner.id), sql`${achievements.kind} <> ${earned.kind}`));
  await tx
    .insert(achievements)
    .values({ ...earned, learnerId: learner.id, personId })
    .onConflictDoUpdate({
      target: [achievements.learnerId, achievements.kind],
      set: { achievedOn: earned.achievedOn, expiresOn: earned.expiresOn, personId },
    });
}
