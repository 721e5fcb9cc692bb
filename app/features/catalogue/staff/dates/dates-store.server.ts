// Available dates (the legacy single-day shape) as staff see them: all of
// them, with seats taken counted from bookings (decision 003).
import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, courses, venues, type AvailableDate } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import type { AdminAvailableDate, AvailableDateInput, AvailableDateStatus } from "../staff-schema";
import { availableDateAsBookable, seatsTakenOf } from "#app/features/booking/bookable-date.server";
import type { CollectionStore } from "#app/shared/staff/collection-routes.server";
import {
  createTimetableEntry,
  deleteTimetableEntry,
  TIMETABLE_LABELS,
  updateTimetableEntry,
  type TimetableEditGuard,
} from "../timetable.server";
import { settleAvailableDate } from "../timetable-row.server";
import { timetableVenueColumns } from "../timetable-venue";
import { adminTimetableRow, type CourseAndVenue } from "../timetable-admin-row";

type Row = AvailableDate & CourseAndVenue;

function toAdminDate(row: Row, seatsTaken: number): AdminAvailableDate {
  return {
    ...adminTimetableRow(row, seatsTaken, { startDate: row.date, endDate: null, weekdays: [] }),
    status: row.status as AvailableDateStatus,
  };
}

async function selectDates(db: Executor, where?: SQL): Promise<AdminAvailableDate[]> {
  const rows = await db
    .select({
      ...getTableColumns(availableDates),
      courseTitle: courses.title,
      durationDays: courses.durationDays,
      venue: timetableVenueColumns,
    })
    .from(availableDates)
    .leftJoin(courses, eq(courses.id, availableDates.courseId))
    .leftJoin(venues, eq(venues.id, availableDates.venueId))
    .where(where)
    .orderBy(asc(availableDates.date), asc(courses.title), asc(availableDates.id));
  const taken = await seatsTakenOf(db, rows.map(availableDateAsBookable));
  return rows.map((row) => toAdminDate(row, taken.get(row.id) ?? row.bookedSeats));
}

/** Every available date, earliest first. */
export const listAllAvailableDates = (db: Executor) => selectDates(db);

async function getAvailableDate(db: Executor, id: string): Promise<AdminAvailableDate> {
  const [date] = await selectDates(db, eq(availableDates.id, id));
  if (!date) throw notFound(TIMETABLE_LABELS["available-date"].notFound);
  return date;
}

/** The date as stored (bookedSeats = offline seats), for a PUT that leaves fields out. */
export async function getStoredAvailableDate(db: Executor, id: string): Promise<AvailableDate> {
  const [row] = await db.select().from(availableDates).where(eq(availableDates.id, id));
  if (!row) throw notFound(TIMETABLE_LABELS["available-date"].notFound);
  return row;
}

export const createAvailableDate = (db: Database, input: AvailableDateInput) =>
  createTimetableEntry(
    db,
    input.courseId,
    () =>
      db.transaction(async (tx) => {
        const values = await settleAvailableDate(tx, input);
        return (await tx.insert(availableDates).values(values).returning({ id: availableDates.id }))[0]!.id;
      }),
    getAvailableDate,
  );

export const updateAvailableDate = (db: Database, id: string, input: AvailableDateInput, guard?: TimetableEditGuard) =>
  updateTimetableEntry(
    db,
    "available-date",
    id,
    input,
    async (tx) => {
      const values = await settleAvailableDate(tx, input, await storedPlaceOf(tx, id));
      return tx.update(availableDates).set(values).where(eq(availableDates.id, id));
    },
    getAvailableDate,
    guard,
  );

async function storedPlaceOf(tx: Executor, id: string) {
  const row = await getStoredAvailableDate(tx, id);
  return { venueId: row.venueId, location: row.location, firstDay: row.date, courseDays: row.courseDays };
}

export const deleteAvailableDate = (db: Database, id: string) => deleteTimetableEntry(db, "available-date", id);

export const availableDateStore: CollectionStore<AvailableDateInput, AdminAvailableDate> = {
  list: listAllAvailableDates,
  create: createAvailableDate,
  stored: getStoredAvailableDate,
  update: (db, id, input) => updateAvailableDate(db, id, input),
  remove: deleteAvailableDate,
};
