// A booking on a date of its own, a given number of days from today (London), for tests that care only about when.
import type { Executor } from "#db/db.server";
import { addDays, londonToday } from "#app/shared/dates";
import { insertAvailableDate, insertBooking } from "./factories";

/** A new date of the course `daysAway` days from today (negative: already past), and a booking on it with `fields`. */
export async function insertBookingInDays(
  db: Executor,
  courseId: string,
  daysAway: number,
  fields: Omit<Parameters<typeof insertBooking>[1], "courseId" | "availableDateId"> = {},
) {
  const date = await insertAvailableDate(db, { courseId, date: addDays(londonToday(), daysAway) });
  const booking = await insertBooking(db, { courseId, availableDateId: date.id, ...fields });
  return { date, booking };
}
