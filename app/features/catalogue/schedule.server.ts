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
import { venueFactsOf } from "./venue-facts";

// Where and on which days a date or run meets, as customers are told (issue 21): its venue and its stored days.
const venueColumns = {
  name: venues.name,
  address: venues.address,
  directions: venues.directions,
  mapUrl: venues.mapUrl,
  isAcademy: venues.isAcademy,
};

type PlaceRow = {
  location: string;
  venue: Parameters<typeof venueFactsOf>[0];
  legacyAddress: string | null;
};

function placeOf({ location, venue, legacyAddress }: PlaceRow) {
  const facts = venueFactsOf(venue, { location, venueAddress: legacyAddress, venueDirections: null });
  return { location: facts.name, venueAddress: facts.address, venueAddressToFollow: facts.addressToFollow };
}

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
      venue: venueColumns,
      legacyAddress: courseInstances.venueAddress,
      storedDays: courseInstances.courseDays,
      durationDays: courses.durationDays,
      maxSeats: courseInstances.maxSeats,
      bookedSeats: seatsTakenSql("instance"),
      price: sql<number>`coalesce(${courseInstances.price}, ${courses.price})`,
      bookUrl: courseInstances.bookUrl,
      status: courseInstances.status,
    })
    .from(courseInstances)
    .innerJoin(courses, eq(courses.id, courseInstances.courseId))
    .leftJoin(venues, eq(venues.id, courseInstances.venueId))
    .where(
      and(
        eq(courseInstances.status, "active"),
        eq(courses.isActive, true),
        gte(courseInstances.startDate, today),
        options.courseId ? eq(courseInstances.courseId, options.courseId) : undefined,
      ),
    )
    .orderBy(asc(courseInstances.startDate), asc(courses.title));
  return rows.map(({ venue, legacyAddress, storedDays, durationDays, ...row }) => ({
    ...row,
    ...placeOf({ location: row.location, venue, legacyAddress }),
    courseDays: courseDays({
      startDate: row.startDate,
      endDate: row.endDate,
      weekdays: row.days,
      durationDays,
      stored: storedDays,
    }),
    seatsLeft: seatsLeftOf(row),
  }));
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
      bookedSeats: seatsTakenSql("available-date"),
      location: availableDates.location,
      venue: venueColumns,
      legacyAddress: availableDates.venueAddress,
      storedDays: availableDates.courseDays,
      durationDays: courses.durationDays,
      status: availableDates.status,
      // notes are staff-only (security review F8): never selected for the public shape.
    })
    .from(availableDates)
    .innerJoin(courses, eq(courses.id, availableDates.courseId))
    .leftJoin(venues, eq(venues.id, availableDates.venueId))
    .where(
      and(
        eq(availableDates.status, "active"),
        eq(courses.isActive, true),
        gte(availableDates.date, today),
        options.courseId ? eq(availableDates.courseId, options.courseId) : undefined,
      ),
    )
    .orderBy(asc(availableDates.date));
  return rows.map(({ venue, legacyAddress, storedDays, durationDays, ...row }) => ({
    ...row,
    ...placeOf({ location: row.location, venue, legacyAddress }),
    courseDays: courseDays({ startDate: row.date, endDate: null, weekdays: [], durationDays, stored: storedDays }),
    seatsLeft: seatsLeftOf(row),
  }));
}
