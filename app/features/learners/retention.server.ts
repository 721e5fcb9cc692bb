// The retention schedule (issue 23, decision 025): identity-check records and first aid evidence are deleted
// RETENTION.identityAndFirstAidYears after the last day of the learner's course, and a person is anonymised
// RETENTION.personalDetailsYearsAfterLastBooking after their last booking's course ended (the same operation as an
// erasure on request, people/anonymise-person.server.ts), by a daily sweep. Exactly once per London day however many
// processes run (the sweep's dedupe key, job-runner.server.ts), and harmless if run again: a delete of what is already
// gone deletes nothing, and an anonymised person is no longer found.
import { inArray, lt, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  firstAidEvidence,
  identityChecks,
  learners,
  offlinePlaces,
} from "#db/schema";
import type { JobHandler, Sweep } from "#app/features/jobs/job-runner.server";
import { anonymiseLapsedPeople } from "#app/features/people/lapsed-people.server";
import { addMonths, londonDateOf } from "#app/shared/dates";
import { RETENTION } from "./regulations";

export const RETENTION_SWEEP: Sweep = { kind: "retention", every: "day", at: "03:30" };

/** Checks of a course whose last day is before this day are deleted on `today` (kept the whole period, no longer). */
export const checksKeptAfter = (today: string): string => addMonths(today, -12 * RETENTION.identityAndFirstAidYears);

/** People whose last booking's course ended before this day are anonymised on `today`. */
export const detailsKeptAfter = (today: string): string =>
  addMonths(today, -12 * RETENTION.personalDetailsYearsAfterLastBooking);

/** The learners whose course's last day (the last stored course day; else the run's end or first day) is before `day`. */
function learnersWhoseCourseEndedBefore(db: Executor, day: string) {
  const lastDay = sql<string>`coalesce(
    (select max(d) from unnest(coalesce(${courseInstances.courseDays}, ${availableDates.courseDays})) as d),
    ${courseInstances.endDate}, ${courseInstances.startDate}, ${availableDates.date})`;
  return db
    .select({ id: learners.id })
    .from(learners)
    .leftJoin(bookings, sql`${bookings.id} = ${learners.bookingId}`)
    .leftJoin(offlinePlaces, sql`${offlinePlaces.id} = ${learners.offlinePlaceId}`)
    .leftJoin(
      courseInstances,
      sql`${courseInstances.id} = coalesce(${bookings.instanceId}, ${offlinePlaces.instanceId})`,
    )
    .leftJoin(
      availableDates,
      sql`${availableDates.id} = coalesce(${bookings.availableDateId}, ${offlinePlaces.availableDateId})`,
    )
    .where(lt(lastDay, day));
}

/** Deletes the identity checks and first aid evidence past their retention on `today`; says how many went. */
export async function deleteExpiredChecks(
  db: Executor,
  today: string,
): Promise<{ identityChecks: number; firstAidEvidence: number }> {
  const expired = learnersWhoseCourseEndedBefore(db, checksKeptAfter(today));
  const checks = await db
    .delete(identityChecks)
    .where(inArray(identityChecks.learnerId, expired))
    .returning({ id: identityChecks.id });
  const evidence = await db
    .delete(firstAidEvidence)
    .where(inArray(firstAidEvidence.learnerId, expired))
    .returning({ id: firstAidEvidence.id });
  return { identityChecks: checks.length, firstAidEvidence: evidence.length };
}

export const retentionHandlers: Record<string, JobHandler> = {
  [RETENTION_SWEEP.kind]: async ({ db, logger, now }) => {
    const today = londonDateOf(now);
    const deleted = await deleteExpiredChecks(db, today);
    if (deleted.identityChecks + deleted.firstAidEvidence > 0)
      logger.info({ deleted }, "retention: expired checks deleted");
    const { anonymised, kept } = await anonymiseLapsedPeople(db, detailsKeptAfter(today), now, logger);
    if (anonymised.length + kept.length > 0)
      logger.info({ anonymised: anonymised.length, kept: kept.length }, "retention: people anonymised");
  },
};
