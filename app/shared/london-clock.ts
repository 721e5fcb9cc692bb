// London's wall clock both ways. Reading an instant is in ./london-wall-clock, apart, so that the pages that only
// read the clock (every page, through ./dates) do not carry londonInstant: the booking pages are at their script budget.
import { HOUR, londonClock } from "./london-wall-clock";

export { londonClock };

/**
 * The instant a London wall-clock date and time happen: the earlier one in the autumn's repeated hour, and for a
 * time the spring skips, that time read as GMT.
 */
export function londonInstant(date: string, time: string): Date {
  const asUtc = new Date(`${date}T${time}:00Z`);
  for (const offset of [HOUR, 0]) {
    const candidate = new Date(asUtc.getTime() - offset);
    const read = londonClock(candidate);
    if (read.date === date && read.time === time) return candidate;
  }
  return asUtc;
}
