// The money report (issue 21): succeeded payments and refunds from the ledger alone, each on the London day it counts
// (money recorded by hand on the day it arrived, payment.received_on; anything else, refunds included, on the day it
// settled), summed by day, method, course and month for bank reconciliation.
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courses, payments } from "#db/schema";
import { withBookingAndCourse } from "#app/features/payments/ledger.server";
import { londonToday } from "#app/shared/dates";
import { receiptNumberText } from "#app/shared/receipts";
import { methodOf, reportRange, summariseLedger } from "./money-report";
import type { LedgerEntry, MoneyReport, MoneyReportQuery } from "./money-report-schema";

const settledDay = sql`to_char(coalesce(${payments.settledAt}, ${payments.createdAt}) at time zone 'Europe/London', 'YYYY-MM-DD')`;

/** The London day a succeeded ledger row counts on, as 'YYYY-MM-DD'. */
export const ledgerDaySql = sql<string>`(case when ${payments.kind} <> 'refund' and ${payments.receivedOn} is not null then to_char(${payments.receivedOn}, 'YYYY-MM-DD') else ${settledDay} end)`;

/** Every succeeded payment and refund counted between two London days (inclusive), oldest first. */
export async function ledgerEntries(db: Executor, from: string, to: string): Promise<LedgerEntry[]> {
  const rows = await withBookingAndCourse(
    db
      .select({
        id: payments.id,
        day: ledgerDaySql,
        kind: payments.kind,
        amount: payments.amount,
        provider: payments.provider,
        method: payments.method,
        receiptNumber: payments.receiptNumber,
        bookingId: bookings.id,
        reference: bookings.reference,
        userDetails: bookings.userDetails,
        courseId: courses.id,
        courseTitle: courses.title,
      })
      .from(payments)
      .$dynamic(),
  )
    .where(and(eq(payments.state, "succeeded"), sql`${ledgerDaySql} between ${from} and ${to}`))
    .orderBy(asc(ledgerDaySql), asc(payments.settledAt), asc(payments.id));
  return rows.map((row) => ({
    id: row.id,
    day: row.day,
    kind: row.kind === "refund" ? "refund" : "payment",
    amount: row.amount,
    method: methodOf(row),
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    bookingId: row.bookingId,
    reference: row.reference,
    customerName: row.userDetails.fullName,
    receipt: row.kind !== "refund" && row.receiptNumber !== null ? receiptNumberText(row.receiptNumber) : null,
  }));
}

export async function moneyReport(db: Executor, query: MoneyReportQuery, today = londonToday()): Promise<MoneyReport> {
  const { from, to } = reportRange(query, today);
  const entries = await ledgerEntries(db, from, to);
  return { from, to, ...summariseLedger(entries), entries };
}
