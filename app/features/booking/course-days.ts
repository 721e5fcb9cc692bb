// The days a booking's course runs, for the booking page, the joining instructions and the calendar file.
import { addDays, weekdayOf } from "#app/shared/dates";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * The days staff chose for the date or run (issue 21: stored, so every page, e-mail and calendar file says the same).
 * A row without stored days (none should be left after migration 0018) falls back to how they were worked out before:
 * a scheduled run on the weekdays it meets (['Mon', 'Tue', …]) between its start and end, an available date on
 * consecutive days for the course's length. Either way the first day is the start date.
 */
export function courseDays(run: {
  startDate: string;
  endDate: string | null;
  weekdays: readonly string[];
  durationDays: number;
  stored?: readonly string[] | null;
}): string[] {
  if (run.stored && run.stored.length > 0) return [...run.stored].sort();
  if (!run.endDate || run.endDate < run.startDate) {
    return Array.from({ length: Math.max(1, run.durationDays) }, (_, i) => addDays(run.startDate, i));
  }
  const days: string[] = [];
  for (let day = run.startDate; day <= run.endDate; day = addDays(day, 1)) {
    if (day === run.startDate || run.weekdays.length === 0 || run.weekdays.includes(WEEKDAYS[weekdayOf(day)]!)) {
      days.push(day);
    }
  }
  return days;
}
