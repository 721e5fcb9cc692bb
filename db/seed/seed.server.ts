// Seeds an empty database with the academy's catalogue, a timetable that
// starts from today, and a few blog articles. Never touches a database that
// already has courses, so restarts and later deploys keep staff edits.
import { count, inArray } from "drizzle-orm";
import type { Database } from "../db.server";
import {
  availableDates,
  courseInstances,
  courses,
  offlinePlaces,
  posts,
  venues,
  type NewAvailableDate,
  type NewCourseInstance,
} from "../schema";
import { addDays, londonToday, weekdayOf } from "#app/shared/dates";
import { bankHolidaysFor } from "#app/shared/bank-holidays.server";
import {
  closedReason,
  proposeCourseDays,
  shortWeekdayOf,
  weekdaysOfDays,
  type BankHolidays,
} from "#app/shared/course-day-rules";
import { seedCourses } from "./courses";
import { seedPosts } from "./posts";
import { seedVenues } from "./venues";

type Slug = "door-supervisor" | "security-officer" | "cctv-pss" | "efaw" | "top-up-door-supervisor";

type VenueName = (typeof seedVenues)[number]["name"];

type InstancePlan = {
  slug: Slug;
  /** Weekday the course starts on (1 = Monday … 6 = Saturday, 0 = Sunday). */
  startWeekday: number;
  days: string[];
  location: VenueName;
  /** Weeks from this week; several entries give several cohorts. */
  weeks: number[];
  maxSeats: number;
  /** Seats already sold by phone, keyed by the index in `weeks`. */
  sold?: Record<number, number>;
  price?: number;
};

// The first cohort of each course begins within the next 7 days, so the
// "full payment only" rule is visible straight away; others spread over months.
const instancePlans: InstancePlan[] = [
  {
    slug: "door-supervisor",
    startWeekday: 1,
    days: ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat"],
    location: "Oxford",
    weeks: [0, 2, 4, 7, 10, 14],
    maxSeats: 16,
    sold: { 0: 14, 1: 9, 2: 4 },
  },
  {
    slug: "security-officer",
    startWeekday: 1,
    days: ["Mon", "Tue", "Wed", "Thu"],
    location: "Reading",
    weeks: [1, 5, 9, 13],
    maxSeats: 14,
    sold: { 0: 5 },
  },
  {
    slug: "cctv-pss",
    startWeekday: 3,
    days: ["Wed", "Thu", "Fri"],
    location: "Oxford",
    weeks: [1, 6, 11],
    maxSeats: 12,
    sold: { 0: 12 },
  },
  {
    slug: "efaw",
    startWeekday: 6,
    days: ["Sat"],
    location: "Oxford",
    weeks: [0, 3, 6, 9, 12],
    maxSeats: 16,
    sold: { 0: 10 },
  },
  {
    // Friday and Saturday: the academy is closed on Sundays (issue 21, L15).
    slug: "top-up-door-supervisor",
    startWeekday: 5,
    days: ["Fri", "Sat"],
    location: "Oxford",
    weeks: [2, 8, 15],
    maxSeats: 16,
    sold: { 0: 3 },
  },
];

type DatePlan = {
  slug: Slug;
  offsets: number[];
  location?: VenueName;
  sold?: Record<number, number>;
  maxSeats?: number;
};

// Legacy "available dates" (SPEC §3): single days, offered on the course pages.
const datePlans: DatePlan[] = [
  { slug: "door-supervisor", offsets: [5, 24, 52], sold: { 0: 11 } },
  { slug: "security-officer", offsets: [18, 46], location: "Reading" },
  { slug: "cctv-pss", offsets: [30, 72], location: "Reading" },
  { slug: "efaw", offsets: [33], location: "Bracknell" },
  { slug: "efaw", offsets: [3, 12, 40], sold: { 1: 12 } },
  { slug: "top-up-door-supervisor", offsets: [26, 61] },
];

/** The first date after `from` that falls on `weekday`. */
function nextWeekday(from: string, weekday: number): string {
  const gap = (weekday - weekdayOf(from) + 7) % 7;
  return addDays(from, gap === 0 ? 7 : gap);
}

/**
 * The days a seeded date or run meets (issue 21, L15): from the first open day on or after `from` (on one of its
 * weekdays), the course's length of open days: never a Sunday or a bank holiday in England and Wales.
 */
