import type { ComponentProps } from "react";
import { SelectField } from "#app/shared/ui/form-field";
import type { AdminCourse } from "./staff-schema";
import { byTitle } from "./course-queries";
import { Options } from "#app/shared/ui/options";

const courseOption = (course: AdminCourse) => ({
  value: course.id,
  label: course.isActive ? course.title : `${course.title} (inactive)`,
});

/** The course select of the schedule and available-date forms; inactive courses are marked. */
export function CourseSelect({
  courses,
  error,
  ...props
}: { courses: readonly AdminCourse[]; error?: string } & Omit<ComponentProps<"select">, "children">) {
  return (
    <SelectField label="Course" required error={error} {...props}>
      <option value="">Select a course</option>
      <Options items={byTitle(courses).map(courseOption)} />
    </SelectField>
  );
}
