// One table of the money report: a line per day, method, course or month with what came in and went out, and the
// range's total as its last row; its CSV beside its heading.
import { useId } from "react";
import { formatPoundsExact } from "#app/shared/money";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { ExportCsvLink } from "#app/shared/staff/staff-list";
import type { MoneyFigures } from "../money-report-schema";

type Line = MoneyFigures & { key: string; label: string; total?: boolean };

const FIGURE_COLUMNS: Column<Line>[] = [
  { header: "Takings", className: "whitespace-nowrap text-right", cell: (line) => formatPoundsExact(line.takings) },
  { header: "Refunds", className: "whitespace-nowrap text-right", cell: (line) => formatPoundsExact(line.refunds) },
  { header: "Net", className: "whitespace-nowrap text-right", cell: (line) => formatPoundsExact(line.net) },
  {
    header: "Payments",
    className: "whitespace-nowrap text-right",
    cell: (line) => `${line.payments}${line.refundCount ? ` (${line.refundCount} refunded)` : ""}`,
  },
];

export function MoneyTable({
  title,
  firstColumn,
  lines,
  totals,
  csvHref,
  empty,
}: {
  title: string;
  firstColumn: string;
  lines: Line[];
  totals: MoneyFigures;
  csvHref: string;
  empty: string;
}) {
  const id = useId();
  const rows: Line[] = lines.length ? [...lines, { ...totals, key: "total", label: "Total", total: true }] : [];
  const columns: Column<Line>[] = [
    {
      header: firstColumn,
      className: "whitespace-nowrap",
      cell: (line) => (line.total ? <strong>{line.label}</strong> : line.label),
    },
    ...FIGURE_COLUMNS.map((column) => ({
      ...column,
      cell: (line: Line) => (line.total ? <strong>{column.cell(line)}</strong> : column.cell(line)),
    })),
  ];
  return (
    <section aria-labelledby={`${id}-heading`} className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        <ExportCsvLink href={csvHref} label={`Export ${title.toLowerCase()} (CSV)`} />
      </div>
      <DataTable caption={title} columns={columns} rows={rows} rowKey={(line) => line.key} empty={empty} />
    </section>
  );
}
