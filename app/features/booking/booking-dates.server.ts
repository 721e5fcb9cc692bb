// A booking's course date in a query over `booking`: the scheduled run's start or the available date, whichever the
// booking names (decision 012).
import { eq, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";

/** The first day, as a column of a query over `booking` joined to both date tables. */
export const firstDaySql = sql<string>`coalesce(${courseInstances.startDate}, ${availableDates.date})`;

/** Joins a query over `booking` (made `$dynamic()`) to both date tables, which firstDaySql and a date's columns read. */
export function withBookingDates<T extends PgSelect>(query: T) {
  return query
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, bookings.availableDateId));
}

/** The same, after the booking's course: a staff list's booking with its course title and date. */
export function withCourseAndDates<T extends PgSelect>(query: T) {
  return withBookingDates(query.innerJoin(courses, eq(courses.id, bookings.courseId)));
}
