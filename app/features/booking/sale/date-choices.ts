// SPEC §4: the dates the home booking dialog offers. Scheduled instances and
// legacy available dates become one list, filtered by the same rule as every
// other date list (bookableDates) so the dialog never offers a date the
// course page would not.
import { bookableDates, seatsLeftOf } from "#app/features/catalogue/date-rules";
import type { PublicAvailableDate, PublicInstance } from "#app/features/catalogue/schedule-types";
import type { PreselectedDate } from "./booking-selection";

export type DateChoice = PreselectedDate & { seatsLeft: number };

type InstanceInput = Pick<
  PublicInstance,
  "id" | "startDate" | "location" | "maxSeats" | "bookedSeats" | "status" | "price"
>;
type AvailableDateInput = Pick<PublicAvailableDate, "id" | "date" | "location" | "maxSeats" | "bookedSeats" | "status">;

/**
 * One list of bookable choices, soonest first: an instance starts on its
 * startDate at its own price; an available date costs the course price.
 */
export function toDateChoices(
  instances: readonly InstanceInput[],
  dates: readonly AvailableDateInput[],
  coursePrice: number,
  today: string,
): DateChoice[] {
  const candidates = [
    ...instances.map((instance) => ({
      id: instance.id,
      kind: "instance" as const,
      date: instance.startDate,
      location: instance.location,
      price: instance.price,
      status: instance.status,
      maxSeats: instance.maxSeats,
      bookedSeats: instance.bookedSeats,
    })),
    ...dates.map((date) => ({
      id: date.id,
      kind: "available-date" as const,
      date: date.date,
      location: date.location,
      price: coursePrice,
      status: date.status,
      maxSeats: date.maxSeats,
      bookedSeats: date.bookedSeats,
    })),
  ];
  return bookableDates(candidates, today).map(({ id, kind, date, location, price, ...seats }) => ({
    id,
    kind,
    date,
    location,
    price,
    seatsLeft: seatsLeftOf(seats),
  }));
}

export function seatsLeftLabel(seatsLeft: number): string {
  return `${seatsLeft} ${seatsLeft === 1 ? "seat" : "seats"} left`;
}
