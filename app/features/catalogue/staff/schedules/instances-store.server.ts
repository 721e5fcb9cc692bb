// Course instances (schedules) as staff see them: all of them, past and
// cancelled included, with seats taken counted from bookings (decision 003).
import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { courseInstances, courses, venues, type CourseInstance } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import type { AdminCourseInstance, CourseInstanceInput, InstanceStatus, Weekday } from "../staff-schema";
import { instanceAsBookable, seatsTakenOf } from "#app/features/booking/bookable-date.server";
import type { CollectionStore } from "#app/shared/staff/collection-routes.server";
import {
  createTimetableEntry,
  deleteTimetableEntry,
  TIMETABLE_LABELS,
  updateTimetableEntry,
  type TimetableEditGuard,
} from "../timetable.server";
import { settleInstance } from "../timetable-row.server";
import { timetableVenueColumns } from "../timetable-venue";
import { adminTimetableRow, type CourseAndVenue } from "../timetable-admin-row";

type Row = CourseInstance & CourseAndVenue;

function toAdminInstance(row: Row, seatsTaken: number): AdminCourseInstance {
  return {
    ...adminTimetableRow(row, seatsTaken, { startDate: row.startDate, endDate: row.endDate, weekdays: row.days }),
    days: row.days as Weekday[],
    status: row.status as InstanceStatus,
  };
}

async function selectInstances(db: Executor, where?: SQL): Promise<AdminCourseInstance[]> {
  const rows = await db
    .select({
      ...getTableColumns(courseInstances),
      courseTitle: courses.title,
      durationDays: courses.durationDays,
      venue: timetableVenueColumns,
    })
    .from(courseInstances)
    .leftJoin(courses, eq(courses.id, courseInstances.courseId))
    .leftJoin(venues, eq(venues.id, courseInstances.venueId))
    .where(where)
    .orderBy(asc(courseInstances.startDate), asc(courses.title), asc(courseInstances.id));
  const taken = await seatsTakenOf(db, rows.map(instanceAsBookable));
  return rows.map((row) => toAdminInstance(row, taken.get(row.id) ?? row.bookedSeats));
}

/** Every instance, earliest start first. */
export const listAllInstances = (db: Executor) => selectInstances(db);

async function getInstance(db: Executor, id: string): Promise<AdminCourseInstance> {
  const [instance] = await selectInstances(db, eq(courseInstances.id, id));
  if (!instance) throw notFound(TIMETABLE_LABELS.instance.notFound);
  return instance;
}

/** The instance as stored (bookedSeats = offline seats), for a PUT that leaves fields out. */
export async function getStoredInstance(db: Executor, id: string): Promise<CourseInstance> {
  const [row] = await db.select().from(courseInstances).where(eq(courseInstances.id, id));
  if (!row) throw notFound(TIMETABLE_LABELS.instance.notFound);
  return row;
}

export const createInstance = (db: Database, input: CourseInstanceInput) =>
  createTimetableEntry(
    db,
    input.courseId,
    () =>
      db.transaction(async (tx) => {
        const values = await settleInstance(tx, input);
        return (await tx.insert(courseInstances).values(values).returning({ id: courseInstances.id }))[0]!.id;
      }),
    getInstance,
  );

export const updateInstance = (db: Database, id: string, input: CourseInstanceInput, guard?: TimetableEditGuard) =>
  updateTimetableEntry(
    db,
    "instance",
    id,
    input,
    async (tx) => {
      const values = await settleInstance(tx, input, await storedPlaceOf(tx, id));
      return tx.update(courseInstances).set(values).where(eq(courseInstances.id, id));
    },
    getInstance,
    guard,
  );

async function storedPlaceOf(tx: Executor, id: string) {
  const row = await getStoredInstance(tx, id);
  return {
    venueId: row.venueId,
    location: row.location,
    firstDay: row.startDate,
    endDate: row.endDate,
    courseDays: row.courseDays,
  };
}

export const deleteInstance = (db: Database, id: string) => deleteTimetableEntry(db, "instance", id);

export const instanceStore: CollectionStore<CourseInstanceInput, AdminCourseInstance> = {
  list: listAllInstances,
  create: createInstance,
  stored: getStoredInstance,
  update: (db, id, input) => updateInstance(db, id, input),
  remove: deleteInstance,
};
