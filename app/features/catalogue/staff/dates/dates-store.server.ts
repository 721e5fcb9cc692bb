// Available dates (the legacy single-day shape) as staff see them: all of
// them, with seats taken counted from bookings (decision 003).
import { availableDates } from "#db/schema";
import type { AdminAvailableDate, AvailableDateInput, AvailableDateStatus } from "../staff-schema";
import { availableDateAsBookable } from "#app/features/booking/bookable-date.server";
import { settleAvailableDate } from "../timetable-row.server";
import { adminTimetableRow } from "../timetable-admin-row";
import { timetableStore } from "../timetable-store.server";

/** Every available date, earliest first; added, edited and deleted under the date's lock. */
export const availableDateStore = timetableStore<typeof availableDates, AvailableDateInput, AdminAvailableDate>({
  kind: "available-date",
  table: availableDates,
  firstDay: availableDates.date,
  asBookable: availableDateAsBookable,
  toAdmin: (row, seatsTaken) => ({
    ...adminTimetableRow(row, seatsTaken, { startDate: row.date, endDate: null, weekdays: [] }),
    status: row.status as AvailableDateStatus,
  }),
  placeOf: (row) => ({ venueId: row.venueId, location: row.location, firstDay: row.date, courseDays: row.courseDays }),
  settle: settleAvailableDate,
});
