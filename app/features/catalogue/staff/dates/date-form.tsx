import { zodResolver } from "@hookform/resolvers/zod";
import { TextAreaField, TextField } from "#app/shared/ui/form-field";
import {
  AVAILABLE_DATE_STATUSES,
  AvailableDateInputSchema,
  type AdminAvailableDate,
  type AdminCourse,
  type AvailableDateFormValues,
  type AvailableDateInput,
} from "../staff-schema";
import { adminKeys } from "#app/shared/staff/query-client";
import { rowSaveToasts } from "#app/shared/staff/staff-form";
import { availableDateToForm, DATE_FORM_FIELDS, EMPTY_DATE_FORM, withAcademyVenue } from "./date-form-values";
import { SeatFields } from "../seat-fields";
import type { AdminVenue } from "../venues/venue-schema";
import { academyVenueOf, VenueSelect } from "../venues/venue-select";
import { CourseDaysControl } from "../course-days-field";
import { StatusSelect } from "../status-select";
import { TimetableFormFrame, useTimetableForm } from "../timetable-form";

/**
 * SPEC §2 Available Dates add/edit dialog: course, date, max seats, location, status, notes; the location is a venue
 * and the days the course meets are chosen (issue 21).
 */
export function DateForm({
  date,
  courses,
  venues,
  onSaved,
}: {
  date?: AdminAvailableDate;
  courses: readonly AdminCourse[];
  venues: readonly AdminVenue[];
  onSaved(): void;
}) {
  const form = useTimetableForm<AvailableDateFormValues, AvailableDateInput>("/api/admin/available-dates", date, {
    resolver: zodResolver(AvailableDateInputSchema),
    defaultValues: date ? availableDateToForm(date) : withAcademyVenue(EMPTY_DATE_FORM, academyVenueOf(venues)?.id),
    fields: DATE_FORM_FIELDS,
    save: {
      onSaved,
      invalidates: [adminKeys.dates, adminKeys.bookings],
      ...rowSaveToasts(Boolean(date), "date", "added"),
    },
  });
  const { register, control, watch, errors, field } = form;

  const course = courses.find((candidate) => candidate.id === watch("courseId"));
  return (
    <TimetableFormFrame form={form} row={date} courses={courses} addLabel="Add Date">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Date" type="date" required {...field("date")} />
        <VenueSelect venues={venues} chosen={watch("venueId")} {...field("venueId")} />
      </div>
      <CourseDaysControl
        control={control}
        firstDay={watch("date")}
        durationDays={course?.durationDays}
        rootError={errors.courseDays?.root?.message}
      />
      <div className="grid gap-5 sm:grid-cols-3">
        <SeatFields register={register} errors={errors} />
        <StatusSelect statuses={AVAILABLE_DATE_STATUSES} {...field("status")} />
      </div>
      <TextAreaField label="Notes" hint="Optional" rows={3} {...field("notes")} />
    </TimetableFormFrame>
  );
}
