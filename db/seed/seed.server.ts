// Seeds an empty database with the academy's catalogue, a timetable that
// starts from today, and a few blog articles. Never touches a database that
// already has courses, so restarts and later deploys keep staff edits.
import { count } from "drizzle-orm";
import type { Database } from "../db.server";
import {
  availableDates,
  courseInstances,
  courses,
  posts,
  type NewAvailableDate,
  type NewCourseInstance,
} from "../schema";
import { addDays, londonToday, weekdayOf } from "#app/shared/dates";
import { seedCourses, seedPosts } from "./content";

type Slug = "door-supervisor" | "security-officer" | "cctv-pss" | "efaw" | "top-up-door-supervisor";

type InstancePlan = {
  slug: Slug;
  /** Weekday the course starts on (1 = Monday … 6 = Saturday, 0 = Sunday). */
  startWeekday: number;
  days: string[];
  location: string;
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
    slug: "top-up-door-supervisor",
    startWeekday: 6,
    days: ["Sat", "Sun"],
    location: "Oxford",
    weeks: [2, 8, 15],
    maxSeats: 16,
    sold: { 0: 3 },
  },
];

type DatePlan = { slug: Slug; offsets: number[]; location?: string; sold?: Record<number, number>; maxSeats?: number };

// Legacy "available dates" (SPEC §3): single days, offered on the course pages.
const datePlans: DatePlan[] = [
  { slug: "door-supervisor", offsets: [5, 24, 52], sold: { 0: 11 } },
  { slug: "security-officer", offsets: [18, 46] },
  { slug: "cctv-pss", offsets: [30, 72], location: "Reading" },
  { slug: "efaw", offsets: [3, 12, 40], sold: { 1: 12 } },
  { slug: "top-up-door-supervisor", offsets: [26, 61] },
];

/** The first date on or after `from` that falls on `weekday`. */
function nextWeekday(from: string, weekday: number): string {
  const gap = (weekday - weekdayOf(from) + 7) % 7;
  return addDays(from, gap === 0 ? 7 : gap);
}

export async function seedIfEmpty(db: Database, options: { now?: Date; author: string }): Promise<boolean> {
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(courses);
  if (total > 0) return false;
  await seedDatabase(db, options);
  return true;
}

export async function seedDatabase(db: Database, { now = new Date(), author }: { now?: Date; author: string }) {
  const today = londonToday(now);
  await db.transaction(async (tx) => {
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
        const startDate = addDays(firstStart, week * 7);
        const span = plan.days.length > 1 ? lastDayOffset(plan.days) : 0;
        return {
          courseId: course.id,
          startDate,
          endDate: span > 0 ? addDays(startDate, span) : null,
          days: plan.days,
          location: plan.location,
          maxSeats: plan.maxSeats,
          bookedSeats: plan.sold?.[index] ?? 0,
          price: plan.price ?? null,
        };
      });
    });
    await tx.insert(courseInstances).values(instances);

    const dates: NewAvailableDate[] = datePlans.flatMap((plan) =>
      plan.offsets.map((offset, index) => ({
        courseId: courseFor(plan.slug).id,
        date: addDays(today, offset),
        maxSeats: plan.maxSeats ?? 12,
        bookedSeats: plan.sold?.[index] ?? 0,
        location: plan.location ?? "Oxford",
      })),
    );
    await tx.insert(availableDates).values(dates);

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

const WEEK = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** Days from the first to the last training day, e.g. Mon…Sat → 5, Sat & Sun → 1. */
function lastDayOffset(days: string[]): number {
  const first = WEEK.indexOf(days[0]!);
  const last = WEEK.indexOf(days[days.length - 1]!);
  return (last - first + 7) % 7;
}
