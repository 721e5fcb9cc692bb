// The waiting list's timing (issue 14), as pure rules: how long an offered seat is held, and when offers stop.
// Measured from the course's first moment (its first day at its start time, London).
import { londonClock, londonInstant } from "#app/shared/london-clock";
import { addDays } from "#app/shared/dates";

export const OFFER_RULES = {
  /** Hours an offer lasts when the course starts this far away or more (hours) … */
  windows: [
    { fromHoursBefore: 7 * 24, holdHours: 24 },
    { fromHoursBefore: 2 * 24, holdHours: 12 },
    { fromHoursBefore: 24, holdHours: 3 },
  ],
  /** No new offers this close to the start: identity checks and prerequisites need time. */
  lastOfferHoursBefore: 24,
} as const;

const HOUR = 3_600_000;

/** Hours an offer made now lasts, or null when it is too late to offer. */
export function offerHoldHours(courseStart: Date, now: Date): number | null {
  const hoursBefore = (courseStart.getTime() - now.getTime()) / HOUR;
  if (hoursBefore < OFFER_RULES.lastOfferHoursBefore) return null;
  return OFFER_RULES.windows.find((window) => hoursBefore >= window.fromHoursBefore)!.holdHours;
}

/**
 * Holds do not lapse overnight (issue 21, M3): people sleep, and a seat passed on at 04:05 is a seat lost in bed.
 * London wall-clock times, so the rule keeps to the clock across the changes to and from summer time.
 */
export const NIGHT = { after: "20:00", before: "08:00", holdsEndAt: "10:00" } as const;

/** When a hold that would end at `end` ends: unchanged in the day, or the next 10:00 when `end` falls in the night. */
export function daytimeHoldEnd(end: Date): Date {
  const { date } = londonClock(end);
  if (end > londonInstant(date, NIGHT.after)) return londonInstant(addDays(date, 1), NIGHT.holdsEndAt);
  if (end < londonInstant(date, NIGHT.before)) return londonInstant(date, NIGHT.holdsEndAt);
  return end;
}

/**
 * When an offer made now ends, or null when it is too late to offer: its window, moved out of the night. Never after
 * the course has started.
 */
export function offerExpiry(courseStart: Date, now: Date): Date | null {
  const hours = offerHoldHours(courseStart, now);
  if (hours === null) return null;
  const end = daytimeHoldEnd(new Date(now.getTime() + hours * HOUR));
  return new Date(Math.min(end.getTime(), courseStart.getTime()));
}

/** Why someone may not join this date's waiting list, or undefined when they may. */
export function joinRefusal(date: { status: string; seatsLeft: number; started: boolean }): string | undefined {
  if (date.started) return "This date has already started. Please choose another date.";
  if (date.status === "cancelled") return "This date has been cancelled. Please choose another date.";
  if (date.seatsLeft > 0) return "This date still has seats: you can book it now.";
  return undefined;
}

// Issue 19 (security review N4): an entry is in line only once its e-mail address is confirmed, and one connection
// cannot fill a date's list with made-up people.
export const ENTRY_RULES = {
  /** An entry not confirmed within this many hours of joining lapses (the sweep marks it expired, silently). */
  confirmWithinHours: 24,
  /** Live entries (waiting or offered, confirmed or not) one client address may have on one date. */
  maxLiveEntriesPerAddress: 2,
} as const;

/** When an entry that joined at `joinedAt` stops being confirmable. */
export const confirmDeadline = (joinedAt: Date): Date =>
  new Date(joinedAt.getTime() + ENTRY_RULES.confirmWithinHours * HOUR);

/** Why this client address may not add another entry to the date, or undefined when it may. */
export function addressCapRefusal(liveFromAddress: number): string | undefined {
  if (liveFromAddress < ENTRY_RULES.maxLiveEntriesPerAddress) return undefined;
  return (
    `${liveFromAddress} places on this date's waiting list have already been taken from your connection. ` +
    "Please ask anyone else who wants a place to join from their own device."
  );
}
