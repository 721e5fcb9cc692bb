// A course date's roster (issue 13): its learners, phones, paid and owed, whether joining instructions went;
// printable as a sign-in sheet. Shown in the Rosters tab and on the date's own page (issue 21), with everyone on it:
// the places booked offline too, named or not, and the seats in the figures the course page shows.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import type { Roster } from "./staff-schema";
import { rosterRows, seatsSentence, type RosterRow } from "./offline-places-roster";

/** A course date as the staff URLs name it: /admin/dates/instance/{id} or /admin/dates/date/{id}. */
export type StaffDateKey = { kind: "instance" | "date"; id: string };

export const rosterQueryOf = (key: StaffDateKey) =>
  key.kind === "instance" ? `instanceId=${key.id}` : `availableDateId=${key.id}`;

export const staffDatePath = (key: StaffDateKey) => `/admin/dates/${key.kind}/${key.id}`;

/** A dash for what the roster does not know of a place booked offline (its money is not in the ledger). */
const notRecorded = (
  <>
    <span aria-hidden="true">—</span>
    <span className="sr-only">Not recorded</span>
  </>
);

const columns: Column<RosterRow>[] = [
  {
    header: "Learner",
    className: "min-w-36",
    cell: (row) =>
      row.kind === "offline" && !row.named ? (
        <span className="text-slate-600 italic">{row.name}</span>
      ) : (
        <span className="font-medium">{row.name}</span>
      ),
  },
  { header: "Phone", className: "whitespace-nowrap", cell: (row) => row.phone || notRecorded },
  {
    header: "Reference",
    cell: (row) =>
      row.kind === "online" ? (
        <span className="font-mono">{row.reference}</span>
      ) : (
        <span className="whitespace-nowrap">Booked offline</span>
      ),
  },
  {
    header: "Paid",
    className: "whitespace-nowrap",
    cell: (row) => (row.kind === "online" ? formatPoundsExact(row.amountPaid) : notRecorded),
  },
  {
    header: "Owed",
    className: "whitespace-nowrap",
    cell: (row) => (row.kind === "offline" ? notRecorded : row.owed > 0 ? formatPoundsExact(row.owed) : "Nothing"),
  },
  {
    header: "Joining instructions",
    // The office's own business, not the sign-in sheet's (walkthrough, office manager's item 4).
    className: "print:hidden",
    cell: (row) => (row.kind === "offline" ? notRecorded : row.joiningInstructionsSent ? "Sent" : "Not yet"),
  },
  {
    header: "Signature",
    className: "w-40",
    cell: () => <span className="block h-6 border-b border-slate-400" aria-hidden="true" />,
  },
];

export function useRoster(key: StaffDateKey | null) {
  return useQuery({
    queryKey: ["admin", "roster", key ? rosterQueryOf(key) : ""],
    queryFn: () => apiGet<Roster>(`/api/admin/roster?${rosterQueryOf(key!)}`),
    enabled: key !== null,
  });
}

export function DateRoster({ dateKey }: { dateKey: StaffDateKey }) {
  const roster = useRoster(dateKey);
  return (
    <QueryState query={roster} what="the roster">
      {(sheet) => (
        <>
          <h2 className="font-semibold text-brand-900">
            {sheet.courseTitle}, {formatDate(sheet.startDate)}, {sheet.location}
          </h2>
          {sheet.venueAddress && <p className="text-sm text-slate-700">{sheet.venueAddress}</p>}
          <p className="mt-1 mb-3 text-sm text-slate-700">{seatsSentence(sheet.seats)}</p>
          <DataTable
            caption={`Roster: ${sheet.courseTitle}, ${formatDate(sheet.startDate)}`}
            columns={columns}
            rows={rosterRows(sheet)}
            empty="Nobody is booked on this date yet."
          />
        </>
      )}
    </QueryState>
  );
}
