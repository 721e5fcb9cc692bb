// What the Schedules and Available Dates tables show of a stored row: the venue warning, every day the course
// meets, and seats taken counted from bookings (decision 003), the stored bookedSeats being the seats sold offline.
import { courseDays } from "#app/features/booking/course-days";
import { timetableVenueOf } from "./timetable-venue";

/** What a staff list joins to each row: the course's title and length, and the venue. */
export type CourseAndVenue = {
  courseTitle: string | null;
  durationDays: number | null;
  venue: { address: string; isAcademy: boolean } | null;
};

type StoredTimetableRow = CourseAndVenue & {
  bookedSeats: number;
  createdAt: Date;
  updatedAt: Date;
  courseDays: string[];
  venueAddress: string | null;
  venueDirections: string | null;
};

export function adminTimetableRow<Row extends StoredTimetableRow>(
  row: Row,
  seatsTaken: number,
  run: { startDate: string; endDate: string | null; weekdays: readonly string[] },
) {
  const {
    bookedSeats,
    createdAt,
    updatedAt,
    durationDays,
    venue,
    venueAddress: _address,
    venueDirections: _directions,
    ...rest
  } = row;
  return {
    ...rest,
    ...timetableVenueOf(venue),
    courseDays: courseDays({ ...run, durationDays: durationDays ?? 1, stored: rest.courseDays }),
    offlineSeats: bookedSeats,
    bookedSeats: seatsTaken,
    seatsTaken,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  };
}
