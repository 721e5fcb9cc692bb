// The rule a staff edit of a date's seats must keep, as a pure function (the stores apply it under locks).
import type { FieldErrors } from "#app/shared/http-error";
import { SEATS_BELOW_TAKEN } from "./staff-schema";

export type CapacityCheck = {
  maxSeats: number;
  /** Offline seats after the edit (the form's bookedSeats). */
  offlineSeats: number;
  /** Offline seats before the edit. */
  previousOfflineSeats: number;
  /** Confirmed bookings plus unexpired holds (decision 003). */
  onlineSeats: number;
};

/** A date may not offer fewer seats than are taken, counting the edit's own offline seats. */
export function capacityErrors(check: CapacityCheck): FieldErrors | undefined {
  const taken = check.offlineSeats + check.onlineSeats;
  if (check.maxSeats >= taken) return undefined;
  const errors: FieldErrors = { maxSeats: [SEATS_BELOW_TAKEN(taken)] };
  if (check.offlineSeats > check.previousOfflineSeats) {
    const free = Math.max(0, check.maxSeats - check.onlineSeats);
    errors.bookedSeats = [`Only ${free} seat${free === 1 ? "" : "s"} can be booked offline`];
  }
  return errors;
}
