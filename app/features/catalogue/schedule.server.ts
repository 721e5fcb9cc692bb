// Public reads of the timetable: course instances (schedule) and available
// dates, each with the seats taken counted from bookings (decision 003).
import { and, asc, eq, gte, sql } from "drizzle-orm";
import { z } from "zod";
import type { Executor } from "#db/db.server";
import { availableDates, courseInstances, courses, venues } from "#db/schema";
import { seatsTakenSql } from "#app/features/booking/bookable-date.server";
import { seatsLeftOf } from "./date-rules";
import { londonToday } from "#app/shared/dates";
import type { PublicAvailableDate, PublicInstance } from "./schedule-types";
import { courseDays } from "#app/features/booking/course-days";
import { venueColumns } from "./venue-columns.server";
import { venueFactsOf } from "./venue-facts";

// Where and on which days a date or run meets, as customers are told (issue 21): its venue and its stored days.

type PlaceRow = {
  location: string;
  venue: Parameters<typeof venueFactsOf>[0];
  legacyAddress: string | null;
};

function placeOf({ location, venue, legacyAddress }: PlaceRow) {
  const facts = venueFactsOf(venue, { location, venueAddress: legacyAddress, venueDirections: null });
  return { location: facts.name, venueAddress: facts.address, venueAddressToFollow: facts.addressToFollow };
}

type TimetableRow = PlaceRow & {
  storedDays: string[] | null;
  durationDays: number;
  maxSeats: number;
  bookedSeats: number;
};

/** Where a run or date meets and on which days, read from its own table (with its course's length). */
function placeColumns<T extends typeof courseInstances | typeof availableDates>(table: T) {
  return {
    location: table.location,
    venue: venueColumns,
    legacyAddress: table.venueAddress,
    storedDays: table.courseDays,
    durationDays: courses.durationDays,
  };
}

/** A run's or date's row as the public sees it: its place, its days (stored, else worked out) and its seats left. */
function toPublicDate<T extends TimetableRow>(
  { venue, legacyAddress, storedDays, durationDays, ...row }: T,
  span: { startDate: string; endDate: string | null; weekdays: readonly string[] },
) {
  return {
    ...row,
    ...placeOf({ location: row.location, venue, legacyAddress }),
    courseDays: courseDays({ ...span, durationDays, stored: storedDays }),
    seatsLeft: seatsLeftOf(row),
  };
}

type ListOptions = { courseId?: string; today?: string };

/** The rows of a timetable table a customer may book from today on: active, of an active course (one, if asked). */
function bookableFrom(
  table: typeof courseInstances | typeof availableDates,
  start: typeof courseInstances.startDate | typeof availableDates.date,
  { courseId, today = londonToday() }: ListOptions,
) {
  // A course id that is not a uuid names no course, and PostgreSQL would refuse to compare it with one.
  if (courseId && !z.uuid().safeParse(courseId).success) return sql`false`;
  return and(
    eq(table.status, "active"),
    eq(courses.isActive, true),
    gte(start, today),
    courseId ? eq(table.courseId, courseId) : undefined,
  );
}

/** Active instances from today on, soonest first, with their course's title, slug and price. */
export async function listUpcomingInstances(db: Executor, options: ListOptions = {}): Promise<PublicInstance[]> {
  const rows = await db
    .select({
      id: courseInstances.id,
      courseId: courseInstances.courseId,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      startDate: courseInstances.startDate,
      endDate: courseInstances.endDate,
      days: courseInstances.days,
      ...placeColumns(courseInstances),
      maxSeats: courseInstances.maxSeats,
      bookedSeats: seatsTakenSql("instance"),
      price: sql<number>`coalesce(${courseInstances.price}, ${courses.price})`,
      bookUrl: courseInstances.bookUrl,
      status: courseInstances.status,
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .leftJoin(venues, eq(venues.id, courseInstances.venueId))
    .where(bookableFrom(courseInstances, courseInstances.startDate, options))
    .orderBy(asc(courseInstances.startDate), asc(courses.title));
  return rows.map((row) => toPublicDate(row, { startDate: row.startDate, endDate: row.endDate, weekdays: row.days }));
}

/** Active available dates from today on, soonest first. */
export async function listUpcomingAvailableDates(
  db: Executor,
  options: ListOptions = {},
): Promise<PublicAvailableDate[]> {
  const rows = await db
    .select({
      id: availableDates.id,
      courseId: availableDates.courseId,
      date: availableDates.date,
      maxSeats: availableDates.maxSeats,
      bookedSeats: seatsTakenSql("available-date"),
      ...placeColumns(availableDates),
      status: availableDates.status,
      // notes are staff-only (security review F8): never selected for the public shape.
    })
    .from(availableDates)
    .innerJoin(courses, eq(courses.id, availableDates.courseId))
    .leftJoin(venues, eq(venues.id, availableDates.venueId))
    .where(bookableFrom(availableDates, availableDates.date, options))
    .orderBy(asc(availableDates.date));
  return rows.map((row) => toPublicDate(row, { startDate: row.date, endDate: null, weekdays: [] }));
}
