// English month and weekday names, for the formatters in ./dates and ./date-span.
// Why not Intl.DateTimeFormat: the first formatter a page creates makes the browser load ICU's date data, ~17 ms of
// main thread on this machine, and a public page created seven at start-up, in the one task that runs all its modules:
// the largest single piece of its blocking time under Lighthouse's slow phone (decision 006, 2026-11-29). Calendar
// dates need no time zone or locale data to be named in English; dates.test.ts checks every day from 1990 to 2100
// against Intl's 'en-GB' text.
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

export const WEEKDAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

/** The UTC noon of a calendar date ('YYYY-MM-DD', or the date part of an ISO instant); throws on an invalid one. */
export function calendarNoon(isoDate: string): Date {
  const noon = new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) throw new RangeError(`Invalid calendar date: ${isoDate}`);
  return noon;
}
