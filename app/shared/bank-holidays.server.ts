// Bank holidays in England and Wales (issue 21), from the maintained date-holidays package rather than a typed list.
// Server-only: its data for every country stays out of every browser bundle; staff pages ask the API
// (GET /api/admin/bank-holidays) and the seed and the stores call this.
import Holidays from "date-holidays";
import { londonToday } from "#app/shared/dates";
import { holidayMapOf, type BankHoliday, type BankHolidays } from "./course-day-rules";

// 'public' are the bank holidays, substitute days included ('Boxing Day (substitute day)'); observances such as
// Mother's Day are not days off.
const englandAndWales = new Holidays("GB", "ENG", { types: ["public", "bank"] });
const byYear = new Map<number, BankHoliday[]>();

export function bankHolidaysOf(year: number): BankHoliday[] {
  let holidays = byYear.get(year);
  if (!holidays) {
    holidays = (englandAndWales.getHolidays(year) || []).map((holiday) => ({
      date: holiday.date.slice(0, 10),
      name: holiday.name,
    }));
    byYear.set(year, holidays);
  }
  return holidays;
}

/** Bank holidays from `firstYear` to `lastYear`, soonest first. */
export function bankHolidaysBetween(firstYear: number, lastYear: number): BankHoliday[] {
  const years = Array.from({ length: Math.max(0, lastYear - firstYear + 1) }, (_, i) => firstYear + i);
  return years.flatMap(bankHolidaysOf);
}

/** What the timetable warns about: last year's to five years ahead. */
export function timetableBankHolidays(today = londonToday()): BankHoliday[] {
  const year = Number(today.slice(0, 4));
  return bankHolidaysBetween(year - 1, year + 5);
}

/** The bank holidays of every year the given days touch. */
export function bankHolidaysFor(days: readonly string[]): BankHolidays {
  const years = [...new Set(days.map((day) => Number(day.slice(0, 4))))];
  if (years.length === 0) return new Map();
  return holidayMapOf(bankHolidaysBetween(Math.min(...years), Math.max(...years) + 1));
}
