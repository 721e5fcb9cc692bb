import type { ComponentProps, ReactNode } from "react";
import { SelectField } from "#app/shared/ui/form-field";
import type { AdminCourse } from "./staff-schema";
import { byTitle, useAdminCourses } from "./course-queries";
import { QueryState } from "#app/shared/staff/query-state";
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

/** Forms with a course select start once the course list is there, so an edit shows its course. */
export function WithCourses({ children }: { children: (courses: AdminCourse[]) => ReactNode }) {
  const courses = useAdminCourses();
  return (
    <QueryState query={courses} loadingLabel="Loading courses" errorMessage="Failed to load courses.">
      {children}
    </QueryState>
  );
}
