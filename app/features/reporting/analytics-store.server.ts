// The dashboard's figures (SPEC §2 /admin analytics panel).
import { and, count, eq, gte, ne } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, courseInstances, courses, leads } from "#db/schema";
import { londonToday } from "#app/shared/dates";
import type { AdminAnalytics } from "./schema";
import { availableDateAsBookable, instanceAsBookable } from "#app/features/booking/bookable-date.server";
import { seatsTakenOf } from "#app/features/booking/bookable-date.server";

export async function getAnalytics(db: Executor, today = londonToday()): Promise<AdminAnalytics> {
  const [[leadCount], [courseCount], [instanceCount]] = await Promise.all([
    db.select({ n: count() }).from(leads),
    db.select({ n: count() }).from(courses).where(eq(courses.isActive, true)),
    db
      .select({ n: count() })
      .from(courseInstances)
      .where(and(eq(courseInstances.status, "active"), gte(courseInstances.startDate, today))),
  ]);

  // Enrolment counts every upcoming date that still runs ('full' ones most of all).
  const instances = await db
    .select()
    .from(courseInstances)
    .where(and(ne(courseInstances.status, "cancelled"), gte(courseInstances.startDate, today)));
  const dates = await db
    .select()
    .from(availableDates)
    .where(and(ne(availableDates.status, "cancelled"), gte(availableDates.date, today)));
  const upcoming = [...instances.map(instanceAsBookable), ...dates.map(availableDateAsBookable)];
  const taken = await seatsTakenOf(db, upcoming);

  return {
    totalLeads: leadCount?.n ?? 0,
    activeCourses: courseCount?.n ?? 0,
    scheduledInstances: instanceCount?.n ?? 0,
    totalEnrolment: [...taken.values()].reduce((sum, seats) => sum + seats, 0),
  };
}
