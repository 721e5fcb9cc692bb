import {
  DEFAULT_FINISH_TIME,
  DEFAULT_START_TIME,
  INSTANCE_DEFAULT_MAX_SEATS,
  type AdminCourseInstance,
  type CourseInstanceFormValues,
} from "../staff-schema";
import { formValuesFrom } from "#app/shared/staff/form-values-from";

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
  startTime: DEFAULT_START_TIME,
  finishTime: DEFAULT_FINISH_TIME,
  venueId: "",
  courseDays: [],
};

export const SCHEDULE_FORM_FIELDS = Object.keys(EMPTY_SCHEDULE_FORM) as (keyof CourseInstanceFormValues)[];

/** The edit form shows the seats sold offline, not the total taken (decision 003). */
export const instanceToForm = (instance: AdminCourseInstance): CourseInstanceFormValues =>
  formValuesFrom(EMPTY_SCHEDULE_FORM, { ...instance, bookedSeats: instance.offlineSeats });

/** An empty number box means "no price of its own": the course price applies. */
export const optionalNumber = (value: unknown): number | null =>
  value === "" || value === null || value === undefined ? null : Number(value);
