// The day on one page (issue 21): the figures behind the charts on /admin, read in one go. Takings come from the
// ledger as the money report counts them; seats as the public counts them; money owed as the Money owed tab does.
import { and, eq, gte, inArray, ne, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  courses,
  emailOutbox,
  jobs,
  payments,
  waitlistEntries,
} from "#db/schema";
import {
  availableDateAsBookable,
  instanceAsBookable,
  seatsTakenOf,
  type BookableDate,
} from "#app/features/booking/bookable-date.server";
import { moneyOwed } from "#app/features/booking/staff/money-and-roster.server";
import { addDays, londonToday } from "#app/shared/dates";
import { FILL_WEEKS, lastDays, lastWeeks, weekStartOf } from "./overview";
import { ledgerEntries } from "./money-report.server";
import type { OverviewDate, OverviewWaitingList, StaffOverview } from "./overview-schema";

const londonDay = (column: unknown) => sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM-DD')`;
const pathOf = (date: Pick<BookableDate, "kind" | "id">) =>
  `/admin/dates/${date.kind === "instance" ? "instance" : "date"}/${date.id}`;

export async function staffOverview(db: Executor, today = londonToday()): Promise<StaffOverview> {
  const weeks = lastWeeks(today);
  const [fill, owed, problems, attention] = [
    await upcomingFill(db, today),
    await moneyOwed(db, today),
    await problemDays(db, today),
    await needingAttention(db),
  ];
  return {
    today,
    weeks: await weeklyFigures(db, weeks, today),
    fill: fill.dates,
    money: {
      owed: owed.totals.owed,
      overdue: owed.totals.overdue,
      dueToday: owed.bookings.filter((line) => line.state === "due today").reduce((sum, line) => sum + line.owed, 0),
      notYetDue: owed.bookings.filter((line) => line.state === "due").reduce((sum, line) => sum + line.owed, 0),
      bookings: owed.totals.count,
      overdueBookings: owed.bookings.filter((line) => line.state === "overdue").length,
    },
    waitingLists: fill.waitingLists,
    problems,
    attention,
  };
}

/** Bookings confirmed and money in and out, per week (Monday to Sunday, London). */
async function weeklyFigures(db: Executor, weeks: string[], today: string): Promise<StaffOverview["weeks"]> {
  const from = weeks[0]!;
  const confirmedDay = londonDay(bookings.confirmedAt);
  const confirmed = await db
    .select({ day: confirmedDay, count: sql<number>`count(*)::int` })
    .from(bookings)
    .where(sql`${bookings.confirmedAt} is not null and ${confirmedDay} between ${from} and ${today}`)
    .groupBy(confirmedDay);
  const lines = new Map(weeks.map((weekStart) => [weekStart, { weekStart, bookings: 0, takings: 0, refunds: 0 }]));
  for (const row of confirmed) lines.get(weekStartOf(row.day))!.bookings += row.count;
  for (const entry of await ledgerEntries(db, from, today)) {
    const line = lines.get(weekStartOf(entry.day))!;
    if (entry.kind === "payment") line.takings += entry.amount;
    else line.refunds += entry.amount;
  }
  return [...lines.values()];
}

