// The Refunds list as CSV (issue 21, the office manager's list item 10): every refund, newest first, money as plain
// numbers ('249.00'), with its state, how it goes back and when it was recorded and paid back (London).
import { decimalPounds } from "#app/shared/money";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";
import type { AdminRefund } from "#app/features/booking/staff/staff-schema";

const STATE: Record<AdminRefund["state"], string> = {
  pending: "to be paid back",
  succeeded: "paid back",
  failed: "failed",
  stuck: "stuck",
  canceled: "withdrawn",
};

const COLUMNS: CsvColumn<AdminRefund>[] = [
  { header: "Reference", value: (refund) => refund.reference },
  { header: "Customer", value: (refund) => refund.customerName },
  { header: "Course", value: (refund) => refund.courseTitle },
  { header: "Amount", value: (refund) => decimalPounds(refund.amount) },
  { header: "State", value: (refund) => STATE[refund.state] },
  { header: "Paid back", value: (refund) => (refund.byHand ? "by hand" : "to the card") },
  { header: "Reason", value: (refund) => refund.reason },
  { header: "Recorded", value: (refund) => csvDateTime(refund.createdAt) },
  { header: "Settled", value: (refund) => csvDateTime(refund.settledAt) },
  { header: "Provider reference", value: (refund) => refund.providerRef },
];

export const refundsCsv = (refunds: readonly AdminRefund[]) => toCsv(refunds, COLUMNS);
