// The days a booking's course runs, for the booking page, the joining instructions and the calendar file.
import { addDays, weekdayOf } from "#app/shared/dates";

const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/**
 * A scheduled run lists the weekdays it meets on (['Mon', 'Tue', …]) between its start and end; an available date
 * runs on consecutive days for the course's length. Either way the first day is the start date.
 */
export function courseDays(run: {
  startDate: string;
  endDate: string | null;
  weekdays: string[];
  durationDays: number;
}): string[] {
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
