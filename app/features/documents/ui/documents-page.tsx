// /admin/documents (issue 24): the numbered documents issued, filtered by kind and days of issue (in the address),
// each a PDF; and the money journal of the same days as CSV for accounting.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { FilteredResults, FiltersForm, useCheckedFilters } from "#app/shared/staff/filters-form";
import { ExportCsvLink } from "#app/shared/staff/staff-list";
import { withQuery } from "#app/shared/staff/staff-format";
import { DOCUMENT_KIND_NAMES, DOCUMENT_KINDS, DocumentsQuerySchema, type AdminDocument } from "../documents-schema";
import { invoiceStateText } from "../invoice-status";

const FILTERS_IN_URL = { kind: "kind", from: "from", to: "to" } as const;

const COLUMNS: Column<AdminDocument>[] = [
  {
    header: "Number",
    cell: (row) => (
      <a
        href={`/api/admin/documents/${row.id}.pdf`}
        target="_blank"
        rel="noopener"
        className="font-semibold text-brand-700 underline underline-offset-2"
      >
        {row.number}
      </a>
    ),
  },
  { header: "Kind", cell: (row) => row.title },
  { header: "Date", cell: (row) => formatDate(row.issuedOn) },
  {
    header: "Booking",
    cell: (row) => (
      <Link to={`/admin/bookings/${row.bookingId}`} className="text-brand-700 underline underline-offset-2">
        {row.reference}
      </Link>
    ),
  },
  { header: "Customer", cell: (row) => row.customer },
  { header: "Total", cell: (row) => formatPoundsExact(row.total), className: "text-right" },
  {
    // An invoice's state (issue 24); one with money owed is paid from its booking's page ('Record payment').
    header: "Paid",
    cell: (row) =>
      row.owed === null ? null : (
        <>
          {invoiceStateText({ ...row, owed: row.owed }, londonToday())}
          {row.owed > 0 && (
            <>
              {" "}
              <Link
                to={`/admin/bookings/${row.bookingId}`}
                className="text-brand-700 underline underline-offset-2"
                aria-label={`Record a payment against ${row.number}`}
              >
                Record payment
              </Link>
            </>
          )}
        </>
      ),
  },
];

export function DocumentsPage() {
  const { filters, setFilters, parsed, problem, errorOf } = useCheckedFilters(FILTERS_IN_URL, DocumentsQuerySchema);
  const list = useQuery({
    queryKey: ["admin", "documents", filters],
    queryFn: () => apiGet<AdminDocument[]>(withQuery("/api/admin/documents", filters)),
    enabled: parsed.success,
  });
  const apply = (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setFilters({ kind: text("kind"), from: text("from"), to: text("to") });
  };
  const range = parsed.success ? { from: filters.from, to: filters.to } : {};
  return (
    <>
      <FiltersForm label="Filter the documents" shown={filters} onApply={apply}>
        <div className="grid gap-3 sm:grid-cols-3">
          <SelectField label="Kind" name="kind" defaultValue={filters.kind} error={errorOf("kind")}>
            <option value="">Any</option>
            {DOCUMENT_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {DOCUMENT_KIND_NAMES[kind]}
              </option>
            ))}
          </SelectField>
          <TextField label="Issued from" name="from" type="date" defaultValue={filters.from} error={errorOf("from")} />
          <TextField label="Issued to" name="to" type="date" defaultValue={filters.to} error={errorOf("to")} />
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Show</Button>
          <ExportCsvLink href={withQuery("/api/admin/money-journal.csv", range)} label="Money journal (CSV)" />
        </div>
        <p className="text-sm text-slate-700">
          The money journal lists every payment, refund, invoice and credit note on the days chosen (this month when
          none are), as accounting needs them.
        </p>
      </FiltersForm>
      <FilteredResults heading="Issued" problem={problem} query={list} what="the documents">
        {(rows) => (
          <DataTable
            caption="Documents issued"
            columns={COLUMNS}
            rows={rows}
            empty="No documents match these filters."
          />
        )}
      </FilteredResults>
    </>
  );
}
