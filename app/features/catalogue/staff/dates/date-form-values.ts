import {
  AVAILABLE_DATE_DEFAULT_MAX_SEATS,
  DEFAULT_LOCATION,
  type AdminAvailableDate,
  type AvailableDateFormValues,
} from "../staff-schema";

/** SPEC §9: 12 seats and 'Oxford' in the available-date form. */
export const EMPTY_DATE_FORM: AvailableDateFormValues = {
  courseId: "",
  date: "",
  maxSeats: AVAILABLE_DATE_DEFAULT_MAX_SEATS,
  bookedSeats: 0,
  location: DEFAULT_LOCATION,
  status: "active",
  notes: "",
};

export const DATE_FORM_FIELDS = Object.keys(EMPTY_DATE_FORM) as (keyof AvailableDateFormValues)[];

/** The edit form shows the seats sold offline, not the total taken (decision 003). */
export function availableDateToForm(date: AdminAvailableDate): AvailableDateFormValues {
  return {
    courseId: date.courseId,
    date: date.date,
    maxSeats: date.maxSeats,
    bookedSeats: date.offlineSeats,
    location: date.location,
    status: date.status,
    notes: date.notes ?? "",
  };
}
