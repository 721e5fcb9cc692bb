// SPEC §4: which dates a visitor is offered, and how seats are shown.
import { addDays } from "#app/shared/dates";

type DateLike = { date: string; status: string; maxSeats: number; bookedSeats: number };

/** Seats left = max(0, maxSeats - bookedSeats). */
export function seatsLeftOf(item: { maxSeats: number; bookedSeats: number }): number {
  return Math.max(0, item.maxSeats - item.bookedSeats);
}

export function isFullyBooked(item: { maxSeats: number; bookedSeats: number }): boolean {
  return item.bookedSeats >= item.maxSeats;
}

const byDate = <T extends { date: string }>(a: T, b: T) => a.date.localeCompare(b.date);

/** Dates the booking dialog offers: active, not past, with a seat left, soonest first. */
export function bookableDates<T extends DateLike>(dates: readonly T[], today: string): T[] {
  return dates.filter((d) => d.status === "active" && d.date >= today && !isFullyBooked(d)).sort(byDate);
}

/**
 * The course page's Upcoming Course Dates: active, not past, on or after the
 * start of yesterday, soonest first. Full dates stay, labelled Fully Booked.
 */
export function upcomingCourseDates<T extends DateLike>(dates: readonly T[], today: string): T[] {
  const startOfYesterday = addDays(today, -1);
  return dates.filter((d) => d.status === "active" && d.date >= today && d.date >= startOfYesterday).sort(byDate);
}
