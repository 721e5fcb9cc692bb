import { zodResolver } from "@hookform/resolvers/zod";
import { formatPoundsExact } from "#app/shared/money";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import {
  CourseInstanceInputSchema,
  INSTANCE_STATUSES,
  WEEKDAYS,
  type AdminCourse,
  type AdminCourseInstance,
  type CourseInstanceFormValues,
  type CourseInstanceInput,
} from "../staff-schema";
import { humanise } from "#app/shared/staff/staff-format";
import { CourseSelect } from "../course-select";
import { CheckboxGroup } from "#app/shared/staff/form-controls";
import { adminKeys } from "#app/shared/staff/query-client";
import { FormActions, useStaffForm } from "#app/shared/staff/staff-form";
import { EMPTY_SCHEDULE_FORM, instanceToForm, optionalNumber, SCHEDULE_FORM_FIELDS } from "./schedule-form-values";
import { DayAndVenueFields } from "../day-and-venue-fields";

/** SPEC §2 'Schedule Course' dialog and its edit twin; rules from §5 'Schedule form'. */
export function ScheduleForm({
  instance,
  courses,
  onSaved,
}: {
  instance?: AdminCourseInstance;
  courses: readonly AdminCourse[];
  onSaved(): void;
}) {
  const { register, watch, submit, errors, isSubmitting } = useStaffForm<CourseInstanceFormValues, CourseInstanceInput>(
    {
      resolver: zodResolver(CourseInstanceInputSchema),
      defaultValues: instance ? instanceToForm(instance) : EMPTY_SCHEDULE_FORM,
      fields: SCHEDULE_FORM_FIELDS,
      save: {
        path: "/api/admin/course-instances",
        id: instance?.id,
        onSaved,
        invalidates: [adminKeys.instances, adminKeys.bookings],
        failureMessage: instance ? "Failed to update schedule" : "Failed to schedule course instance",
        success: { title: instance ? "Schedule updated" : "Course scheduled" },
      },
    },
  );

  const course = courses.find((candidate) => candidate.id === watch("courseId"));
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <CourseSelect courses={courses} error={errors.courseId?.message} {...register("courseId")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Start date"
          type="date"
          required
          error={errors.startDate?.message}
          {...register("startDate")}
        />
        <TextField
          label="End date"
          type="date"
          hint="Optional"
          error={errors.endDate?.message}
          {...register("endDate")}
        />
      </div>
      <CheckboxGroup legend="Training days" required error={errors.days?.message ?? errors.days?.root?.message}>
        {WEEKDAYS.map((day) => (
          <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={day} className="size-5 accent-brand-700" {...register("days")} />
            {day}
          </label>
        ))}
      </CheckboxGroup>
      <TextField label="Location" required error={errors.location?.message} {...register("location")} />
      <div className="grid gap-5 sm:grid-cols-2">
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
          hint="Phone or invoice bookings; online bookings are counted for you."
          error={errors.bookedSeats?.message}
          {...register("bookedSeats", { valueAsNumber: true })}
        />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Price (pence)"
          type="number"
          inputMode="numeric"
          min={0}
          hint={
            course
              ? `Optional: leave blank to use the course price (${formatPoundsExact(course.price)}).`
              : "Optional: leave blank to use the course price."
          }
          error={errors.price?.message}
          {...register("price", { setValueAs: optionalNumber })}
        />
        <SelectField label="Status" required error={errors.status?.message} {...register("status")}>
          {INSTANCE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {humanise(status)}
            </option>
          ))}
        </SelectField>
      </div>
      <TextField
        label="Booking link"
        type="url"
        hint="Optional: an external booking page (https://…); blank books on this website."
        error={errors.bookUrl?.message}
        {...register("bookUrl")}
      />
      <DayAndVenueFields register={register} errors={errors} />
      <FormActions submitting={isSubmitting} submitLabel={instance ? "Save Changes" : "Schedule Course"} />
    </form>
  );
}
