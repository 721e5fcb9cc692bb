// Whether a date has room for a booking of several seats (issue 24, decision 027): all or none, never some of them.
// One rule for a new booking and for a booking moving date, so both refuse in the same words.

export const FULLY_BOOKED_MESSAGE = "This date is fully booked";

/** "Only 1 seat is left on this date", "Only 3 seats are left on this date". */
export const onlySeatsLeftMessage = (seatsLeft: number) =>
  `Only ${seatsLeft} ${seatsLeft === 1 ? "seat is" : "seats are"} left on this date`;

/** Why `wanted` seats cannot be taken when `seatsLeft` are free, or undefined when they all fit. */
export function seatsRefusal(seatsLeft: number, wanted: number): string | undefined {
  if (seatsLeft <= 0) return FULLY_BOOKED_MESSAGE;
  if (seatsLeft < wanted) return onlySeatsLeftMessage(seatsLeft);
  return undefined;
}
