// What a date or run stores of its place and days (issue 21), worked out under the same transaction as its write:
// the venue picked (its name becomes the row's location), and the course days staff chose (or the server proposes),
// with a run's end date and weekdays kept equal to them.
import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { courses, venues } from "#db/schema";
import { invalidFields } from "#app/shared/staff/route-helpers.server";
import { bankHolidaysFor } from "#app/shared/bank-holidays.server";
import { settleCourseDays, weekdaysOfDays } from "#app/shared/course-day-rules";
import { DEFAULT_LOCATION, NO_VENUE_CALLED, UNKNOWN_VENUE, type Weekday } from "./staff-schema";
import { unknownCourse } from "./timetable.server";

type PlaceAndDays = {
  courseId: string;
  venueId: string | null;
  location?: string | null;
  courseDays: string[];
};

/** The row as stored, for an edit. */
type Stored = {
  venueId: string | null;
  location: string;
  firstDay: string;
  endDate?: string | null;
  courseDays: string[];
};

/**
 * The venue: the one picked; else (a client that sent only a location, or changed only the location of a stored row)
 * the venue of that name. Never a fallback to the academy's: an unknown name is refused.
 */
async function venueOf(tx: Executor, input: PlaceAndDays, stored?: Stored) {
  const byLocation =
    !input.venueId ||
    (stored && input.venueId === stored.venueId && input.location && input.location !== stored.location);
  if (byLocation) {
    const name = input.location?.trim() || DEFAULT_LOCATION;
    const [venue] = await tx
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(sql`lower(${venues.name}) = lower(${name})`)
      .for("key share");
    if (!venue) throw invalidFields({ venueId: [NO_VENUE_CALLED(name)] });
    return venue;
  }
  const [venue] = await tx
    .select({ id: venues.id, name: venues.name })
    .from(venues)
    .where(eq(venues.id, input.venueId!));
  if (!venue) throw invalidFields({ venueId: [UNKNOWN_VENUE] });
  return venue;
}

async function durationOf(tx: Executor, courseId: string): Promise<number> {
  const [course] = await tx
    .select({ durationDays: courses.durationDays })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) throw unknownCourse();
  return course.durationDays;
}

async function daysOf(
  tx: Executor,
  input: PlaceAndDays,
  firstDay: string,
  run: { weekdays: readonly string[]; endDate?: string | null },
  stored?: Stored,
): Promise<string[]> {
  const durationDays = await durationOf(tx, input.courseId);
  const candidates = [firstDay, ...input.courseDays, ...(stored?.courseDays ?? [])];
  const settled = settleCourseDays(
    {
      firstDay,
      chosen: input.courseDays,
      durationDays,
      weekdays: run.weekdays,
      endDate: run.endDate,
      previous: stored && { firstDay: stored.firstDay, days: stored.courseDays },
    },
    bankHolidaysFor(candidates),
  );
  if (settled.error !== undefined) throw invalidFields({ courseDays: [settled.error] });
  return settled.days;
}

/** An available date's place and days, as stored. */
export async function settleAvailableDate<T extends PlaceAndDays & { date: string }>(
  tx: Executor,
  input: T,
  stored?: Stored,
): Promise<T & { location: string; venueId: string }> {
  const venue = await venueOf(tx, input, stored);
  const courseDays = await daysOf(tx, input, input.date, { weekdays: [] }, stored);
  return { ...input, location: venue.name, venueId: venue.id, courseDays };
}

/** A run's place and days, as stored: its end date is its last day, its weekdays those its days fall on. */
export async function settleInstance<
  T extends PlaceAndDays & { startDate: string; endDate: string | null; days: Weekday[] },
>(tx: Executor, input: T, stored?: Stored): Promise<T & { location: string; venueId: string }> {
  const venue = await venueOf(tx, input, stored);
  // A client of the spec's shape (start, end and weekdays; the days not sent anew) that moved the run: its days are
  // those between its start and end on its weekdays, as they always were.
  const moved =
    stored &&
    sameList(input.courseDays, stored.courseDays) &&
    (input.startDate !== stored.firstDay || (input.endDate ?? null) !== (stored.endDate ?? null));
  const courseDays = await daysOf(
    tx,
    moved ? { ...input, courseDays: [] } : input,
    input.startDate,
    { weekdays: input.days, endDate: input.endDate },
    moved ? undefined : stored,
  );
  return {
    ...input,
    location: venue.name,
    venueId: venue.id,
    courseDays,
    endDate: courseDays.at(-1)!,
    days: weekdaysOfDays(courseDays) as Weekday[],
  };
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((day, i) => day === [...b].sort()[i]);
