import type { ComponentProps } from "react";
import { SelectField } from "#app/shared/ui/form-field";
import type { AdminCourse } from "../schema";
import { byTitle } from "./admin-queries";

/** The course select of the schedule and available-date forms; inactive courses are marked. */
export function CourseSelect({
  courses,
  error,
  ...props
}: { courses: readonly AdminCourse[]; error?: string } & Omit<ComponentProps<"select">, "children">) {
  return (
    <SelectField label="Course" required error={error} {...props}>
      <option value="">Select a course</option>
      {byTitle(courses).map((course) => (
        <option key={course.id} value={course.id}>
          {course.isActive ? course.title : `${course.title} (inactive)`}
        </option>
      ))}
    </SelectField>
  );
}
