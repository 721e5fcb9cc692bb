// A bookable date: a course instance or an available date (SPEC §3, decision 012), as booking, payment and staff
// code see it, with the one definition of the seats it has taken (decision 003). Its row is locked before a seat
// is counted and taken, so a seat is never sold twice.
//
// Every count of seats taken is here, each summing the bookings' seats (issue 24): one date under its lock (countSeatsTaken), a list of dates in one grouped
// query (seatsTakenOf), and a column for a select over either table (seatsTakenSql).
//
// `bookedSeats` has three meanings, and this is the one place that turns one into another:
// - the `booked_seats` column of both tables, and the staff forms' "Booked seats" field: seats staff sold outside
//   the website (offline). In this module it is `offlineSeats`.
// - `bookedSeats` in what the public API and the staff lists answer: seats taken, that is offline seats + confirmed
//   bookings + unexpired holds (takesASeat). The staff lists also send the offline figure as `offlineSeats`, for
//   the edit form.
// - `seatsLeft` = max(0, maxSeats − seats taken) (catalogue/date-rules.ts).
//
// The waiting list (issue 14) comes first for a freed seat: while anyone waits, a seat that frees is theirs, not the
// public's. So what the public sees and books against counts the people waiting as seats spoken for
// (seatsTakenSql, countSeatsSpokenFor); staff lists and the offers themselves count the seats really taken. Only
// people who confirmed their e-mail address count (issue 19, security review N4): an entry nobody confirmed is not
// in line and speaks for no seat.
import { and, eq, gt, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  waitlistEntries,
  type AvailableDate,
  type CourseInstance,
} from "#db/schema";
import { courseDays } from "./course-days";

export type BookableDate = {
  kind: "instance" | "available-date";
  id: string;
  courseId: string;
  startDate: string;
  location: string;
  status: string;
  maxSeats: number;
  offlineSeats: number;
  /** The instance's own price, if it has one. */
  price: number | null;
  /** Staff paused offers to its waiting list. */
  waitlistPaused: boolean;
};

/** The columns that name a bookable date in a list over either of its tables: its id, first day and place. */
export const instanceNaming = {
  id: courseInstances.id,
  startDate: courseInstances.startDate,
  location: courseInstances.location,
};
export const availableDateNaming = {
  id: availableDates.id,
  startDate: availableDates.date,
  location: availableDates.location,
};

/** A staff list's instances and available dates as one, soonest first, then by course title; each row says which. */
export function byDateThenCourse<Instance extends Dated, AvailableDate extends Dated>(
  instances: Instance[],
  dates: AvailableDate[],
) {
  return [
    ...instances.map((row) => ({ ...row, kind: "instanceId" as const })),
    ...dates.map((row) => ({ ...row, kind: "availableDateId" as const })),
  ].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.courseTitle.localeCompare(b.courseTitle));
}
type Dated = { startDate: string; courseTitle: string };

/** One kind's table, with the columns that name its dates and tie bookings and waiting-list entries to it. */
export type DateKindColumns = {
  table: typeof courseInstances | typeof availableDates;
  naming: typeof instanceNaming | typeof availableDateNaming;
  firstDay: typeof courseInstances.startDate | typeof availableDates.date;
  bookingColumn: typeof bookings.instanceId | typeof bookings.availableDateId;
  waitlistColumn: typeof waitlistEntries.instanceId | typeof waitlistEntries.availableDateId;
};
const INSTANCE_COLUMNS: DateKindColumns = {
  table: courseInstances,
  naming: instanceNaming,
  firstDay: courseInstances.startDate,
  bookingColumn: bookings.instanceId,
  waitlistColumn: waitlistEntries.instanceId,
};
const AVAILABLE_DATE_COLUMNS: DateKindColumns = {
  table: availableDates,
  naming: availableDateNaming,
  firstDay: availableDates.date,
  bookingColumn: bookings.availableDateId,
  waitlistColumn: waitlistEntries.availableDateId,
};

/** The kind's table and columns. */
export const dateKindColumns = (kind: BookableDate["kind"]) =>
  kind === "instance" ? INSTANCE_COLUMNS : AVAILABLE_DATE_COLUMNS;

/** A staff list over both kinds: the same query asked of the instances, then of the available dates, byDateThenCourse. */
export async function listBothKinds<Row extends Dated>(query: (kind: DateKindColumns) => Promise<Row[]>) {
  const instances = await query(INSTANCE_COLUMNS);
  const dates = await query(AVAILABLE_DATE_COLUMNS);
  return byDateThenCourse(instances, dates);
}

export const instanceAsBookable = (row: CourseInstance): BookableDate => ({
  kind: "instance",
  id: row.id,
  courseId: row.courseId,
  startDate: row.startDate,
  location: row.location,
  status: row.status,
  maxSeats: row.maxSeats,
  offlineSeats: row.bookedSeats,
  price: row.price,
  waitlistPaused: row.waitlistPaused,
});

export const availableDateAsBookable = (row: AvailableDate): BookableDate => ({
  kind: "available-date",
  id: row.id,
  courseId: row.courseId,
  startDate: row.date,
  location: row.location,
  status: row.status,
  maxSeats: row.maxSeats,
  offlineSeats: row.bookedSeats,
  price: null,
  waitlistPaused: row.waitlistPaused,
});

/** The days a date's row meets, for a course of `durationDays` days (courseDays). */
export function daysOfDateRow(row: CourseInstance | AvailableDate, durationDays: number): string[] {
  // A scheduled run meets on its weekdays from its start to its end; an available date is one day or a few in a row.
  const run =
    "startDate" in row
      ? { startDate: row.startDate, endDate: row.endDate, weekdays: row.days }
      : { startDate: row.date, endDate: null, weekdays: [] };
  return courseDays({ ...run, durationDays, stored: row.courseDays });
}

