// 'Due for renewal' (issue 23): by month, who holds what that runs out when, and whether they agreed to reminders
// (without consent, the academy may not remind them: staff decide whether to call).
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { formatDate, formatMonth } from "#app/shared/dates";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { Badge } from "#app/shared/staff/status-badge";
import { ACHIEVEMENT_LABELS, byMonth, RENEWALS_AHEAD_MONTHS, type RenewalDue } from "./renewals-due";

const COLUMNS: Column<RenewalDue>[] = [
  {
    header: "Learner",
    cell: (row) =>
      row.personId ? (
        <Link to={`/admin/people/${row.personId}`} className="font-medium text-brand-700 underline underline-offset-2">
          {row.fullName}
        </Link>
      ) : (
        row.fullName
      ),
  },
  { header: "Expires", cell: (row) => <span className="whitespace-nowrap">{formatDate(row.expiresOn)}</span> },
  { header: "What", cell: (row) => ACHIEVEMENT_LABELS[row.kind] },
  { header: "Course", cell: (row) => `${row.courseTitle} (${row.bookingReference})` },
  {
    header: "Reminders",
    cell: (row) => (row.consented ? <Badge tone="positive">Consented</Badge> : <Badge tone="muted">No consent</Badge>),
  },
];

export function RenewalsPage() {
  const due = useQuery({ queryKey: ["admin", "renewals"], queryFn: () => apiGet<RenewalDue[]>("/api/admin/renewals") });
  return (
    <QueryState query={due} what="the renewals">
      {(rows) => {
        const months = byMonth(rows);
        if (months.length === 0) {
          return (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
              Nothing expires in the next {RENEWALS_AHEAD_MONTHS} months.
            </p>
          );
        }
        return (
          <div className="space-y-8">
            <p className="text-slate-700">
              First aid certificates and SIA licences that expire in the next {RENEWALS_AHEAD_MONTHS} months. Reminders
              go only to people who consented.
            </p>
            {months.map(({ month, rows: monthRows }) => (
              <section key={month} aria-labelledby={`renewals-${month}`} className="space-y-3">
                <h2 id={`renewals-${month}`} className="text-lg font-bold text-brand-900">
                  {formatMonth(month)}
                </h2>
                <DataTable
                  caption={`Due for renewal in ${formatMonth(month)}`}
                  columns={COLUMNS}
                  rows={monthRows}
                  empty=""
                />
              </section>
            ))}
          </div>
        );
      }}
    </QueryState>
  );
}
