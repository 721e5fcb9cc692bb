// The days a course date or run meets (issue 21): staff choose them, the forms propose them, and the timetable warns
// when one falls on a Sunday (the academy is closed) or a bank holiday. Pure, for the browser and the server; the
// bank holidays come from the server (bank-holidays.server.ts), never typed in here.
import { addDays, daysBetween, formatDate, weekdayOf } from "#app/shared/dates";

/** A bank holiday in England and Wales: its date and name ('Boxing Day (substitute day)'). */
export type BankHoliday = { date: string; name: string };
/** Bank holidays by date. */
export type BankHolidays = ReadonlyMap<string, string>;

const SHORT_DAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

export const shortWeekdayOf = (day: string) => SHORT_DAYS[weekdayOf(day)]!;
/** 'Sunday 6 December 2026' */
export const longDayText = (day: string) => `${LONG_DAYS[weekdayOf(day)]} ${formatDate(day)}`;

export const holidayMapOf = (holidays: readonly BankHoliday[]): BankHolidays =>
  new Map(holidays.map((holiday) => [holiday.date, holiday.name]));

/** Why the academy would not teach on this day, or null: Sundays, and bank holidays. */
export function closedReason(day: string, holidays: BankHolidays): string | null {
  const holiday = holidays.get(day);
  if (holiday) return `${holiday}, a bank holiday`;
  if (weekdayOf(day) === 0) return "the academy is closed on Sundays";
  return null;
}

/** One line for each course day that is a Sunday or a bank holiday, for the timetable and the forms. */
export function closedDayWarnings(days: readonly string[], holidays: BankHolidays): string[] {
  return days.flatMap((day) => {
    const reason = closedReason(day, holidays);
    return reason ? [`${longDayText(day)}: ${reason}`] : [];
  });
}

/** A course never runs longer than this after its first day (a sanity limit on what staff can pick). */
export const MAX_SPAN_DAYS = 366;

/**
 * `count` course days from `first`: the first day itself, then the next days that are open (not a Sunday, not a bank
 * holiday) and, for a run, on one of its training weekdays ('Mon'…; none: any day but Sunday).
 */
export function proposeCourseDays(
  first: string,
  count: number,
  holidays: BankHolidays,
  weekdays: readonly string[] = [],
): string[] {
  const allowed = weekdays.filter((day) => day !== "Sun");
  const days = [first];
  for (let day = addDays(first, 1); days.length < Math.max(1, count); day = addDays(day, 1)) {
    if (daysBetween(first, day) > MAX_SPAN_DAYS) break;
    if (closedReason(day, holidays)) continue;
    if (allowed.length > 0 && !allowed.includes(shortWeekdayOf(day))) continue;
    days.push(day);
  }
  return days;
}

/** The days a form offers to tick: from the first day, a fortnight past the course's length or its last chosen day. */
export function candidateDays(first: string, chosen: readonly string[], durationDays: number): string[] {
  const lastChosen = [...chosen].sort().at(-1) ?? first;
  const until = Math.max(daysBetween(first, lastChosen) + 7, Math.max(1, durationDays) * 2 + 6, 13);
  return Array.from({ length: Math.min(until, MAX_SPAN_DAYS) + 1 }, (_, i) => addDays(first, i));
}

/** The days of the week a list of days falls on, Mon to Sun (a run's `days`). */
export function weekdaysOfDays(days: readonly string[]): string[] {
  const used = new Set(days.map(shortWeekdayOf));
  return ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"].filter((day) =>
    used.has(day as (typeof SHORT_DAYS)[number]),
  );
}

export type SettleCourseDays = {
  /** The date (or a run's start date) as saved. */
  firstDay: string;
  /** The days sent, in any order. */
  chosen: readonly string[];
  durationDays: number;
  /** A run's training weekdays; [] for an available date. */
  weekdays: readonly string[];
  /** A run's end date as sent, used only when no days were chosen (an API client of the spec's shape). */
  endDate?: string | null;
  /** The row as stored, for an edit. */
  previous?: { firstDay: string; days: readonly string[] };
};

/**
 * The course days to store, or why not. Days sent are kept as chosen and must start on the first day. An edit that
 * moves the first day but sends the stored days back unchanged (a client that only changed the date) gets the same
 * number of days proposed from the new first day; none at all are proposed for the course's length (a run of the
 * spec's shape, with an end date and weekdays, keeps its days between the two, as before).
 */
export function settleCourseDays(
  input: SettleCourseDays,
  holidays: BankHolidays,
): { days: string[]; error?: undefined } | { error: string } {
  let chosen = [...new Set(input.chosen)].sort();
  const { previous, firstDay } = input;
  if (previous && previous.days.length > 0 && firstDay !== previous.firstDay && sameDays(chosen, previous.days)) {
    return { days: proposeCourseDays(firstDay, previous.days.length || input.durationDays, holidays, input.weekdays) };
  }
  if (chosen.length === 0) {
    if (input.endDate && input.endDate >= firstDay) chosen = daysBetweenOn(firstDay, input.endDate, input.weekdays);
    else return { days: proposeCourseDays(firstDay, input.durationDays, holidays, input.weekdays) };
  }
  if (chosen[0] !== firstDay) return { error: `The course days must start on the first day, ${formatDate(firstDay)}` };
  if (daysBetween(firstDay, chosen.at(-1)!) > MAX_SPAN_DAYS) {
    return { error: "The course days must all fall within a year of the first day" };
  }
  return { days: chosen };
}

const sameDays = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...b].sort().every((day, i) => day === a[i]);

function daysBetweenOn(first: string, last: string, weekdays: readonly string[]): string[] {
  const days: string[] = [];
  for (let day = first; day <= last && days.length <= MAX_SPAN_DAYS; day = addDays(day, 1)) {
    if (day === first || weekdays.length === 0 || weekdays.includes(shortWeekdayOf(day))) days.push(day);
  }
  return days;
}
