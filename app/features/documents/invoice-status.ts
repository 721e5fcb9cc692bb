// An invoice's state in words (issue 24), the same on the staff's lists and the customer's booking page: paid, part
// paid, unpaid or overdue, from what is still owed on it and its due date. Isomorphic and small: the booking page
// carries it within its script budget.
import { formatPoundsExact } from "#app/shared/money";

export type InvoiceState = "paid" | "part-paid" | "unpaid" | "overdue";

/** `owed` in pence (invoice-balance.server.ts); overdue from the day after the due date. */
export function invoiceStateOf(
  invoice: { total: number; owed: number; dueOn: string | null },
  today: string,
): InvoiceState {
  if (invoice.owed <= 0) return "paid";
  if (invoice.dueOn && today > invoice.dueOn) return "overdue";
  return invoice.owed < invoice.total ? "part-paid" : "unpaid";
}

/** 'Paid', 'Part paid: £100.00 owed', 'Unpaid', 'Overdue: £249.00 owed'. */
export function invoiceStateText(
  invoice: { total: number; owed: number; dueOn: string | null },
  today: string,
): string {
  const state = invoiceStateOf(invoice, today);
  const owed = formatPoundsExact(invoice.owed);
  if (state === "paid") return "Paid";
  if (state === "overdue") return `Overdue: ${owed} owed`;
  return state === "part-paid" ? `Part paid: ${owed} owed` : "Unpaid";
}
