// An instant as the academy's wall clock reads it: the Europe/London date and HH:MM (pages, jobs, e-mail schedules,
// CSV times). Why not Intl with `timeZone`: the first such formatter a page makes loads ICU's time-zone data, ~30 ms
// of a phone's start-up on the booking pages (issue 22). London's rule is short and fixed in law (the Summer Time
// Order 2002, the EU's rule since 1996): GMT, and GMT+1 from 01:00 UTC on the last Sunday of March to 01:00 UTC on
// the last Sunday of October. london-clock.test.ts checks it against the time-zone database for 1996–2100, so a
// change in the law shows up there as soon as Node's copy of the database has it.

export const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based), when British clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** How far London's clock is ahead of UTC at an instant: 0 or one hour. */
function londonOffset(instant: Date): number {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? HOUR : 0;
}

export function londonClock(instant: Date): { date: string; time: string } {
  const wallClock = new Date(instant.getTime() + londonOffset(instant)).toISOString();
  return { date: wallClock.slice(0, 10), time: wallClock.slice(11, 16) };
}
