// Renewal reminders (issue 23, decision 025) on the job table. A daily sweep at 09:00 London finds the achievements
// whose reminder is due (renewal-schedule.ts) for people who consented, and queues one job per achievement, reminder
// and expiry (the dedupe key), so each is queued once however many processes sweep. The job checks everything again
// when it runs, under the person's row lock that unsubscribing takes too: an achievement renewed or removed, an
// expiry changed, a person unsubscribed or anonymised, and nothing is sent. The e-mail is queued in the outbox with
// its List-Unsubscribe headers (RFC 8058); the outbox's unique (kind, booking) keeps a re-run from queueing it twice.
import { and, eq, gt, isNotNull, isNull, lte, max, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database, Executor } from "#db/db.server";
import { achievements, bookings, courses, learners, people, type AchievementKind } from "#db/schema";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { type OutboxHooks, checkFirst } from "#app/features/email/outbox-worker.server";
import { renewalReminderEmail } from "#app/features/email/templates/renewal-reminder-email";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler, Sweep } from "#app/features/jobs/job-runner.server";
import { addMonths, formatDate } from "#app/shared/dates";
import { londonClock } from "#app/shared/london-clock";
import type { SiteInfo } from "#app/shared/site-info";
import { firstAidExpiry } from "../first-aid-rule";
import { FIRST_AID, SIA_LICENCE } from "../regulations";
import { achievementExpirySql } from "./achievements.server";
import {
  furthestReminderAhead,
  refresherFirstAid,
  reminderDue,
  renewalCourseSlug,
  type ReminderStage,
} from "./renewal-schedule";
import { unsubscribeToken } from "./unsubscribe-token.server";

export const RENEWAL_SWEEP: Sweep = { kind: "renewal-reminders", every: "day", at: "09:00" };
export const RENEWAL_REMINDER_JOB = "renewal-reminder";

type ReminderPayload = { achievementId: string; stage: ReminderStage; expiresOn: string };

/** The person (by address) asked for reminders and has not unsubscribed since: any of their seats' consent counts. */
export const consentedSql = (email: SQL | typeof people.email) => sql<boolean>`exists (
  select 1 from learner as consenting where lower(consenting.email) = ${email}
    and consenting.reminders_consent_at is not null and consenting.unsubscribed_at is null
    and consenting.anonymised_at is null)`;

/** A later achievement of the same kind for the same person: this one was renewed. */
export const renewedSql = sql<boolean>`exists (select 1 from achievement as later where later.person_id = ${achievements.personId}
  and later.kind = ${achievements.kind} and later.achieved_on > ${achievements.achievedOn})`;

/**
 * The achievements of `query` (`also` narrowing them) that a reminder may still go for, as the sweep and the outbox's
 * last look both ask: the learner not anonymised, the person consenting, no later achievement of the same kind.
 */
const stillRemindable = <T extends PgSelect>(query: T, also: SQL | undefined) =>
  query
    .innerJoin(learners, eq(learners.id, achievements.learnerId))
    .innerJoin(people, eq(people.id, achievements.personId))
    .where(and(also, isNull(learners.anonymisedAt), consentedSql(people.email), sql`not ${renewedSql}`));

/** The sweep: queues each reminder due today for a consenting person, once. */
export async function queueDueRenewalReminders(db: Executor, now: Date): Promise<number> {
  const today = londonClock(now).date;
  const rows = await stillRemindable(
    db
      .select({
        id: achievements.id,
        kind: achievements.kind,
        achievedOn: achievements.achievedOn,
        expiresOn: achievementExpirySql,
      })
      .from(achievements)
      .$dynamic(),
    and(gt(achievementExpirySql, today), lte(achievementExpirySql, furthestReminderAhead(today))),
  );
  let queued = 0;
  for (const row of rows) {
    const stage = reminderDue(row.kind, row.expiresOn!, today, row.achievedOn);
    if (!stage) continue;
    const payload: ReminderPayload = { achievementId: row.id, stage, expiresOn: row.expiresOn! };
    const dedupeKey = `${RENEWAL_REMINDER_JOB}:${row.id}:${stage}:${row.expiresOn}`;
    if (await enqueueJob(db, { kind: RENEWAL_REMINDER_JOB, dedupeKey, payload })) queued++;
  }
  return queued;
}

