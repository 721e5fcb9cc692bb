import {
  AVAILABLE_DATE_DEFAULT_MAX_SEATS,
  DEFAULT_FINISH_TIME,
  DEFAULT_START_TIME,
  type AdminAvailableDate,
  type AvailableDateFormValues,
} from "../staff-schema";
import { formValuesFrom } from "#app/shared/staff/form-values-from";

/** The last boxes of the date and run forms: the usual day's times, then the venue and course days, none chosen. */
export const EMPTY_DAY_AND_VENUE = {
  startTime: DEFAULT_START_TIME,
  finishTime: DEFAULT_FINISH_TIME,
  venueId: "",
  courseDays: [] as string[],
};

/** A date's or run's edit form shows the seats sold offline, not the total taken (decision 003). */
export const timetableRowToForm = <V extends { bookedSeats?: unknown }>(empty: V, row: { offlineSeats: number }): V =>
  formValuesFrom(empty, { ...row, bookedSeats: row.offlineSeats });

/** SPEC §9: 12 seats; 'Oxford' is the academy's venue, which the form picks to start with (withAcademyVenue). */
export const EMPTY_DATE_FORM: AvailableDateFormValues = {
  courseId: "",
  date: "",
  maxSeats: AVAILABLE_DATE_DEFAULT_MAX_SEATS,
  bookedSeats: 0,
  status: "active",
  notes: "",
  ...EMPTY_DAY_AND_VENUE,
};

export const DATE_FORM_FIELDS = Object.keys(EMPTY_DATE_FORM) as (keyof AvailableDateFormValues)[];

export const availableDateToForm = (date: AdminAvailableDate): AvailableDateFormValues =>
  timetableRowToForm(EMPTY_DATE_FORM, date);

/** A new date or run starts at the academy's own venue (SPEC §9's default location, Oxford). */
export const withAcademyVenue = <V extends { venueId?: string | null }>(
  empty: V,
  academyVenueId: string | undefined,
): V => ({
  ...empty,
  venueId: academyVenueId ?? "",
});
