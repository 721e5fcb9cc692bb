// The staff's daily e-mail at 07:00 London (issue 21): tomorrow's rosters, overdue balances and invoices (issue 24),
// refunds waiting on the office and e-mails that could not be sent. Sent exactly once a day however many processes run: the sweep's job has
// a dedupe key per London day (job-runner.server.ts sweepKey), and the handler, under a transaction-wide advisory lock
// on the day's key, sends nothing when the day's e-mail is already in the outbox (a job run again after its lease
// lapsed, or a process restarted mid-run).
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, courseInstances, courses, emailOutbox } from "#db/schema";
import { overdueBalances } from "#app/features/booking/life-cycle/booking-sweeps.server";
import { roster } from "#app/features/booking/staff/money-and-roster.server";
import { messageSiteOf } from "#app/features/booking/life-cycle/booking-messages.server";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { staffDailyEmail, type StaffDailyDigest } from "#app/features/email/templates/staff-daily-email";
import type { JobHandler, Sweep } from "#app/features/jobs/job-runner.server";
import { londonClock } from "#app/shared/london-clock";
import { listRefunds } from "#app/features/payments/staff/refunds-admin.server";
import { overdueInvoices } from "#app/features/documents/invoice-balance.server";
import { addDays } from "#app/shared/dates";
import type { SiteInfo } from "#app/shared/site-info";

export const STAFF_DAILY_SWEEP: Sweep = { kind: "staff-daily", every: "day", at: "07:00" };
/** The outbox kind of a day's e-mail: one per London day. */
export const staffDailyKind = (today: string) => `${STAFF_DAILY_SWEEP.kind}:${today}`;
/** The failed e-mails listed by name; the rest are counted. */
const FAILED_LISTED = 20;

const UNNAMED_PLACE = "Unnamed place";

/**
 * The dates (both kinds, not cancelled) that meet on a day, with which of their days it is. A date whose days were
 * never chosen (course_days empty) meets on its first day only.
 */
async function datesMeetingOn(db: Executor, day: string) {
  const meetingIn = (
    table: typeof courseInstances | typeof availableDates,
    first: typeof courseInstances.startDate | typeof availableDates.date,
  ) =>
    db
      .select({
        id: table.id,
        title: courses.title,
        number: sql<number>`array_position(${table.courseDays}, ${day}::date)`,
        of: sql<number>`cardinality(${table.courseDays})`,
      })
      .from(table)
      .innerJoin(courses, eq(courses.id, table.courseId))
      .where(
        and(
          ne(table.status, "cancelled"),
          sql`(${day}::date = any(${table.courseDays}) or (cardinality(${table.courseDays}) = 0 and ${first} = ${day}))`,
        ),
      )
      .orderBy(asc(courses.title));
  const instances = await meetingIn(courseInstances, courseInstances.startDate);
  const dates = await meetingIn(availableDates, availableDates.date);
  return [
    ...instances.map((row) => ({ ...row, kind: "instance" as const })),
    ...dates.map((row) => ({ ...row, kind: "date" as const })),
  ];
}

/** What the day's e-mail says, read from the data at `today` (a London date). */
export async function staffDailyDigest(db: Executor, today: string, site: SiteInfo): Promise<StaffDailyDigest> {
  const tomorrow = addDays(today, 1);
  const rosters: StaffDailyDigest["rosters"] = [];
  for (const date of await datesMeetingOn(db, tomorrow)) {
    const list = await roster(db, date.kind === "instance" ? { instanceId: date.id } : { availableDateId: date.id });
    rosters.push({
      courseTitle: list.courseTitle,
      location: list.location,
      day: Number(date.of) > 1 ? { number: Number(date.number), of: Number(date.of) } : null,
      adminUrl: `${site.url}/admin/dates/${date.kind}/${date.id}`,
      people: [
        ...list.learners.map((learner) => ({ name: learner.name, phone: learner.phone, owed: learner.owed })),
        ...list.offlinePlaces.map((place) => ({ name: place.fullName ?? UNNAMED_PLACE, phone: place.phone, owed: 0 })),
      ],
    });
  }
  const refunds = (await listRefunds(db, null))
    .filter(
      (refund) =>
        (refund.state === "pending" && refund.byHand) || refund.state === "failed" || refund.state === "stuck",
    )
    .map((refund) => ({
      reference: refund.reference,
      customerName: refund.customerName,
      amount: refund.amount,
      state: refund.state === "pending" ? "to pay back by hand" : refund.state,
      adminUrl: `${site.url}/admin/bookings/${refund.bookingId}`,
    }));
  const failed = eq(emailOutbox.status, "failed");
  const [{ failedCount } = { failedCount: 0 }] = await db
    .select({ failedCount: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(failed);
  const failedMessages = await db
    .select({
      to: emailOutbox.toAddress,
      subject: emailOutbox.subject,
      at: emailOutbox.updatedAt,
      error: emailOutbox.lastError,
    })
    .from(emailOutbox)
    .where(failed)
    .orderBy(desc(emailOutbox.updatedAt))
    .limit(FAILED_LISTED);
  return {
    today,
    tomorrow,
    rosters,
    overdue: await overdueBalances(db, today, site),
    overdueInvoices: (await overdueInvoices(db, today)).map((invoice) => ({
      number: invoice.number,
      business: invoice.business,
      bookingReference: invoice.reference,
      dueOn: invoice.dueOn,
      owed: invoice.owed,
      daysOverdue: invoice.daysOverdue,
      adminUrl: `${site.url}/admin/bookings/${invoice.bookingId}`,
    })),
    refunds,
    failedMessages: failedMessages.map((message) => ({
      to: message.to,
      subject: message.subject,
      failedAt: londonClock(message.at).date,
      error: message.error,
    })),
    failedCount,
    adminUrl: `${site.url}/admin`,
  };
}

/**
 * Queues the day's e-mail to the academy unless it was queued before; true when queued now. The advisory lock makes
 * two runs for the same day (on PostgreSQL, in two processes at once) take turns, so the second sees the first's row.
 */
export async function queueStaffDaily(db: Database, today: string, site: SiteInfo): Promise<boolean> {
  const kind = staffDailyKind(today);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${kind}))`);
    const [sent] = await tx.select({ id: emailOutbox.id }).from(emailOutbox).where(eq(emailOutbox.kind, kind));
    if (sent) return false;
    const digest = await staffDailyDigest(tx, today, site);
    return enqueueEmail(tx, { kind, to: site.email, ...(await staffDailyEmail(digest, messageSiteOf(site))) });
  });
}

/**
 * The sweep's handlers: the day is the London date of the moment the sweep was due (a late run keeps its day). The
 * 09:00 overdue digest it replaced may have left a job queued across an upgrade: it is run, and does nothing.
 */
export const staffDailyHandlers = (site: SiteInfo): Record<string, JobHandler> => ({
  [STAFF_DAILY_SWEEP.kind]: async ({ db, now }) => {
    await queueStaffDaily(db, londonClock(now).date, site);
  },
  "overdue-digest": async () => {},
});
