// The waiting list's timing (issue 14), as pure rules: how long an offered seat is held, and when offers stop.
// Measured from the course's first moment (its first day at its start time, London).

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

/** When an offer made now ends, or null when it is too late to offer. Never after the course has started. */
export function offerExpiry(courseStart: Date, now: Date): Date | null {
  const hours = offerHoldHours(courseStart, now);
  if (hours === null) return null;
  return new Date(Math.min(now.getTime() + hours * HOUR, courseStart.getTime()));
}

/** Why someone may not join this date's waiting list, or undefined when they may. */
export function joinRefusal(date: { status: string; seatsLeft: number; started: boolean }): string | undefined {
  if (date.started) return "This date has already started. Please choose another date.";
  if (date.status === "cancelled") return "This date has been cancelled. Please choose another date.";
  if (date.seatsLeft > 0) return "This date still has seats: you can book it now.";
  return undefined;
}