/** The dates that still run in the next 8 weeks with their seats, and the waiting lists of any date still to come. */
async function upcomingFill(
  db: Executor,
  today: string,
): Promise<{ dates: OverviewDate[]; waitingLists: OverviewWaitingList[] }> {
  const until = addDays(today, 7 * FILL_WEEKS - 1);
  const instanceRows = await db
    .select({ date: courseInstances, courseTitle: courses.title })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .where(and(ne(courseInstances.status, "cancelled"), gte(courseInstances.startDate, today)));
  const dateRows = await db
    .select({ date: availableDates, courseTitle: courses.title })
    .from(availableDates)
    .innerJoin(courses, eq(courses.id, availableDates.courseId))
    .where(and(ne(availableDates.status, "cancelled"), gte(availableDates.date, today)));
  const upcoming = [
    ...instanceRows.map((row) => ({ bookable: instanceAsBookable(row.date), courseTitle: row.courseTitle })),
    ...dateRows.map((row) => ({ bookable: availableDateAsBookable(row.date), courseTitle: row.courseTitle })),
  ].sort(
    (a, b) => a.bookable.startDate.localeCompare(b.bookable.startDate) || a.courseTitle.localeCompare(b.courseTitle),
  );
  const soon = upcoming.filter((date) => date.bookable.startDate <= until);
  const taken = await seatsTakenOf(
    db,
    soon.map((date) => date.bookable),
  );
  const lists = await waitingByDate(
    db,
    upcoming.map((date) => date.bookable.id),
  );
  return {
    dates: soon.map(({ bookable, courseTitle }) => ({
      path: pathOf(bookable),
      startDate: bookable.startDate,
      courseTitle,
      location: bookable.location,
      taken: taken.get(bookable.id) ?? 0,
      maxSeats: bookable.maxSeats,
      status: bookable.status,
    })),
    waitingLists: upcoming
      .filter(({ bookable }) => lists.has(bookable.id))
      .map(({ bookable, courseTitle }) => ({
        path: pathOf(bookable),
        startDate: bookable.startDate,
        courseTitle,
        ...lists.get(bookable.id)!,
      })),
  };
}

/** People in line (address confirmed, not yet offered) and offered a held seat, per date that has any. */
async function waitingByDate(db: Executor, dateIds: string[]) {
  const found = new Map<string, { waiting: number; offered: number }>();
  if (dateIds.length === 0) return found;
  const dateId = sql<string>`coalesce(${waitlistEntries.instanceId}, ${waitlistEntries.availableDateId})`;
  const rows = await db
    .select({
      id: dateId,
      waiting: sql<number>`(count(*) filter (where ${waitlistEntries.status} = 'waiting' and ${waitlistEntries.confirmedAt} is not null))::int`,
      offered: sql<number>`(count(*) filter (where ${waitlistEntries.status} = 'offered'))::int`,
    })
    .from(waitlistEntries)
    .where(and(inArray(waitlistEntries.status, ["waiting", "offered"]), inArray(dateId, dateIds)))
    .groupBy(dateId);
  for (const row of rows)
    if (row.waiting + row.offered > 0) found.set(row.id, { waiting: row.waiting, offered: row.offered });
  return found;
}

/** E-mails that gave up and jobs that died, per day of the last 14. */
async function problemDays(db: Executor, today: string): Promise<StaffOverview["problems"]> {
  const days = lastDays(today);
  const from = days[0]!;
  const failedDay = londonDay(emailOutbox.updatedAt);
  const deadDay = londonDay(jobs.finishedAt);
  const failed = await db
    .select({ day: failedDay, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "failed"), sql`${failedDay} between ${from} and ${today}`))
    .groupBy(failedDay);
  const dead = await db
    .select({ day: deadDay, count: sql<number>`count(*)::int` })
    .from(jobs)
    .where(and(eq(jobs.status, "dead"), sql`${deadDay} between ${from} and ${today}`))
    .groupBy(deadDay);
  const count = (rows: { day: string; count: number }[], day: string) =>
    rows.find((row) => row.day === day)?.count ?? 0;
  return days.map((day) => ({ day, failedEmails: count(failed, day), deadJobs: count(dead, day) }));
}

async function needingAttention(db: Executor): Promise<StaffOverview["attention"]> {
  const countOf = async (rows: Promise<{ n: number }[]>) => (await rows)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;
  return {
    failedEmails: await countOf(db.select({ n }).from(emailOutbox).where(eq(emailOutbox.status, "failed"))),
    deadJobs: await countOf(db.select({ n }).from(jobs).where(eq(jobs.status, "dead"))),
    refundsWaiting: await countOf(
      db
        .select({ n })
        .from(payments)
        .where(and(eq(payments.kind, "refund"), inArray(payments.state, ["pending", "failed"]))),
    ),
  };
}
