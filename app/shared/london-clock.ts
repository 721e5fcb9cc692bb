// An instant as the academy's wall clock reads it: the Europe/London date and HH:MM (jobs, e-mail schedules, CSV times).
import { onFirstUse, TIME_ZONE } from "./dates";

const parts = onFirstUse(
  () =>
    new Intl.DateTimeFormat("en-GB", {
      timeZone: TIME_ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }),
);

export function londonClock(instant: Date): { date: string; time: string } {
  const get = Object.fromEntries(
    parts()
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${get.year}-${get.month}-${get.day}`, time: `${get.hour}:${get.minute}` };
}

/** The instant a London wall-clock date and time happen (the earlier one in the autumn's repeated hour). */
export function londonInstant(date: string, time: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  for (const offsetHours of [0, -1]) {
    const candidate = new Date(guess.getTime() + offsetHours * 3_600_000);
    const read = londonClock(candidate);
    if (read.date === date && read.time === time) return candidate;
  }
  return guess;
}
