// The header of a course date's register and sign-in sheet: its course, its days and where it meets, read as the
// booking's own pages read them (courseDays, venueFactsOf), so the register names the days and the place the
// learners were told.
import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, courseInstances, courses, venues } from "#db/schema";
import { courseDays } from "#app/features/booking/course-days";
import { venueColumns } from "#app/features/catalogue/venue-columns.server";
import { venueFactsOf, ADDRESS_TO_FOLLOW } from "#app/features/catalogue/venue-facts";
import { notFound } from "#app/shared/http-error";
import type { CourseDateRef } from "../learner-records.server";

export type RegisterDate = {
  courseTitle: string;
  needsFirstAid: boolean;
  /** Every day the course meets, first day first. */
  days: string[];
  startTime: string;
  finishTime: string;
  /** The venue's name, and its address (null: the academy's own). */
  place: string;
  address: string | null;
};

const courseColumns = {
  courseTitle: courses.title,
  needsFirstAid: courses.needsFirstAidCertificate,
  durationDays: courses.durationDays,
};

export async function registerDateOf(db: Executor, ref: CourseDateRef): Promise<RegisterDate> {
  const table = ref.kind === "instance" ? courseInstances : availableDates;
  const [row] = await db
    .select({
      ...courseColumns,
      startDate: ref.kind === "instance" ? courseInstances.startDate : availableDates.date,
      startTime: table.startTime,
      finishTime: table.finishTime,
      location: table.location,
      venueAddress: table.venueAddress,
      venueDirections: table.venueDirections,
      stored: table.courseDays,
      venue: venueColumns,
      ...(ref.kind === "instance" ? { endDate: courseInstances.endDate, weekdays: courseInstances.days } : {}),
    })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId))
    .leftJoin(venues, eq(venues.id, table.venueId))
    .where(eq(table.id, ref.id));
  if (!row) throw notFound("Course date not found");
  const place = venueFactsOf(row.venue, row);
  return {
    courseTitle: row.courseTitle,
    needsFirstAid: row.needsFirstAid,
    days: courseDays({
      startDate: row.startDate,
      endDate: row.endDate ?? null,
      weekdays: row.weekdays ?? [],
      durationDays: row.durationDays,
      stored: row.stored,
    }),
    startTime: row.startTime,
    finishTime: row.finishTime,
    place: place.name,
    address: place.addressToFollow ? ADDRESS_TO_FOLLOW : place.address,
  };
}
