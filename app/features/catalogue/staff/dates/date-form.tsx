import { zodResolver } from "@hookform/resolvers/zod";
import { SelectField, TextAreaField, TextField } from "#app/shared/ui/form-field";
import {
  AVAILABLE_DATE_STATUSES,
  AvailableDateInputSchema,
  type AdminAvailableDate,
  type AdminCourse,
  type AvailableDateFormValues,
  type AvailableDateInput,
} from "../staff-schema";
import { humanise } from "#app/shared/staff/staff-format";
import { CourseSelect } from "../course-select";
import { adminKeys } from "#app/shared/staff/query-client";
import { FormActions, useStaffForm } from "#app/shared/staff/staff-form";
import { availableDateToForm, DATE_FORM_FIELDS, EMPTY_DATE_FORM } from "./date-form-values";
import { DayAndVenueFields } from "../day-and-venue-fields";

/** SPEC §2 Available Dates add/edit dialog: course, date, max seats, location, status, notes. */
export function DateForm({
  date,
  courses,
  onSaved,
}: {
  date?: AdminAvailableDate;
  courses: readonly AdminCourse[];
  onSaved(): void;
}) {
  const { register, submit, errors, isSubmitting } = useStaffForm<AvailableDateFormValues, AvailableDateInput>({
    resolver: zodResolver(AvailableDateInputSchema),
    defaultValues: date ? availableDateToForm(date) : EMPTY_DATE_FORM,
    fields: DATE_FORM_FIELDS,
    save: {
      path: "/api/admin/available-dates",
      id: date?.id,
      onSaved,
      invalidates: [adminKeys.dates, adminKeys.bookings],
      failureMessage: date ? "Failed to update date" : "Failed to add date",
      success: { title: date ? "Date updated" : "Date added" },
    },
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <CourseSelect courses={courses} error={errors.courseId?.message} {...register("courseId")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Date" type="date" required error={errors.date?.message} {...register("date")} />
        <TextField label="Location" error={errors.location?.message} {...register("location")} />
      </div>
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField
          label="Max seats"
          type="number"
          inputMode="numeric"
          min={1}
          required
          error={errors.maxSeats?.message}
          {...register("maxSeats", { valueAsNumber: true })}
        />
        <TextField
          label="Seats booked offline"
          type="number"
          inputMode="numeric"
          min={0}
          error={errors.bookedSeats?.message}
          {...register("bookedSeats", { valueAsNumber: true })}
        />
        <SelectField label="Status" required error={errors.status?.message} {...register("status")}>
          {AVAILABLE_DATE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {humanise(status)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextAreaField label="Notes" hint="Optional" rows={3} error={errors.notes?.message} {...register("notes")} />
      <DayAndVenueFields register={register} errors={errors} />
      <FormActions submitting={isSubmitting} submitLabel={date ? "Save Changes" : "Add Date"} />
    </form>
  );
}
