// The staff's 'Due for renewal' list (issue 23): GET /api/admin/renewals, mounted by learnersAdminApi.
import { and, asc, eq, gte, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { achievements, bookings, courses, learners, people } from "#db/schema";
import { addMonths } from "#app/shared/dates";
import { achievementExpirySql } from "./achievements.server";
import { consentedSql, renewedSql } from "./renewal-reminders.server";
import { RENEWALS_AHEAD_MONTHS, type RenewalDue } from "./renewals-due";

/** Achievements expiring from `today` to `months` months on, not renewed since, of learners not anonymised. */
export async function renewalsDue(db: Executor, today: string, months = RENEWALS_AHEAD_MONTHS): Promise<RenewalDue[]> {
  const rows = await db
    .select({
      id: achievements.id,
      personId: achievements.personId,
      fullName: learners.fullName,
      email: learners.email,
      kind: achievements.kind,
      expiresOn: achievementExpirySql,
      courseTitle: courses.title,
      bookingReference: bookings.reference,
      consented: sql<boolean>`coalesce(${consentedSql(people.email)}, false)`,
    })
    .from(achievements)
    .innerJoin(learners, eq(learners.id, achievements.learnerId))
    .innerJoin(bookings, eq(bookings.id, learners.bookingId))
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(people, eq(people.id, achievements.personId))
    .where(
      and(
        gte(achievementExpirySql, today),
        lte(achievementExpirySql, addMonths(today, months)),
        isNull(learners.anonymisedAt),
        sql`not ${renewedSql}`,
      ),
    )
    .orderBy(asc(achievementExpirySql), asc(learners.fullName));
  return rows.map((row) => ({
    ...row,
    expiresOn: row.expiresOn!,
    month: row.expiresOn!.slice(0, 7),
    consented: Boolean(row.consented),
  }));
}