/** The latest first aid expiry known for a person: a first aid pass with us, or a certificate a seat declared. */
async function firstAidExpiryOf(tx: Executor, personId: string, email: string): Promise<string | null> {
  const [passed] = await tx
    .select({ expiresOn: max(achievements.expiresOn) })
    .from(achievements)
    .where(and(eq(achievements.personId, personId), eq(achievements.kind, "first-aid")));
  const [declared] = await tx
    .select({ issuedOn: max(learners.firstAidIssuedOn) })
    .from(learners)
    .where(and(sql`lower(${learners.email}) = ${email}`, isNotNull(learners.firstAidIssuedOn)));
  const known = [passed?.expiresOn, declared?.issuedOn ? firstAidExpiry(declared.issuedOn) : null].filter(
    (day): day is string => Boolean(day),
  );
  return known.sort().at(-1) ?? null;
}

function firstAidWarningOf(licenceExpiresOn: string, firstAidExpiresOn: string | null): string | null {
  const verdict = refresherFirstAid(licenceExpiresOn, firstAidExpiresOn);
  const monthsLeft = `at least ${FIRST_AID.monthsLeftOnFirstDay} months left on its first day`;
  if (verdict.status === "enough") return null;
  const need = `The refresher course needs a first aid certificate (EFAW or higher) with ${monthsLeft}: for a refresher by ${formatDate(licenceExpiresOn)}, one valid until at least ${formatDate(verdict.neededUntil)}.`;
  return verdict.status === "too-short"
    ? `Your first aid certificate expires on ${formatDate(verdict.expiresOn)}, too soon. ${need} Book a first aid course before your refresher.`
    : need;
}

/** Sends one reminder if it is still true; the reasons it is not are checked here, when it runs. */
export async function sendRenewalReminder(
  db: Database,
  payload: ReminderPayload,
  now: Date,
  context: { site: SiteInfo; unsubscribeKey: Buffer },
): Promise<"queued" | "not-sent"> {
  const today = londonClock(now).date;
  return db.transaction(async (tx) => {
    const [achievement] = await tx
      .select({ personId: achievements.personId })
      .from(achievements)
      .where(eq(achievements.id, payload.achievementId));
    if (!achievement?.personId) return "not-sent";
    // The person's row: unsubscribing takes the same lock, so a reminder is judged on the consent it left.
    const [person] = await tx.select().from(people).where(eq(people.id, achievement.personId)).for("update");
    if (!person) return "not-sent";
    const [row] = await tx
      .select({
        kind: achievements.kind,
        achievedOn: achievements.achievedOn,
        expiresOn: achievementExpirySql,
        renewed: renewedSql,
        consented: consentedSql(sql`${person.email}`),
        anonymisedAt: learners.anonymisedAt,
        fullName: learners.fullName,
        bookingId: learners.bookingId,
        courseSlug: courses.slug,
      })
      .from(achievements)
      .innerJoin(learners, eq(learners.id, achievements.learnerId))
      .innerJoin(bookings, eq(bookings.id, learners.bookingId))
      .innerJoin(courses, eq(courses.id, bookings.courseId))
      .where(eq(achievements.id, payload.achievementId));
    if (!row || row.renewed || !row.consented || row.anonymisedAt) return "not-sent";
    if (
      row.expiresOn !== payload.expiresOn ||
      reminderDue(row.kind, payload.expiresOn, today, row.achievedOn) === undefined
    ) {
      return "not-sent";
    }
    const active = await tx
      .select({ slug: courses.slug, title: courses.title, needsFirstAid: courses.needsFirstAidCertificate })
      .from(courses)
      .where(eq(courses.isActive, true));
    const slug = renewalCourseSlug(
      row.kind,
      row.courseSlug,
      active.map((course) => course.slug),
    );
    const course = active.find((candidate) => candidate.slug === slug);
    const [ownCourse] = course
      ? [course]
      : await tx
          .select({ title: courses.title, needsFirstAid: courses.needsFirstAidCertificate })
          .from(courses)
          .where(eq(courses.slug, slug));
    const isLicence = row.kind === "sia-licence";
    const token = unsubscribeToken(person.id, context.unsubscribeKey);
    const unsubscribeUrl = `${context.site.url}/unsubscribe/${token}`;
    const email = await renewalReminderEmail(
      {
        fullName: row.fullName,
        kind: row.kind,
        expiresOn: payload.expiresOn,
        courseTitle: ownCourse?.title ?? slug,
        courseDatesUrl: `${context.site.url}/courses/${slug}#dates`,
        renewalOpensOn: isLicence ? addMonths(payload.expiresOn, -SIA_LICENCE.renewalOpensMonthsBefore) : null,
        firstAidWarning:
          isLicence && ownCourse?.needsFirstAid
            ? firstAidWarningOf(payload.expiresOn, await firstAidExpiryOf(tx, person.id, person.email))
            : null,
        unsubscribeUrl,
      },
      context.site,
    );
    await enqueueEmail(tx, {
      kind: `${RENEWAL_REMINDER_JOB}:${payload.stage}:${payload.expiresOn}:${payload.achievementId}`,
      bookingId: row.bookingId,
      to: person.email,
      ...email,
      headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
    });
    return "queued";
  });
}

