// Calendar dates are 'YYYY-MM-DD' strings in the academy's time zone,
// Europe/London, so that "today" and "7 days before" mean what staff mean.
import { calendarNoon, MONTH_NAMES, WEEKDAY_NAMES } from "./calendar-names";
import { londonClock } from "./london-wall-clock";

/** Today's date in London, e.g. '2026-11-22'. */
export function londonToday(now: Date = new Date()): string {
  return londonClock(now).date;
}

/** The calendar date of an instant, in London. */
export function londonDateOf(instant: Date): string {
  return londonClock(instant).date;
}

function toUtcNoon(isoDate: string): Date {
  return new Date(`${isoDate.slice(0, 10)}T12:00:00Z`);
}

export function addDays(isoDate: string, days: number): string {
  const d = toUtcNoon(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The same day `months` calendar months on; the month's last day when it is shorter (31 August → 28 February). */
export function addMonths(isoDate: string, months: number): string {
  const [year, month, day] = isoDate.split("-").map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** Whole calendar days from a to b (b - a); negative when b is earlier. */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtcNoon(b).getTime() - toUtcNoon(a).getTime()) / 86_400_000);
}

/** 0 = Sunday … 6 = Saturday, for a calendar date. */
export function weekdayOf(isoDate: string): number {
  return toUtcNoon(isoDate).getUTCDay();
}

/** '5 March' of a calendar date (or of an ISO instant's date part, read as written). */
export function formatDayAndMonth(isoDate: string): string {
  const noon = calendarNoon(isoDate);
  return `${noon.getUTCDate()} ${MONTH_NAMES[noon.getUTCMonth()]}`;
}

/** '5 March 2025' (SPEC §9). Accepts a calendar date or an instant. */
export function formatDate(value: string | Date): string {
  const isoDate = value instanceof Date ? londonDateOf(value) : value;
  return `${formatDayAndMonth(isoDate)} ${calendarNoon(isoDate).getUTCFullYear()}`;
}

/** 'Tuesday', the weekday of a calendar date. */
export const formatWeekday = (isoDate: string): string => WEEKDAY_NAMES[calendarNoon(isoDate).getUTCDay()]!;

/** 'December 2026', for a month key 'YYYY-MM'. */
export function formatMonth(monthKey: string): string {
  const noon = calendarNoon(`${monthKey.slice(0, 7)}-01`);
  return `${MONTH_NAMES[noon.getUTCMonth()]} ${noon.getUTCFullYear()}`;
}

/** '14:30 on 5 March 2027', London time: when an offer or a hold ends. */
export function formatLondonMoment(instant: Date): string {
  return `${londonClock(instant).time} on ${formatDate(instant)}`;
}
