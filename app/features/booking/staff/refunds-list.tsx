// Refunds for staff (issue 14): each with its state, and 'Retry' for one the provider refused or whose job gave up.
import { useQuery } from "@tanstack/react-query";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { Badge } from "#app/shared/staff/status-badge";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { ExportCsvLink } from "#app/shared/staff/staff-list";
import { referenceColumn } from "./reference-column";
import type { AdminRefund } from "./staff-schema";

const REFUNDS = ["admin", "refunds"] as const;
const STATE = {
  pending: ["To be paid back", "warning"],
  succeeded: ["Paid back", "positive"],
  failed: ["Failed", "danger"],
  stuck: ["Stuck", "danger"],
  canceled: ["Withdrawn", "muted"],
} as const;

function RetryButton({ refund }: { refund: AdminRefund }) {
  const retry = useAdminMutation<void>({
    mutationFn: () => apiRequest("POST", `/api/admin/refunds/${refund.id}/retry`),
    invalidates: [REFUNDS, ["admin", "booking"]],
    failureMessage: "Failed to retry the refund",
    success: { title: "Refund queued again" },
  });
  return (
    <Button size="sm" variant="outline" disabled={retry.isPending} onClick={() => retry.mutate()}>
      Retry refund {refund.reference}
    </Button>
  );
}

// Who asked for the cancellation the refund came from (issue 21, M4).
const ASKED_BY = { customer: "Customer", academy: "Academy" } as const;

const columns: Column<AdminRefund>[] = [
  // Opens the booking, where a refund paid back by hand is marked paid.
  referenceColumn<AdminRefund>((refund) => refund.bookingId, "Booking"),
  { header: "Customer", cell: (refund) => refund.customerName },
  { header: "Amount", className: "whitespace-nowrap", cell: (refund) => formatPoundsExact(refund.amount) },
  {
    header: "State",
    cell: (refund) =>
      refund.byHand && refund.state === "pending" ? (
        <Badge tone="warning">To be paid back by hand</Badge>
      ) : (
        <Badge tone={STATE[refund.state][1]}>{STATE[refund.state][0]}</Badge>
      ),
  },
  {
    header: "Asked by",
    className: "whitespace-nowrap",
    cell: (refund) =>
      refund.cancelledBy ? (
        ASKED_BY[refund.cancelledBy]
      ) : (
        <>
          <span aria-hidden="true">—</span>
          <span className="sr-only">Not a cancellation with who asked</span>
        </>
      ),
  },
  { header: "Why", className: "min-w-48", cell: (refund) => refund.reason ?? "" },
  { header: "Recorded", className: "whitespace-nowrap", cell: (refund) => formatInstantWithTime(refund.createdAt) },
  {
    header: "Actions",
    hiddenHeader: true,
    cell: (refund) => (refund.state === "failed" || refund.state === "stuck" ? <RetryButton refund={refund} /> : null),
  },
];

export function RefundsList() {
  const refunds = useQuery({ queryKey: REFUNDS, queryFn: () => apiGet<AdminRefund[]>("/api/admin/refunds") });
  return (
    <section aria-labelledby="refunds-heading" className="mt-10">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id="refunds-heading" className="text-lg font-bold text-brand-900">
          Refunds
        </h3>
        <ExportCsvLink href="/api/admin/refunds.csv" label="Export refunds (CSV)" />
      </div>
      <QueryState query={refunds} what="refunds">
        {(rows) => <DataTable caption="Refunds" columns={columns} rows={rows} empty="No refunds yet." />}
      </QueryState>
    </section>
  );
}
