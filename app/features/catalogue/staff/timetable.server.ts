// What course instances and available dates share: both are bookable dates
// (booking/bookable-date.server.ts), locked and counted the way the booking flow does it
// (decision 003), so an edit and a booking can never both take the last seat.
import { count, eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";
import { countSeatsTaken, lockBookableDate, type BookableDate } from "#app/features/booking/bookable-date.server";
import { conflict, notFound } from "#app/shared/http-error";
import { capacityErrors } from "./timetable-rules";
import { COURSE_NOT_FOUND_FIELD } from "./staff-schema";
import { invalidFields, isForeignKeyViolation } from "#app/shared/staff/route-helpers.server";
import { matchOfflinePlaces, placeSeatsOfNewDate } from "#app/features/booking/staff/offline-places.server";

export type TimetableKind = BookableDate["kind"];

type Labels = { name: string; notFound: string; hasBookings: string };

export const TIMETABLE_LABELS: Record<TimetableKind, Labels> = {
  instance: {
    name: "schedule",
    notFound: "Schedule not found",
    hasBookings: "This schedule has bookings. Set its status to Cancelled instead.",
  },
  "available-date": {
    name: "date",
    notFound: "Available date not found",
    hasBookings: "This date has bookings. Set its status to Cancelled instead.",
  },
};

export const unknownCourse = () => invalidFields({ courseId: [COURSE_NOT_FOUND_FIELD] });

export async function assertCourseExists(db: Executor, courseId: string): Promise<void> {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, courseId));
  if (!course) throw unknownCourse();
}

/** Locks the row FOR UPDATE until the transaction ends; 404 when it does not exist. */
export async function lockTimetableEntry(tx: Executor, kind: TimetableKind, id: string): Promise<BookableDate> {
  const entry = await lockBookableDate(tx, kind === "instance" ? { instanceId: id } : { availableDateId: id });
  if (!entry) throw notFound(TIMETABLE_LABELS[kind].notFound);
  return entry;
}

/** Bookings of any status: the foreign keys forbid deleting a date any booking names. */
async function bookingsNaming(tx: Executor, entry: Pick<BookableDate, "kind" | "id">): Promise<number> {
  const column = entry.kind === "instance" ? bookings.instanceId : bookings.availableDateId;
  const [row] = await tx.select({ n: count() }).from(bookings).where(eq(column, entry.id));
  return row?.n ?? 0;
}

/** Checks an edit of a locked entry against its bookings: its course, and seats already taken. */
export async function assertEditKeepsBookings(
  tx: Executor,
  entry: BookableDate,
  input: { courseId: string; maxSeats: number; bookedSeats: number },
): Promise<void> {
  if (input.courseId !== entry.courseId) {
    await assertCourseExists(tx, input.courseId);
    if ((await bookingsNaming(tx, entry)) > 0) {
      throw invalidFields({
        courseId: [`This ${TIMETABLE_LABELS[entry.kind].name} has bookings, so its course cannot be changed`],
      });
    }
  }
  const onlineSeats = (await countSeatsTaken(tx, entry)) - entry.offlineSeats;
  const errors = capacityErrors({
    maxSeats: input.maxSeats,
    offlineSeats: input.bookedSeats,
    previousOfflineSeats: entry.offlineSeats,
    onlineSeats,
  });
  if (errors) throw invalidFields(errors);
}

/** Deletes an entry no booking names; otherwise 409 (staff cancel it instead). */
export async function deleteTimetableEntry(db: Database, kind: TimetableKind, id: string): Promise<void> {
  const refusal = () => conflict(TIMETABLE_LABELS[kind].hasBookings);
  try {
    await db.transaction(async (tx) => {
      const entry = await lockTimetableEntry(tx, kind, id);
      if ((await bookingsNaming(tx, entry)) > 0) throw refusal();
      const table = kind === "instance" ? courseInstances : availableDates;
      await tx.delete(table).where(eq(table.id, id));
    });
  } catch (error) {
    if (isForeignKeyViolation(error)) throw refusal();
    throw error;
  }
}

/** Adds an entry for a course that exists; `insert` writes the row and returns its id, `read` answers it. */
export async function createTimetableEntry<Row>(
  db: Database,
  courseId: string,
  insert: () => Promise<string>,
  read: (db: Executor, id: string) => Promise<Row>,
): Promise<Row> {
  await assertCourseExists(db, courseId);
  try {
    const id = await insert();
    // Its 'Seats booked offline' as unnamed places (issue 21).
    await placeSeatsOfNewDate(db, id);
    return await read(db, id);
  } catch (error) {
    // The course was deleted between the check and the insert.
    if (isForeignKeyViolation(error)) throw unknownCourse();
    throw error;
  }
}

/**
 * Work a staff edit does under the entry's lock around its write (issue 21, H2: a change of days with learners booked
 * needs staff's confirmation and tells each of them; booking/changes/run-change.server.ts).
 */
export type TimetableEditGuard = {
  beforeWrite(tx: Executor): Promise<void>;
  afterWrite(tx: Executor): Promise<void>;
};

/** Edits an entry under its row lock, so no booking can take a seat between the count and the write. */
export function updateTimetableEntry<Row>(
  db: Database,
  kind: TimetableKind,
  id: string,
  input: { courseId: string; maxSeats: number; bookedSeats: number },
  write: (tx: Executor) => Promise<unknown>,
  read: (db: Executor, id: string) => Promise<Row>,
  guard?: TimetableEditGuard,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await assertEditKeepsBookings(tx, await lockTimetableEntry(tx, kind, id), input);
    // 'Seats booked offline' is the count of the date's places (issue 21): unnamed ones added or removed to meet it.
    await matchOfflinePlaces(tx, { kind, id }, input.bookedSeats);
    await guard?.beforeWrite(tx);
    await write(tx);
    await guard?.afterWrite(tx);
    return read(tx, id);
  });
}
