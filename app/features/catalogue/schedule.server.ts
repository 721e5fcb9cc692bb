// Public reads of the timetable: course instances (schedule) and available
// dates, each with the seats taken counted from bookings (decision 003).
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";
import { takesASeat } from "#app/features/booking/bookable-date.server";
import { londonToday } from "#app/shared/dates";
import type { PublicAvailableDate, PublicInstance } from "./schedule-types";

/** Seats held by online bookings for a date or instance (see takesASeat). */
function onlineSeatsTaken(column: typeof bookings.availableDateId | typeof bookings.instanceId, id: unknown) {
  return sql<number>`(select count(*)::int from ${bookings} where ${column} = ${id} and ${takesASeat})`;
}

const seatsLeft = (maxSeats: number, bookedSeats: number) => Math.max(0, maxSeats - bookedSeats);

type ListOptions = { courseId?: string; today?: string };

/** Active instances from today on, soonest first, with their course's title, slug and price. */
export async function listUpcomingInstances(db: Executor, options: ListOptions = {}): Promise<PublicInstance[]> {
  if (options.courseId && !z.uuid().safeParse(options.courseId).success) return [];
  const today = options.today ?? londonToday();
  const rows = await db
    .select({
      id: courseInstances.id,
      courseId: courseInstances.courseId,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      startDate: courseInstances.startDate,
      endDate: courseInstances.endDate,
      days: courseInstances.days,
      location: courseInstances.location,
      maxSeats: courseInstances.maxSeats,
      offlineSeats: courseInstances.bookedSeats,
      onlineSeats: onlineSeatsTaken(bookings.instanceId, courseInstances.id),
      price: sql<number>`coalesce(${courseInstances.price}, ${courses.price})`,
      bookUrl: courseInstances.bookUrl,
      status: courseInstances.status,
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .where(
      and(
        eq(courseInstances.status, "active"),
        eq(courses.isActive, true),
        gte(courseInstances.startDate, today),
        options.courseId ? eq(courseInstances.courseId, options.courseId) : undefined,
      ),
    )
    .orderBy(asc(courseInstances.startDate), asc(courses.title));
  return rows.map(({ offlineSeats, onlineSeats, ...row }) => {
    const bookedSeats = offlineSeats + onlineSeats;
    return { ...row, bookedSeats, seatsLeft: seatsLeft(row.maxSeats, bookedSeats) };
  });
}

/** Active available dates from today on, soonest first. */
export async function listUpcomingAvailableDates(
  db: Executor,
  options: ListOptions = {},
): Promise<PublicAvailableDate[]> {
  if (options.courseId && !z.uuid().safeParse(options.courseId).success) return [];
  const today = options.today ?? londonToday();
  const rows = await db
    .select({
      id: availableDates.id,
      courseId: availableDates.courseId,
      date: availableDates.date,
      maxSeats: availableDates.maxSeats,
      offlineSeats: availableDates.bookedSeats,
      onlineSeats: onlineSeatsTaken(bookings.availableDateId, availableDates.id),
      location: availableDates.location,
      status: availableDates.status,
      // notes are staff-only (security review F8): never selected for the public shape.
    })
    .from(availableDates)
    .innerJoin(courses, eq(courses.id, availableDates.courseId))
    .where(
      and(
        eq(availableDates.status, "active"),
        eq(courses.isActive, true),
        gte(availableDates.date, today),
        options.courseId ? eq(availableDates.courseId, options.courseId) : undefined,
      ),
    )
    .orderBy(asc(availableDates.date));
  return rows.map(({ offlineSeats, onlineSeats, ...row }) => {
    const bookedSeats = offlineSeats + onlineSeats;
    return { ...row, bookedSeats, seatsLeft: seatsLeft(row.maxSeats, bookedSeats) };
  });
}