/** Locks the date's row for the rest of the transaction and returns it. */
export async function lockBookableDate(
  tx: Executor,
  ref: { instanceId?: string | null; availableDateId?: string | null },
): Promise<BookableDate | undefined> {
  const kind = ref.instanceId ? "instance" : ref.availableDateId ? "available-date" : undefined;
  if (!kind) return undefined;
  const { table } = dateKindColumns(kind);
  const [row] = await tx
    .select()
    .from(table)
    .where(eq(table.id, (ref.instanceId || ref.availableDateId)!))
    .for("no key update");
  return row && ("startDate" in row ? instanceAsBookable(row) : availableDateAsBookable(row));
}

/**
 * The one definition of a booking that takes a seat (decision 003): confirmed,
 * or pending with a hold that has not expired. An expired hold never counts,
 * whether or not anything has marked it expired yet.
 */
export const takesASeat = or(
  eq(bookings.status, "confirmed"),
  and(eq(bookings.status, "pending"), gt(bookings.holdExpiresAt, sql`now()`)),
)!;

/** The seats the selected bookings hold: each holds `seats` (issue 24, decision 027), not one a row. */
export const seatsSum = sql<number>`coalesce(sum(${bookings.seats}), 0)::int`;

/** Seats taken on a date right now: offline, confirmed, and unexpired holds (decision 003). */
export async function countSeatsTaken(tx: Executor, date: BookableDate, excludeBookingId?: string): Promise<number> {
  const column = bookingColumn(date.kind);
  const [row] = await tx
    .select({ online: seatsSum })
    .from(bookings)
    .where(
      and(eq(column, date.id), takesASeat, excludeBookingId ? sql`${bookings.id} <> ${excludeBookingId}` : undefined),
    );
  return date.offlineSeats + (row?.online ?? 0);
}

const waitlistColumn = (kind: BookableDate["kind"]) =>
  kind === "instance" ? waitlistEntries.instanceId : waitlistEntries.availableDateId;

/** In line on the waiting list: waiting (not yet offered) with a confirmed e-mail address. */
const inLine = and(eq(waitlistEntries.status, "waiting"), isNotNull(waitlistEntries.confirmedAt));

/** In line for a seat on the date. */
const waitingFor = (date: Pick<BookableDate, "kind" | "id">) => and(eq(waitlistColumn(date.kind), date.id), inLine);

/** People in line (confirmed, not yet offered) for a seat on the date. */
export async function countWaiting(tx: Executor, date: Pick<BookableDate, "kind" | "id">): Promise<number> {
  const [row] = await tx
    .select({ waiting: sql<number>`count(*)::int` })
    .from(waitlistEntries)
    .where(waitingFor(date));
  return row?.waiting ?? 0;
}

/**
 * Seats a new booking or a move must leave alone (under the date's lock): taken, or owed to the waiting list. One
 * statement: every booking runs it while it holds the date's lock (decision 024).
 */
export async function countSeatsSpokenFor(tx: Executor, date: BookableDate): Promise<number> {
  const [row] = await tx
    .select({
      online: seatsSum,
      waiting: sql<number>`(select count(*)::int from ${waitlistEntries} where ${waitingFor(date)})`,
    })
    .from(bookings)
    .where(and(eq(bookingColumn(date.kind), date.id), takesASeat));
  return date.offlineSeats + (row?.online ?? 0) + (row?.waiting ?? 0);
}

const bookingColumn = (kind: BookableDate["kind"]) =>
  kind === "instance" ? bookings.instanceId : bookings.availableDateId;
const dateTable = (kind: BookableDate["kind"]) => (kind === "instance" ? courseInstances : availableDates);

/**
 * Seats taken (offline + online) or owed to people waiting, as the public sees them, as a column of a select from the
 * kind's own table: no lock, a snapshot. The waiting never make a date look more than full.
 */
export function seatsTakenSql(kind: BookableDate["kind"]): SQL<number> {
  const table = dateTable(kind);
  const taken = sql`(${table.bookedSeats} + (select coalesce(sum(${bookings.seats}), 0) from ${bookings} where ${and(eq(bookingColumn(kind), table.id), takesASeat)}))`;
  const waiting = sql`(select count(*) from ${waitlistEntries} where ${and(eq(waitlistColumn(kind), table.id), inLine)})`;
  return sql<number>`greatest(${taken}, least(${table.maxSeats}, ${taken} + ${waiting}))::int`;
}

/** Seats taken per date (offline + confirmed + unexpired holds): one grouped count for the whole list. */
export async function seatsTakenOf(db: Executor, dates: readonly BookableDate[]): Promise<Map<string, number>> {
  const ids = (kind: BookableDate["kind"]) => dates.filter((date) => date.kind === kind).map((date) => date.id);
  const instanceIds = ids("instance");
  const dateIds = ids("available-date");
  const online = new Map<string, number>();
  if (instanceIds.length + dateIds.length > 0) {
    const dateId = sql<string>`coalesce(${bookings.instanceId}, ${bookings.availableDateId})`;
    const rows = await db
      .select({ id: dateId, count: seatsSum })
      .from(bookings)
      .where(
        and(
          or(
            instanceIds.length > 0 ? inArray(bookings.instanceId, instanceIds) : undefined,
            dateIds.length > 0 ? inArray(bookings.availableDateId, dateIds) : undefined,
          ),
          takesASeat,
        ),
      )
      .groupBy(dateId);
    for (const row of rows) online.set(row.id, row.count);
  }
  return new Map(dates.map((date) => [date.id, date.offlineSeats + (online.get(date.id) ?? 0)]));
}
