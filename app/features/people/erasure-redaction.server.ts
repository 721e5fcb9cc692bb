// Erasure's redaction of what is kept (issue 23, decision 025): the audit log's entries about the person's records,
// or naming their address, keep who did what and when, with their names and details redacted (REDACTED); their
// bookings' timelines and their payments' notes keep their lines, redacted the same way. Row by row: only rows that
// change are written.
import { and, eq, ilike, inArray, or, type SQL } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { auditLog, bookingEvents, payments } from "#db/schema";
import { containsPattern } from "./search-terms";
import { redactSnapshot, redactText } from "./erasure-redaction";
import type { ErasureScope } from "./erasure-scope.server";

const recordsOf = (recordType: string, ids: readonly string[]): SQL | undefined =>
  ids.length === 0 ? undefined : and(eq(auditLog.recordType, recordType), inArray(auditLog.recordId, [...ids]));

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Redacts the audit log's entries about the person; returns how many changed. */
export async function redactAuditEntries(
  tx: Executor,
  personId: string,
  email: string,
  scope: ErasureScope,
  paymentIds: readonly string[],
): Promise<number> {
  const about = or(
    recordsOf("person", [personId]),
    recordsOf("booking", scope.bookingIds),
    recordsOf("learner", scope.learnerIds),
    recordsOf("lead", scope.leadIds),
    recordsOf("waitlist-entry", scope.entryIds),
    recordsOf("offline-place", scope.placeIds),
    recordsOf("payment", paymentIds),
    ilike(auditLog.summary, containsPattern(email)),
  );
  const rows = await tx.select().from(auditLog).where(about);
  let changed = 0;
  for (const row of rows) {
    const summary = redactText(row.summary, scope.secrets);
    const before = row.before && redactSnapshot(row.before);
    const after = row.after && redactSnapshot(row.after);
    if (summary === row.summary && same(before, row.before) && same(after, row.after)) continue;
    await tx.update(auditLog).set({ summary, before, after }).where(eq(auditLog.id, row.id));
    changed += 1;
  }
  return changed;
}

/** Redacts the person's bookings' timelines and their payments' notes and reasons; returns the payments' ids. */
export async function redactBookingText(tx: Executor, scope: ErasureScope): Promise<string[]> {
  if (scope.bookingIds.length === 0) return [];
  const events = await tx
    .select({ id: bookingEvents.id, text: bookingEvents.text })
    .from(bookingEvents)
    .where(inArray(bookingEvents.bookingId, scope.bookingIds));
  for (const event of events) {
    const text = redactText(event.text, scope.secrets);
    if (text !== event.text) await tx.update(bookingEvents).set({ text }).where(eq(bookingEvents.id, event.id));
  }
  const paymentRows = await tx
    .select({ id: payments.id, note: payments.note, reason: payments.reason })
    .from(payments)
    .where(inArray(payments.bookingId, scope.bookingIds));
  for (const payment of paymentRows) {
    const note = payment.note && redactText(payment.note, scope.secrets);
    const reason = payment.reason && redactText(payment.reason, scope.secrets);
    if (note !== payment.note || reason !== payment.reason)
      await tx.update(payments).set({ note, reason }).where(eq(payments.id, payment.id));
  }
  return paymentRows.map((payment) => payment.id);
}