export function seedCourseDays(
  from: string,
  durationDays: number,
  holidays: BankHolidays,
  weekdays: readonly string[] = [],
): string[] {
  let first = from;
  while (closedReason(first, holidays) || (weekdays.length > 0 && !weekdays.includes(shortWeekdayOf(first)))) {
    first = addDays(first, 1);
  }
  return proposeCourseDays(first, durationDays, holidays, weekdays);
}

export async function seedIfEmpty(db: Database, options: { now?: Date; author: string }): Promise<boolean> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(courses);
  if (total > 0) return false;
  await seedDatabase(db, options);
  return true;
}

export async function seedDatabase(db: Database, { now = new Date(), author }: { now?: Date; author: string }) {
  const today = londonToday(now);
  // The seed's timetable reaches a few months ahead: this year's bank holidays and next year's cover it.
  const holidays = bankHolidaysFor([today, addDays(today, 366)]);
  await db.transaction(async (tx) => {
    // Migration 0018 may already have made the academy's venue: each venue is added once, by name.
    await tx
      .insert(venues)
      .values([...seedVenues])
      .onConflictDoNothing({ target: venues.name });
    const venueRows = await tx
      .select({ id: venues.id, name: venues.name })
      .from(venues)
      .where(
        inArray(
          venues.name,
          seedVenues.map((venue) => venue.name),
        ),
      );
    const venueFor = (name: VenueName) => {
      const venue = venueRows.find((row) => row.name === name);
      if (!venue) throw new Error(`Seed content lacks the venue ${name}`);
      return { venueId: venue.id, location: venue.name };
    };

    // Explicit creation times keep the catalogue in the order it is written.
    const insertedCourses = await tx
      .insert(courses)
      .values(
        seedCourses.map((course, index) => ({
          ...course,
          createdAt: new Date(now.getTime() - (seedCourses.length - index) * 60_000),
        })),
      )
      .returning({ id: courses.id, slug: courses.slug, durationDays: courses.durationDays });
    const bySlug = new Map(insertedCourses.map((course) => [course.slug, course]));
    const courseFor = (slug: Slug) => {
      const course = bySlug.get(slug);
      if (!course) throw new Error(`Seed content lacks the course ${slug}`);
      return course;
    };

    const instances: NewCourseInstance[] = instancePlans.flatMap((plan) => {
      const course = courseFor(plan.slug);
      const firstStart = nextWeekday(today, plan.startWeekday);
      return plan.weeks.map((week, index) => {
        const courseDays = seedCourseDays(addDays(firstStart, week * 7), course.durationDays, holidays, plan.days);
        return {
          courseId: course.id,
          startDate: courseDays[0]!,
          endDate: courseDays.at(-1)!,
          days: weekdaysOfDays(courseDays),
          courseDays,
          ...venueFor(plan.location),
          maxSeats: plan.maxSeats,
          bookedSeats: plan.sold?.[index] ?? 0,
          price: plan.price ?? null,
        };
      });
    });
    const madeInstances = await tx
      .insert(courseInstances)
      .values(instances)
      .returning({ id: courseInstances.id, sold: courseInstances.bookedSeats });

    const dates: NewAvailableDate[] = datePlans.flatMap((plan) =>
      plan.offsets.map((offset, index) => {
        const course = courseFor(plan.slug);
        const courseDays = seedCourseDays(addDays(today, offset), course.durationDays, holidays);
        return {
          courseId: course.id,
          date: courseDays[0]!,
          courseDays,
          maxSeats: plan.maxSeats ?? 12,
          bookedSeats: plan.sold?.[index] ?? 0,
          ...venueFor(plan.location ?? "Oxford"),
        };
      }),
    );
    const madeDates = await tx
      .insert(availableDates)
      .values(dates)
      .returning({ id: availableDates.id, sold: availableDates.bookedSeats });
    // Seats sold offline are places (issue 21): one unnamed place a seat, as migration 0018 made of older rows.
    const places = [
      ...madeInstances.flatMap(({ id, sold }) => Array.from({ length: sold }, () => ({ instanceId: id }))),
      ...madeDates.flatMap(({ id, sold }) => Array.from({ length: sold }, () => ({ availableDateId: id }))),
    ];
    if (places.length > 0) await tx.insert(offlinePlaces).values(places);

    await tx.insert(posts).values(
      seedPosts.map(({ daysAgo, ...post }) => {
        const written = new Date(now.getTime() - daysAgo * 86_400_000);
        return {
          ...post,
          author,
          createdAt: written,
          updatedAt: written,
          publishedAt: post.published ? written : null,
        };
      }),
    );
  });
}
