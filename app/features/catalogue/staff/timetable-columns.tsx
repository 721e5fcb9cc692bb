import type { Column } from "#app/shared/staff/data-table";
import { seatsText } from "#app/shared/staff/staff-format";
import { TimetableStatusBadge } from "#app/shared/staff/status-badge";

type TimetableRow = { location: string; bookedSeats: number; maxSeats: number; status: string };

/** What the Schedules and Available Dates tables show alike: where, seats taken of the maximum, and status. */
export function timetableColumns<T extends TimetableRow>(): Column<T>[] {
  return [
    { header: "Location", cell: (row) => row.location },
    { header: "Seats", cell: (row) => seatsText(row.bookedSeats, row.maxSeats) },
    { header: "Status", cell: (row) => <TimetableStatusBadge status={row.status} /> },
  ];
}
