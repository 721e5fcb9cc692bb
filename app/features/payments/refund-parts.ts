// One refund, however many payments it goes back to (issue 21, L2). A cancellation of a booking paid as deposit and
// balance refunds each payment in its own ledger row (recordRefunds), but the customer was told of one refund of
// £249 and is told once when all of it is back. The parts of a refund are the refund rows created together, in one
// transaction: a cancellation's, a date change's or a staff refund's. They share created_at, which is the
// transaction's own clock (now()), so no column of its own is needed.
import type { Payment } from "#db/schema";
import { formatPoundsExact } from "#app/shared/money";

type RefundRow = Pick<Payment, "id" | "kind" | "amount" | "state" | "createdAt">;

/** The refund rows of a ledger, grouped into refunds (rows created together), oldest refund first. */
export function refundsOf<T extends RefundRow>(ledger: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const row of ledger) {
    if (row.kind !== "refund" || row.state === "canceled") continue;
    const key = row.createdAt.getTime();
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  return [...groups.entries()].sort(([a], [b]) => a - b).map(([, rows]) => rows);
}

/**
 * A refund whose every part has been paid back: its total and the key it is told by (its first part's id, so a refund
 * of one part keeps the key it always had). Undefined while a part is still on its way or has failed (staff retry it),
 * or when every part was taken back.
 */
export function refundPaidBack<T extends RefundRow>(
  parts: readonly T[],
): { key: string; amount: number; parts: T[] } | undefined {
  const live = parts.filter((part) => part.kind === "refund" && part.state !== "canceled");
  if (live.length === 0 || live.some((part) => part.state !== "succeeded")) return undefined;
  const ordered = [...live].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { key: ordered[0]!.id, amount: live.reduce((sum, part) => sum + part.amount, 0), parts: live };
}

/**
 * How each refund row is named where a customer sees the ledger: a refund in one part is 'Refund'; a refund in
 * several reads as one, 'Refund of £249, part 1 of 2', so the page tells the same story as the e-mails.
 */
export function refundLabelsOf<T extends RefundRow>(ledger: readonly T[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const parts of refundsOf(ledger)) {
    const total = formatPoundsExact(parts.reduce((sum, part) => sum + part.amount, 0));
    parts.forEach((part, index) =>
      labels.set(part.id, parts.length === 1 ? "Refund" : `Refund of ${total}, part ${index + 1} of ${parts.length}`),
    );
  }
  return labels;
}
