// The staff's business accounts (issue 24): newest first, filtered by status in the address (?status=applicant).
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { useUrlFilters } from "#app/shared/staff/use-url-filters";
import { accountsKey } from "./account-queries";
import { AccountStatusBadge } from "./account-status-badge";
import { ACCOUNT_STATUS_LABELS, ACCOUNT_STATUSES, type AdminOrganisationRow } from "./staff-schema";

const COLUMNS: Column<AdminOrganisationRow>[] = [
  {
    header: "Company",
    cell: (row) => (
      <Link to={`/admin/accounts/${row.id}`} className="font-medium text-brand-700 underline underline-offset-2">
        {row.name}
      </Link>
    ),
  },
  { header: "Status", cell: (row) => <AccountStatusBadge status={row.status} /> },
  { header: "Applied", cell: (row) => <span className="whitespace-nowrap">{formatDate(row.createdAt)}</span> },
  { header: "Billing e-mail", cell: (row) => <span className="break-all">{row.billingEmail}</span> },
  { header: "Contacts", cell: (row) => row.contacts },
  {
    header: "Terms",
    cell: (row) => (row.status === "approved" ? `${row.termsDays} days, ${formatPoundsExact(row.creditLimit)}` : ""),
  },
];

const FILTERS = { status: "status" } as const;

export function AccountsList() {
  const [filters, setFilters] = useUrlFilters(FILTERS);
  const selectId = useId();
  const accounts = useQuery({
    queryKey: accountsKey(filters.status),
    queryFn: () =>
      apiGet<AdminOrganisationRow[]>(
        `/api/admin/organisations${filters.status ? `?status=${encodeURIComponent(filters.status)}` : ""}`,
      ),
  });
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select
          id={selectId}
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
          className="mt-1.5 block w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900"
        >
          <option value="">All accounts</option>
          {ACCOUNT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ACCOUNT_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
      <QueryState query={accounts} what="the accounts">
        {(rows) => <DataTable caption="Business accounts" columns={COLUMNS} rows={rows} empty="No accounts to show." />}
      </QueryState>
    </div>
  );
}
