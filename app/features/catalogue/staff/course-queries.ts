import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import type { AdminCourse } from "./staff-schema";
import { adminKeys } from "#app/shared/staff/query-client";

/** Every course, inactive ones included: the Courses table and the course selects of the other tabs. */
export const useAdminCourses = () =>
  useQuery({ queryKey: adminKeys.courses, queryFn: () => apiGet<AdminCourse[]>("/api/admin/courses") });

/** Courses for a select, by title. */
export const byTitle = (courses: readonly AdminCourse[]) =>
  [...courses].sort((a, b) => a.title.localeCompare(b.title, "en-GB"));
