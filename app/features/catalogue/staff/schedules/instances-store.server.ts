// Course instances (schedules) as staff see them: all of them, past and
// cancelled included, with seats taken counted from bookings (decision 003).
import { courseInstances } from "#db/schema";
import type { AdminCourseInstance, CourseInstanceInput, InstanceStatus, Weekday } from "../staff-schema";
import { instanceAsBookable } from "#app/features/booking/bookable-date.server";
import { settleInstance } from "../timetable-row.server";
import { adminTimetableRow } from "../timetable-admin-row";
import { timetableStore } from "../timetable-store.server";

/** Every instance, earliest start first; added, edited and deleted under the instance's lock. */
export const instanceStore = timetableStore<typeof courseInstances, CourseInstanceInput, AdminCourseInstance>({
  kind: "instance",
  table: courseInstances,
  firstDay: courseInstances.startDate,
  asBookable: instanceAsBookable,
  toAdmin: (row, seatsTaken) => ({
    ...adminTimetableRow(row, seatsTaken, { startDate: row.startDate, endDate: row.endDate, weekdays: row.days }),
    days: row.days as Weekday[],
    status: row.status as InstanceStatus,
  }),
  placeOf: (row) => ({
    venueId: row.venueId,
    location: row.location,
    firstDay: row.startDate,
    endDate: row.endDate,
    courseDays: row.courseDays,
  }),
  settle: settleInstance,
});
