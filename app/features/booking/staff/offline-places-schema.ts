// Places booked offline (issue 21, M9): seats sold outside the website, each a place with a learner's name once staff
// know it. Shared by the date page's form and /api/admin/…/offline-places.
import { z } from "zod";
import { optionalText } from "#app/shared/staff/input-fields";
import { oneLine } from "#app/shared/plain-text";

/** A course date as the staff URLs name it: /admin/dates/{instance|date}/{id}. */
export const StaffDateKindSchema = z.enum(["instance", "date"], "Please choose a course date");

const optionalEmail = z.preprocess(
  (value) => (typeof value === "string" && value.trim() === "" ? null : value),
  z
    .string("Please enter a valid email address")
    .trim()
    .max(254, "Must be 254 characters or fewer")
    .check(oneLine)
    .pipe(z.email("Please enter a valid email address"))
    .nullish()
    .transform((value) => value ?? null),
);

/** POST /api/admin/dates/{kind}/{id}/offline-places and PUT /api/admin/offline-places/{id}: every field optional. */
export const OfflinePlaceSchema = z.strictObject({
  fullName: optionalText(100),
  email: optionalEmail,
  phone: optionalText(30),
  note: optionalText(500),
});
export type OfflinePlaceInput = z.output<typeof OfflinePlaceSchema>;

/** A place as staff see it; a place with no name is an "Unnamed place". */
export type OfflinePlaceView = {
  id: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  note: string | null;
};

export const UNNAMED_PLACE = "Unnamed place";

/**
 * A date's seats as the roster counts them, the same figures the public sees (bookable-date.server.ts): `left` is
 * what the course page says is left.
 */
export type RosterSeats = {
  max: number;
  /** Confirmed online bookings: the learners listed. */
  online: number;
  /** Unpaid holds still live (a card link, a waiting-list offer, a customer at the payment page). */
  held: number;
  /** Places booked offline (booked_seats). */
  offline: number;
  /** Confirmed people on the waiting list, in line for a seat. */
  waiting: number;
  left: number;
};
