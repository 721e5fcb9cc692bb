import { zodResolver } from "@hookform/resolvers/zod";
import { formatPoundsExact } from "#app/shared/money";
import { TextField } from "#app/shared/ui/form-field";
import {
  CourseInstanceInputSchema,
  INSTANCE_STATUSES,
  WEEKDAYS,
  type AdminCourse,
  type AdminCourseInstance,
  type CourseInstanceFormValues,
  type CourseInstanceInput,
} from "../staff-schema";
import { CheckboxGroup } from "#app/shared/staff/form-controls";
import { adminKeys } from "#app/shared/staff/query-client";
import { EMPTY_SCHEDULE_FORM, instanceToForm, optionalNumber, SCHEDULE_FORM_FIELDS } from "./schedule-form-values";
import { SeatFields } from "../seat-fields";
import { useEffect } from "react";
import { formatDate } from "#app/shared/dates";
import type { AdminVenue } from "../venues/venue-schema";
import { academyVenueOf, VenueSelect } from "../venues/venue-select";
import { CourseDaysControl } from "../course-days-field";
import { StatusSelect } from "../status-select";
import { TimetableFormFrame, useTimetableForm } from "../timetable-form";
import { withAcademyVenue } from "../dates/date-form-values";

/**
 * SPEC §2 'Schedule Course' dialog and its edit twin; rules from §5 'Schedule form'. The location is a venue and the
 * days the run meets are chosen (issue 21); its end date is its last day, and the training days propose them.
 */
export function ScheduleForm({
  instance,
  courses,
  venues,
  onSaved,
}: {
  instance?: AdminCourseInstance;
  courses: readonly AdminCourse[];
  venues: readonly AdminVenue[];
  onSaved(): void;
}) {
  const form = useTimetableForm<CourseInstanceFormValues, CourseInstanceInput>(
    "/api/admin/course-instances",
    instance,
    {
      resolver: zodResolver(CourseInstanceInputSchema),
      defaultValues: instance
        ? instanceToForm(instance)
        : withAcademyVenue(EMPTY_SCHEDULE_FORM, academyVenueOf(venues)?.id),
      fields: SCHEDULE_FORM_FIELDS,
      save: {
        onSaved,
        invalidates: [adminKeys.instances, adminKeys.bookings],
        failureMessage: instance ? "Failed to update schedule" : "Failed to schedule course instance",
        success: { title: instance ? "Schedule updated" : "Course scheduled" },
      },
    },
  );
  const { register, control, watch, setValue, errors, field } = form;

  const course = courses.find((candidate) => candidate.id === watch("courseId"));
  const courseDays = watch("courseDays") ?? [];
  const lastDay = [...courseDays].sort().at(-1) ?? "";
  // The end date is the last course day, kept in step so the two never disagree.
  useEffect(() => setValue("endDate", lastDay), [lastDay, setValue]);
  return (
    <TimetableFormFrame form={form} row={instance} courses={courses} addLabel="Schedule Course">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Start date" type="date" required {...field("startDate")} />
        <div>
          <p className="text-sm font-medium text-slate-800">End date</p>
          <p className="mt-2 text-sm text-slate-900">{lastDay ? formatDate(lastDay) : "The last course day"}</p>
          {errors.endDate?.message && (
            <p role="alert" className="mt-1 text-sm text-red-700">
              {errors.endDate.message}
            </p>
          )}
        </div>
      </div>
      <CheckboxGroup legend="Training days" required error={errors.days?.message ?? errors.days?.root?.message}>
        {WEEKDAYS.map((day) => (
          <label key={day} className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" value={day} className="size-5 accent-brand-700" {...register("days")} />
            {day}
          </label>
        ))}
      </CheckboxGroup>
      <CourseDaysControl
        control={control}
        firstDay={watch("startDate")}
        durationDays={course?.durationDays}
        weekdays={watch("days") ?? []}
        rootError={errors.courseDays?.root?.message}
      />
      <VenueSelect venues={venues} chosen={watch("venueId")} {...field("venueId")} />
      <div className="grid gap-5 sm:grid-cols-2">
        <SeatFields
          register={register}
          errors={errors}
          offlineHint="Phone or invoice bookings; online bookings are counted for you."
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
          {...field("price", { setValueAs: optionalNumber })}
        />
        <StatusSelect statuses={INSTANCE_STATUSES} {...field("status")} />
      </div>
      <TextField
        label="Booking link"
        type="url"
        hint="Optional: an external booking page (https://…); blank books on this website."
        {...field("bookUrl")}
      />
    </TimetableFormFrame>
  );
}
