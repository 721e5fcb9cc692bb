// The Bookings tab's CSV (issue 21, M7): every booking the filters show, with its money from the ledger (first
// payment, total paid, refunded, held, balance due) as plain numbers a spreadsheet can add up ('249.00', not '£249'),
// its result and how it was booked. The SPEC's booking fields keep their columns.
import { inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings } from "#db/schema";
import { amountRefundedSql } from "#app/features/payments/ledger.server";
import { decimalPounds } from "#app/shared/money";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";
import { listBookings } from "./bookings-store.server";
import type { AdminBookingRow, BookingListQuery } from "./staff-schema";

type CsvBooking = AdminBookingRow & {
  /** Pence taken (succeeded payments), before any refund. */
  totalPaid: number;
  /** Pence paid back (settled refunds). */
  refunded: number;
  result: "passed" | "not-passed" | "did-not-attend" | null;
  channel: "online" | "phone" | "walk-in";
};

const RESULT_TEXT = { passed: "passed", "not-passed": "not passed", "did-not-attend": "did not attend" } as const;
const pounds = (pence: number) => decimalPounds(pence);

const COLUMNS: CsvColumn<CsvBooking>[] = [
  { header: "Reference", value: (b) => b.reference },
  { header: "Booked", value: (b) => csvDateTime(b.createdAt) },
  { header: "Channel", value: (b) => b.channel },
  { header: "Status", value: (b) => b.status },
  { header: "Result", value: (b) => (b.result ? RESULT_TEXT[b.result] : "") },
  { header: "Needs refund", value: (b) => (b.needsRefund ? "yes" : "") },
  { header: "Customer", value: (b) => b.customerName },
  { header: "Email", value: (b) => b.customerEmail },
  { header: "Phone", value: (b) => b.customerPhone },
  { header: "Course", value: (b) => b.courseTitle },
  { header: "Date", value: (b) => b.date },
  { header: "Location", value: (b) => b.location },
  { header: "Payment", value: (b) => b.paymentType },
  // SPEC §3's paymentAmount: what the first payment (deposit or full) asked for, not what has been paid.
  { header: "Payment amount (first payment)", value: (b) => pounds(b.paymentAmount) },
  { header: "Total price", value: (b) => pounds(b.totalPrice) },
  { header: "Total paid", value: (b) => pounds(b.totalPaid) },
  { header: "Refunded", value: (b) => pounds(b.refunded) },
  { header: "Held", value: (b) => pounds(b.amountHeld) },
  { header: "Balance due", value: (b) => pounds(b.balanceDue) },
  { header: "Balance due by", value: (b) => b.balanceDueDate },
  { header: "Balance paid", value: (b) => csvDateTime(b.balancePaidAt) },
];

/** What the list rows lack for the CSV, read for their ids (in slices: a query's parameters are limited). */
async function moneyAndResultsOf(db: Executor, ids: string[]) {
  const found = new Map<string, Pick<CsvBooking, "totalPaid" | "refunded" | "result" | "channel">>();
  for (let start = 0; start < ids.length; start += 1000) {
    const rows = await db
      .select({
        id: bookings.id,
        result: bookings.result,
        channel: bookings.channel,
        totalPaid: sql<number>`(select coalesce(sum(taken.amount), 0)::int from payment as taken where taken.booking_id = "booking"."id" and taken.kind <> 'refund' and taken.state = 'succeeded')`,
        refunded: amountRefundedSql(),
      })
      .from(bookings)
      .where(inArray(bookings.id, ids.slice(start, start + 1000)));
    for (const { id, ...rest } of rows) found.set(id, rest as typeof rest & { channel: CsvBooking["channel"] });
  }
  return found;
}

/** GET /api/admin/bookings.csv: the bookings the list's filters show, newest first. */
export async function bookingsCsv(db: Executor, query: BookingListQuery): Promise<string> {
  const rows = await listBookings(db, query);
  const extra = await moneyAndResultsOf(
    db,
    rows.map((row) => row.id),
  );
  return toCsv(
    rows.map((row) => ({ ...row, ...extra.get(row.id)! })),
    COLUMNS,
  );
}
