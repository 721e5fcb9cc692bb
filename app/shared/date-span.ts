// One way to say when a course runs (issue 21: the course page, checkout, success page, timetable and e-mails all
// said it differently). Calendar dates are 'YYYY-MM-DD', as in ./dates.
import { calendarNoon } from "./calendar-names";
import { formatDate, formatDayAndMonth } from "./dates";

/**
 * '1 December 2026' (one day), '1 to 6 December 2026', '28 November to 3 December 2026',
 * '28 December 2026 to 2 January 2027': the first and last day, each named only as far as they differ.
 */
export function formatDateSpan(first: string, last?: string | null): string {
  if (!last || last <= first) return formatDate(first);
  const sameYear = first.slice(0, 4) === last.slice(0, 4);
  if (!sameYear) return `${formatDate(first)} to ${formatDate(last)}`;
  const sameMonth = first.slice(0, 7) === last.slice(0, 7);
  const from = sameMonth ? String(calendarNoon(first).getUTCDate()) : formatDayAndMonth(first);
  return `${from} to ${formatDate(last)}`;
}

/** The span of a list of course days, first day first. */
export const formatCourseDays = (days: readonly string[]): string => formatDateSpan(days[0]!, days.at(-1));