/** The sweep's and the reminder job's handlers, for the job runner (server/index.ts). */
export function renewalReminderHandlers(context: {
  site: SiteInfo;
  unsubscribeKey: () => Buffer;
}): Record<string, JobHandler> {
  return {
    [RENEWAL_SWEEP.kind]: async ({ db, now }) => void (await queueDueRenewalReminders(db, now)),
    [RENEWAL_REMINDER_JOB]: async ({ db, now, job }) =>
      void (await sendRenewalReminder(db, job.payload as ReminderPayload, now, {
        site: context.site,
        unsubscribeKey: context.unsubscribeKey(),
      })),
  };
}

/** The achievement and expiry a reminder's outbox kind names (`renewal-reminder:<stage>:<expiry>:<achievement>`). */
function reminderOfKind(kind: string): { achievementId: string; expiresOn: string } | undefined {
  const match = /^renewal-reminder:[\w-]+:(\d{4}-\d{2}-\d{2}):([\w-]+)$/.exec(kind);
  return match ? { expiresOn: match[1]!, achievementId: match[2]! } : undefined;
}

/**
 * The outbox's last look before a reminder goes (mail may be behind by hours): the person still consents, the
 * achievement is still there with the same expiry, not renewed, its learner not anonymised. Else it is skipped.
 */
export const withRenewalReminderCheck = (db: Database, hooks: OutboxHooks): OutboxHooks =>
  checkFirst(hooks, async (row) => {
    const reminder = reminderOfKind(row.kind);
    if (!reminder) return row;
    const [still] = await stillRemindable(
      db.select({ expiresOn: achievementExpirySql }).from(achievements).$dynamic(),
      eq(achievements.id, reminder.achievementId),
    );
    return still?.expiresOn === reminder.expiresOn ? row : null;
  });

/** Stops every renewal reminder to a person: each of their seats is marked unsubscribed. False for no such person. */
export async function unsubscribePerson(db: Database, personId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [person] = await tx.select().from(people).where(eq(people.id, personId)).for("update");
    if (!person) return false;
    await tx
      .update(learners)
      .set({ unsubscribedAt: sql`now()` as unknown as Date })
      .where(and(sql`lower(${learners.email}) = ${person.email}`, isNull(learners.unsubscribedAt)));
    return true;
  });
}

export type { AchievementKind };
