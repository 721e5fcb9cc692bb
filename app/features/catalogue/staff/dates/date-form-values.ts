import {
  AVAILABLE_DATE_DEFAULT_MAX_SEATS,
  DEFAULT_FINISH_TIME,
  DEFAULT_START_TIME,
  type AdminAvailableDate,
  type AvailableDateFormValues,
} from "../staff-schema";
import { formValuesFrom } from "#app/shared/staff/form-values-from";

/** SPEC §9: 12 seats; 'Oxford' is the academy's venue, which the form picks to start with (withAcademyVenue). */
export const EMPTY_DATE_FORM: AvailableDateFormValues = {
  courseId: "",
  date: "",
  maxSeats: AVAILABLE_DATE_DEFAULT_MAX_SEATS,
  bookedSeats: 0,
  status: "active",
  notes: "",
  startTime: DEFAULT_START_TIME,
  finishTime: DEFAULT_FINISH_TIME,
  venueId: "",
  courseDays: [],
};

export const DATE_FORM_FIELDS = Object.keys(EMPTY_DATE_FORM) as (keyof AvailableDateFormValues)[];

/** The edit form shows the seats sold offline, not the total taken (decision 003). */
export const availableDateToForm = (date: AdminAvailableDate): AvailableDateFormValues =>
  formValuesFrom(EMPTY_DATE_FORM, { ...date, bookedSeats: date.offlineSeats });

/** A new date or run starts at the academy's own venue (SPEC §9's default location, Oxford). */
export const withAcademyVenue = <V extends { venueId?: string | null }>(
  empty: V,
  academyVenueId: string | undefined,
): V => ({
  ...empty,
  venueId: academyVenueId ?? "",
});
