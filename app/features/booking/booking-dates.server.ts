// A booking's course date in a query over `booking`: the scheduled run's start or the available date, whichever the
// booking names (decision 012).
import { sql } from "drizzle-orm";
import { availableDates, courseInstances } from "#db/schema";

/** The first day, as a column of a query over `booking` joined to both date tables. */
export const firstDaySql = sql<string>`coalesce(${courseInstances.startDate}, ${availableDates.date})`;
