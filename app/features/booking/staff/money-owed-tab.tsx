// Money owed (issue 13): every confirmed booking with a balance, due or overdue, with totals.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { Badge } from "#app/shared/staff/status-badge";
import { TabHeader } from "#app/shared/staff/tab-header";
import { ExportCsvLink } from "#app/shared/staff/staff-list";
import { referenceColumn } from "./reference-column";
import { RefundsList } from "./refunds-list";
import type { MoneyOwed } from "./staff-schema";

type Line = MoneyOwed["bookings"][number];

const TONES = { due: "muted", "due today": "warning", overdue: "danger" } as const;

const columns: Column<Line>[] = [
  referenceColumn((booking) => booking.id),
  {
    header: "Customer",
    cell: (line) => (
      <>
        <span className="font-medium text-slate-900">{line.customerName}</span>
        <a className="block text-xs text-brand-700 underline" href={`tel:${line.customerPhone.replace(/[^\d+]/g, "")}`}>
          {line.customerPhone}
        </a>
      </>
    ),
  },
  { header: "Course", cell: (line) => `${line.courseTitle}, ${formatDate(line.startDate)}` },
  {
    header: "Due",
    className: "whitespace-nowrap",
    cell: (line) => (line.balanceDueDate ? formatDate(line.balanceDueDate) : "N/A"),
  },
  { header: "Paid", className: "whitespace-nowrap", cell: (line) => formatPoundsExact(line.amountPaid) },
  { header: "Owed", className: "whitespace-nowrap font-semibold", cell: (line) => formatPoundsExact(line.owed) },
  {
    header: "State",
    cell: (line) => (
      <Badge tone={TONES[line.state]}>
        {line.state === "due" ? "Due" : line.state === "due today" ? "Due today" : "Overdue"}
      </Badge>
    ),
  },
];

type Overpaid = MoneyOwed["overpaid"][number];

const overpaidColumns: Column<Overpaid>[] = [
  referenceColumn((line) => line.id),
  { header: "Customer", cell: (line) => line.customerName },
  { header: "Course", cell: (line) => line.courseTitle },
  { header: "Price", className: "whitespace-nowrap", cell: (line) => formatPoundsExact(line.totalPrice) },
  { header: "Paid", className: "whitespace-nowrap", cell: (line) => formatPoundsExact(line.amountPaid) },
  {
    header: "Overpaid",
    className: "whitespace-nowrap font-semibold",
    cell: (line) => formatPoundsExact(line.overpaid),
  },
  {
    header: "Refund",
    cell: (line) =>
      line.refundPending >= line.overpaid ? (
        <Badge tone="warning">On its way</Badge>
      ) : (
        <Badge tone="danger">Refund needed</Badge>
      ),
  },
];

/** Bookings that took more than their price (issue 19): shown until the refund of the excess has arrived. */
function OverpaidList({ lines }: { lines: Overpaid[] }) {
  return (
    <section aria-labelledby="overpaid-heading" className="mt-8">
      <h3 id="overpaid-heading" className="mb-2 font-semibold text-brand-900">
        Overpaid
      </h3>
      <DataTable
        caption="Overpaid bookings"
        columns={overpaidColumns}
        rows={lines}
        empty="No booking holds more than its price."
      />
    </section>
  );
}

export default function MoneyOwedTab() {
  const query = useQuery({
    queryKey: ["admin", "money-owed"],
    queryFn: () => apiGet<MoneyOwed>("/api/admin/money-owed"),
  });
  return (
    <section aria-labelledby="money-owed-heading">
      <TabHeader
        id="money-owed-heading"
        title="Money owed"
        description="Confirmed bookings with a balance still to pay, the oldest due date first; then refunds."
      >
        <ExportCsvLink href="/api/admin/money-owed.csv" label="Export money owed (CSV)" />
      </TabHeader>
      <QueryState query={query} what="money owed">
        {(owed) => (
          <>
            <p className="mb-4 text-sm text-slate-800" data-testid="money-owed-totals">
              {owed.totals.count} {owed.totals.count === 1 ? "booking owes" : "bookings owe"}{" "}
              {formatPoundsExact(owed.totals.owed)} in total; {formatPoundsExact(owed.totals.overdue)} of it is overdue.
            </p>
            <DataTable caption="Money owed" columns={columns} rows={owed.bookings} empty="No balances owed." />
          </>
        )}
      </QueryState>
      <QueryState query={query} loadingLabel="Loading overpaid bookings" errorMessage="Failed to load money owed.">
        {(owed) => <OverpaidList lines={owed.overpaid} />}
      </QueryState>
      <RefundsList />
    </section>
  );
}
