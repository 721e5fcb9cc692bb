// What the Available Dates and Schedules add/edit forms share: an edit that changes the days of people booked is
// shown and confirmed before it is saved (issue 21, H2), and both open with the course and close with the day's times.
import type { BaseSyntheticEvent, ReactNode } from "react";
import type { FieldValues } from "react-hook-form";
import type { FormSetup } from "#app/shared/staff/inline-form";
import { FormActions, useStaffForm, type SaveOptions } from "#app/shared/staff/staff-form";
import { CourseSelect } from "./course-select";
import { DayAndVenueFields } from "./day-and-venue-fields";
import { RunChangeNotice, useRunChangeConfirm } from "./run-change-confirm";
import type { AdminAvailableDate, AdminCourse, AdminCourseInstance } from "./staff-schema";

type TimetableRow = AdminAvailableDate | AdminCourseInstance;

/**
 * A date's or run's useStaffForm, saved at `path` (a new row) or `path/row.id`, asking first when the save would move
 * people booked; `runChangePanel` is that question, for TimetableFormFrame.
 */
export function useTimetableForm<TValues extends FieldValues, TInput>(
  path: string,
  row: TimetableRow | undefined,
  { save, ...setup }: FormSetup<TValues, TInput> & { save: Omit<SaveOptions, "path" | "id" | "confirm"> },
) {
  const runChange = useRunChangeConfirm(path, row?.id);
  const form = useStaffForm<TValues, TInput>({
    ...setup,
    save: { ...save, path, id: row?.id, confirm: runChange.confirm },
  });
  return { ...form, runChangePanel: runChange.panel };
}

type Message = { message?: string };

/**
 * What the date and run forms open and close with: how many are booked (an edit), the course, then after the form's
 * own fields the day's times, the run-change question when there is one and the buttons.
 */
export function TimetableFormFrame({
  form: { submit, register, errors, isSubmitting, runChangePanel },
  row,
  courses,
  addLabel,
  children,
}: {
  /** The form's useTimetableForm; it must have courseId, startTime and finishTime. */
  form: {
    submit: (event?: BaseSyntheticEvent) => Promise<void>;
    register: (name: never) => { name: string };
    errors: { courseId?: Message; startTime?: Message; finishTime?: Message };
    isSubmitting: boolean;
    runChangePanel: ReactNode;
  };
  /** The date or run edited; none for a new one. */
  row: TimetableRow | undefined;
  courses: readonly AdminCourse[];
  addLabel: string;
  children: ReactNode;
}) {
  return (
    <form method="post" noValidate onSubmit={submit} className="space-y-5">
      {row && <RunChangeNotice row={row} />}
      <CourseSelect courses={courses} error={errors.courseId?.message} {...register("courseId" as never)} />
      {children}
      <DayAndVenueFields register={register} errors={errors} />
      {runChangePanel}
      <FormActions submitting={isSubmitting} submitLabel={row ? "Save Changes" : addLabel} />
    </form>
  );
}
