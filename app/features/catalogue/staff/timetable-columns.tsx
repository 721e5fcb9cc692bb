import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import type { ReactNode } from "react";
import type { Column } from "#app/shared/staff/data-table";
import { seatsText } from "#app/shared/staff/staff-format";
import { TimetableStatusBadge } from "#app/shared/staff/status-badge";
import { formatCourseDays } from "#app/shared/date-span";
import { closedDayWarnings, type BankHolidays } from "#app/shared/course-day-rules";

type TimetableRow = {
  location: string;
  venueNeedsAddress: boolean;
  courseDays: string[];
  bookedSeats: number;
  maxSeats: number;
  status: string;
};

function Warning({ children }: { children: ReactNode }) {
  return (
    <span className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800">
      <AlertTriangle aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      <span>{children}</span>
    </span>
  );
}

/** The days a date or run meets, and a warning for each Sunday or bank holiday among them (issue 21). */
export function CourseDaysNote({ days, holidays }: { days: string[]; holidays: BankHolidays }) {
  return (
    <>
      <span className="block text-xs text-slate-600">
        {days.length} day{days.length === 1 ? "" : "s"}: {formatCourseDays(days)}
      </span>
      {closedDayWarnings(days, holidays).map((warning) => (
        <Warning key={warning}>{warning}</Warning>
      ))}
    </>
  );
}

/** What the Schedules and Available Dates tables show alike: where, seats taken of the maximum, and status. */
export function timetableColumns<T extends TimetableRow>(): Column<T>[] {
  return [
    {
      header: "Location",
      cell: (row) => (
        <>
          {row.location}
          {row.venueNeedsAddress && <Warning>No address yet: learners are told it is to follow</Warning>}
        </>
      ),
    },
    { header: "Seats", cell: (row) => seatsText(row.bookedSeats, row.maxSeats) },
    { header: "Status", cell: (row) => <TimetableStatusBadge status={row.status} /> },
  ];
}
