// The overview's calendar rules (issue 21): London weeks start on Monday; the charts cover the last 12 weeks, the
// next 8 weeks' dates and the last 14 days.
import { addDays, weekdayOf } from "#app/shared/dates";

export const OVERVIEW_WEEKS = 12;
export const FILL_WEEKS = 8;
export const PROBLEM_DAYS = 14;

/** The Monday of the week a day is in. */
export function weekStartOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}

/** The Mondays of the last `count` weeks, oldest first, ending with this week's. */
export function lastWeeks(today: string, count = OVERVIEW_WEEKS): string[] {
  const monday = weekStartOf(today);
  return Array.from({ length: count }, (_, index) => addDays(monday, -7 * (count - 1 - index)));
}

/** The last `count` days, oldest first, ending today. */
export function lastDays(today: string, count = PROBLEM_DAYS): string[] {
  return Array.from({ length: count }, (_, index) => addDays(today, index - (count - 1)));
}

/** '3 Aug': a short day for a chart's axis. */
export function shortDay(day: string): string {
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", timeZone: "UTC" }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

/** Round ticks for an axis of pounds: 0 up to the first 1, 2 or 5 × 10ⁿ step that fits four steps over the top. */
export function poundTicks(maxPounds: number): number[] {
  if (maxPounds <= 0) return [0, 1];
  const rough = maxPounds / 4;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((candidate) => candidate >= rough)!;
  return Array.from({ length: Math.ceil(maxPounds / step) + 1 }, (_, i) => i * step);
}
