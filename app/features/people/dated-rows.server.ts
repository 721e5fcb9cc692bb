// Waiting-list entries and places booked offline name their course date as a booking does, by instance or available
// date (decision 012): the joins and columns the person's page and the search read them with.
import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { availableDates, bookings, courseInstances, courses, offlinePlaces, waitlistEntries } from "#db/schema";
import type { DateKey } from "./schema";

/** The first day, as text, of a row joined to both date tables. */
export const startDate = sql<string>`coalesce(${courseInstances.startDate}, ${availableDates.date})::text`;

export const dateKeyOf = (row: { instanceId: string | null; availableDateId: string | null }): DateKey =>
  row.instanceId ? { kind: "instance", id: row.instanceId } : { kind: "date", id: row.availableDateId! };

/** Joins a query over waiting-list entries (made `$dynamic()`) to the course, its date and the booking it led to. */
export function withEntryDates<T extends PgSelect>(query: T) {
  return query
    .innerJoin(courses, eq(courses.id, waitlistEntries.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, waitlistEntries.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, waitlistEntries.availableDateId))
    .leftJoin(bookings, eq(bookings.id, waitlistEntries.bookingId));
}

/** A place's course and date, for a select that withPlaceDates joins. */
export const placeDate = {
  courseTitle: courses.title,
  startDate,
  instanceId: offlinePlaces.instanceId,
  availableDateId: offlinePlaces.availableDateId,
};

/** Joins a query over places booked offline (made `$dynamic()`) to their date and its course. */
export function withPlaceDates<T extends PgSelect>(query: T) {
  return query
    .leftJoin(courseInstances, eq(courseInstances.id, offlinePlaces.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, offlinePlaces.availableDateId))
    .innerJoin(courses, eq(courses.id, sql`coalesce(${courseInstances.courseId}, ${availableDates.courseId})`));
}
