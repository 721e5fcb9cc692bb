import { useId, type ReactNode } from "react";
import { BOOKING_STATUSES } from "./staff-schema";
import { type AdminCourse } from "#app/features/catalogue/staff/staff-schema";
import { humanise } from "#app/shared/staff/staff-format";
import { byTitle } from "#app/features/catalogue/staff/course-queries";

export type BookingFilterValues = { courseId: string; status: string; from: string; to: string };

/** Each filter's name in the tab's address: /admin?tab=bookings&course=…&status=…&from=…&to=… (issue 21). */
export const BOOKING_FILTERS_IN_URL = { courseId: "course", status: "status", from: "from", to: "to" } as const;

const controlClass = "mt-1 h-10 w-full rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-900";

/** Course, status and course-date range filters of the Bookings tab. */
export function BookingFilters({
  value,
  courses,
  error,
  onChange,
}: {
  value: BookingFilterValues;
  courses: readonly AdminCourse[];
  error?: string;
  onChange(changed: Partial<BookingFilterValues>): void;
}) {
  const id = useId();
  const set = (key: keyof BookingFilterValues) => (event: { target: { value: string } }) =>
    onChange({ [key]: event.target.value });
  return (
    <div className="mb-5">
      <div role="group" aria-label="Filter bookings" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Filter id={`${id}-course`} label="Course">
          <select id={`${id}-course`} className={controlClass} value={value.courseId} onChange={set("courseId")}>
            <option value="">All courses</option>
            {byTitle(courses).map((course) => (
              <option key={course.id} value={course.id}>
                {course.title}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id={`${id}-status`} label="Status">
          <select id={`${id}-status`} className={controlClass} value={value.status} onChange={set("status")}>
            <option value="">All statuses</option>
            {BOOKING_STATUSES.map((status) => (
              <option key={status} value={status}>
                {humanise(status)}
              </option>
            ))}
          </select>
        </Filter>
        <Filter id={`${id}-from`} label="Course date from">
          <input id={`${id}-from`} type="date" className={controlClass} value={value.from} onChange={set("from")} />
        </Filter>
        <Filter id={`${id}-to`} label="Course date to">
          <input
            id={`${id}-to`}
            type="date"
            className={controlClass}
            value={value.to}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={set("to")}
          />
        </Filter>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

function Filter({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
    </div>
  );
}
