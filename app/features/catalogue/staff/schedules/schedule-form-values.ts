import { INSTANCE_DEFAULT_MAX_SEATS, type AdminCourseInstance, type CourseInstanceFormValues } from "../staff-schema";
import { EMPTY_DAY_AND_VENUE, timetableRowToForm } from "../dates/date-form-values";

/** SPEC §9: 16 seats, no days ticked; the academy's usual location to start from. */
export const EMPTY_SCHEDULE_FORM: CourseInstanceFormValues = {
  courseId: "",
  startDate: "",
  endDate: "",
  maxSeats: INSTANCE_DEFAULT_MAX_SEATS,
  bookedSeats: 0,
  days: [],
  price: null,
  bookUrl: "",
  status: "active",
  ...EMPTY_DAY_AND_VENUE,
};

export const SCHEDULE_FORM_FIELDS = Object.keys(EMPTY_SCHEDULE_FORM) as (keyof CourseInstanceFormValues)[];

export const instanceToForm = (instance: AdminCourseInstance): CourseInstanceFormValues =>
  timetableRowToForm(EMPTY_SCHEDULE_FORM, instance);

/** An empty number box means "no price of its own": the course price applies. */
export const optionalNumber = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);
