// /admin/reports (issue 21, the office manager's list item 10): takings and refunds from the ledger for a range of
// London days (this month unless the address says otherwise), by day, method, course and month, each table with its
// total and its CSV, then every payment and refund of the range for ticking off against the bank statement.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { TextField } from "#app/shared/ui/form-field";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { FiltersForm, useCheckedFilters } from "#app/shared/staff/filters-form";
import { QueryState } from "#app/shared/staff/query-state";
import { ExportCsvLink } from "#app/shared/staff/staff-list";
import { withQuery } from "#app/shared/staff/staff-format";
import { reportRange, thisMonth } from "../money-report";
import {
  MoneyReportQuerySchema,
  type LedgerEntry,
  type MoneyReport,
  type MoneyReportTable,
} from "../money-report-schema";
import { MoneyTable } from "./money-table";

const FILTERS_IN_URL = { from: "from", to: "to" } as const;

const monthName = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });
const monthText = (month: string) => monthName.format(new Date(`${month}-15T12:00:00Z`));

const entryColumns: Column<LedgerEntry>[] = [
  { header: "Day", className: "whitespace-nowrap", cell: (entry) => formatDate(entry.day) },
  {
    header: "Amount",
    className: "whitespace-nowrap text-right",
    cell: (entry) =>
      entry.kind === "refund" ? `Refund −${formatPoundsExact(entry.amount)}` : formatPoundsExact(entry.amount),
  },
  { header: "Method", className: "whitespace-nowrap", cell: (entry) => entry.method },
  {
    header: "Booking",
    className: "whitespace-nowrap",
    cell: (entry) => (
      <Link to={`/admin/bookings/${entry.bookingId}`} className="font-medium text-brand-700 underline">
        <span className="sr-only">View booking </span>
        {entry.reference}
      </Link>
    ),
  },
  { header: "Customer", cell: (entry) => entry.customerName },
  { header: "Course", cell: (entry) => entry.courseTitle },
  { header: "Receipt", className: "whitespace-nowrap", cell: (entry) => entry.receipt ?? "" },
];

/** Quick ranges: this month, last month and the year so far. */
function quickRanges(today: string) {
  const month = thisMonth(today);
  const last = thisMonth(addDays(month.from, -1));
  return [
    { label: "This month", ...month },
    { label: "Last month", ...last },
    { label: "This year so far", from: `${today.slice(0, 4)}-01-01`, to: today },
  ];
}

export function MoneyReportPage() {
  const today = londonToday();
  const { filters, setFilters, parsed, problem, errorOf } = useCheckedFilters(FILTERS_IN_URL, MoneyReportQuerySchema);
  const range = reportRange(parsed.success ? parsed.data : {}, today);
  const report = useQuery({
    queryKey: ["admin", "reports", "money", range],
    queryFn: () => apiGet<MoneyReport>(withQuery("/api/admin/reports/money", range)),
    enabled: parsed.success,
  });
  const csv = (table: MoneyReportTable) => withQuery("/api/admin/reports/money.csv", { table, ...range });
  const apply = (form: FormData) =>
    setFilters({ from: String(form.get("from") ?? ""), to: String(form.get("to") ?? "") });
  return (
    <>
      <FiltersForm label="Choose the days" shown={range} onApply={apply}>
        <div className="grid gap-3 sm:grid-cols-2">
          {(["from", "to"] as const).map((name) => (
            <TextField
              key={name}
              label={name === "from" ? "From" : "To"}
              name={name}
              type="date"
              defaultValue={filters[name] || range[name]}
              error={errorOf(name)}
            />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Button type="submit">Show</Button>
          {quickRanges(today).map((quick) => (
            <Button key={quick.label} type="button" variant="outline" size="sm" onClick={() => setFilters(quick)}>
              {quick.label}
            </Button>
          ))}
        </div>
        <p className="text-sm text-slate-700">
          From the ledger: payments on the day they were received (money recorded by hand on the day it arrived),
          refunds on the day they were paid back. Days are London days.
        </p>
      </FiltersForm>
      {problem ? (
        // The field above says what is wrong (role=alert); this only says why no figures show.
        <p className="mt-6 text-sm text-slate-700">Correct the days above to see the report.</p>
      ) : (
        <div className="mt-6">
          <QueryState query={report} what="the report">
            {(money) => <ReportTables report={money} csv={csv} />}
          </QueryState>
        </div>
      )}
    </>
  );
}

function ReportTables({ report, csv }: { report: MoneyReport; csv: (table: MoneyReportTable) => string }) {
  const { totals } = report;
  const nothing = "No payments or refunds on these days.";
  // Each table's lines, keyed, with the text of their first column.
  const lines = {
    days: report.days.map((line) => ({ ...line, key: line.day, label: formatDate(line.day) })),
    methods: report.methods.map((line) => ({ ...line, key: line.method, label: line.method })),
    courses: report.courses.map((line) => ({ ...line, key: line.courseId, label: line.courseTitle })),
    months: report.months.map((line) => ({ ...line, key: line.month, label: monthText(line.month) })),
  };
  const table = (part: keyof typeof lines, title: string, firstColumn: string) => (
    <MoneyTable
      title={title}
      firstColumn={firstColumn}
      lines={lines[part]}
      totals={totals}
      csvHref={csv(part)}
      empty={nothing}
    />
  );
  return (
    <div className="space-y-8">
      <p className="rounded-lg bg-brand-50 p-4 text-brand-900" data-testid="money-report-summary">
        {formatDate(report.from)} to {formatDate(report.to)}: takings{" "}
        <strong>{formatPoundsExact(totals.takings)}</strong> from {totals.payments}{" "}
        {totals.payments === 1 ? "payment" : "payments"}, refunds <strong>{formatPoundsExact(totals.refunds)}</strong>,
        net <strong>{formatPoundsExact(totals.net)}</strong>.
      </p>
      {table("days", "By day", "Day")}
      {table("methods", "By method", "Method")}
      {table("courses", "By course", "Course")}
      {table("months", "By month", "Month")}
      <section aria-labelledby="money-entries-heading" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="money-entries-heading" className="text-lg font-semibold text-brand-900">
            Payments and refunds
          </h2>
          <ExportCsvLink href={csv("entries")} label="Export payments and refunds (CSV)" />
        </div>
        <DataTable caption="Payments and refunds" columns={entryColumns} rows={report.entries} empty={nothing} />
      </section>
    </div>
  );
}
