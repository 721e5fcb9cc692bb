// Course instances (schedules) as staff see them: all of them, past and
// cancelled included, with seats taken counted from bookings (decision 003).
import { asc, eq, getTableColumns, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { courseInstances, courses, type CourseInstance } from "#db/schema";
import { notFound } from "#app/shared/http-error";
import type { AdminCourseInstance, CourseInstanceInput, InstanceStatus, Weekday } from "../staff-schema";
import { instanceAsBookable, seatsTakenOf } from "#app/features/booking/bookable-date.server";
import type { CollectionStore } from "#app/shared/staff/collection-routes.server";
import {
  createTimetableEntry,
  deleteTimetableEntry,
  TIMETABLE_LABELS,
  updateTimetableEntry,
} from "../timetable.server";

type Row = CourseInstance & { courseTitle: string | null };

function toAdminInstance(row: Row, seatsTaken: number): AdminCourseInstance {
  const { bookedSeats, createdAt, updatedAt, ...rest } = row;
  return {
    ...rest,
    days: rest.days as Weekday[],
    status: rest.status as InstanceStatus,
    offlineSeats: bookedSeats,
    bookedSeats: seatsTaken,
    seatsTaken,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}

async function selectInstances(db: Executor, where?: SQL): Promise<AdminCourseInstance[]> {
  const rows = await db
    .select({ ...getTableColumns(courseInstances), courseTitle: courses.title })
    .from(courseInstances)
    .leftJoin(courses, eq(courses.id, courseInstances.courseId))
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
    async () => (await db.insert(courseInstances).values(input).returning({ id: courseInstances.id }))[0]!.id,
    getInstance,
  );

export const updateInstance = (db: Database, id: string, input: CourseInstanceInput) =>
  updateTimetableEntry(
    db,
    "instance",
    id,
    input,
    (tx) => tx.update(courseInstances).set(input).where(eq(courseInstances.id, id)),
    getInstance,
  );

export const deleteInstance = (db: Database, id: string) => deleteTimetableEntry(db, "instance", id);

export const instanceStore: CollectionStore<CourseInstanceInput, AdminCourseInstance> = {
  list: listAllInstances,
  create: createInstance,
  stored: getStoredInstance,
  update: updateInstance,
  remove: deleteInstance,
};
