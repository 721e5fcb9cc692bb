// Bookings for staff: the list, one booking with its payments and timeline, and what staff do to one by hand —
// cancel it (its seat is released) and record a payment taken outside the site.
import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookingEvents, bookings, courseInstances, courses, payments } from "#db/schema";
import { addBookingEvent, applyTransition } from "../life-cycle/booking-lifecycle.server";
import { queueReceipt } from "../life-cycle/booking-messages.server";
import { balanceDueOf } from "../booking-summary";
import {
  amountHeldOf,
  amountHeldSql,
  amountPaidSql,
  paymentsOf,
  recordManualPayment,
} from "#app/features/payments/ledger.server";
import { closeOpenAttempts } from "#app/features/payments/attempts.server";
import { overpaidOf, refundableOf } from "#app/features/payments/money-rules";
import type { SiteInfo } from "#app/shared/site-info";
import { conflict, notFound } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import { balancePaymentRefusal, overpaymentRefusal } from "./booking-rules";
import type {
  AdminBookingDetail,
  AdminBookingFull,
  AdminBookingRow,
  BookingListQuery,
  StaffCancelInput,
  StaffCancellationQuote,
  StaffPaymentInput,
} from "./staff-schema";
import { queueCancellationEmail, quoteCancellation } from "../changes/cancellation.server";
import { recordRefunds } from "#app/features/payments/refunds.server";
import { getBookingSummary } from "../booking-summary.server";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";
import { isoOrNull } from "#app/shared/staff/route-helpers.server";

const bookingNotFound = () => notFound("Booking not found");

// The course date: the instance's start or the available date, whichever the booking names.
const courseDate = sql`coalesce(${courseInstances.startDate}, ${availableDates.date})`;

async function selectBookings(db: Executor, where?: SQL): Promise<AdminBookingDetail[]> {
  const rows = await db
    .select({
      booking: bookings,
      amountPaid: amountPaidSql(),
      amountHeld: amountHeldSql(),
      firstPayment: sql<{
        provider: string;
        ref: string | null;
      } | null>`(select json_build_object('provider', ${payments.provider}, 'ref', ${payments.providerRef}) from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.kind} in ('deposit', 'full') order by (${payments.state} = 'succeeded') desc, ${payments.createdAt} desc limit 1)`,
      lastSettledAt: sql<
        string | null
      >`(select max(${payments.settledAt}) from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.state} = 'succeeded')`,
      courseTitle: courses.title,
      instanceStart: courseInstances.startDate,
      instanceLocation: courseInstances.location,
      date: availableDates.date,
      dateLocation: availableDates.location,
    })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, bookings.availableDateId))
    .where(where)
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return rows.map(
    ({
      booking,
      amountPaid,
      amountHeld,
      firstPayment,
      lastSettledAt,
      courseTitle,
      instanceStart,
      instanceLocation,
      date,
      dateLocation,
    }) => {
      const balanceDue = balanceDueOf({ ...booking, amountHeld });
      const paidInFull = booking.paymentType === "deposit" && booking.status === "confirmed" && balanceDue === 0;
      return {
        id: booking.id,
        reference: booking.reference,
        customerName: booking.userDetails.fullName,
        customerEmail: booking.userDetails.email,
        customerPhone: booking.userDetails.phone,
        courseId: booking.courseId,
        courseTitle,
        date: (instanceStart ?? date)!,
        location: (instanceLocation ?? dateLocation)!,
        paymentType: booking.paymentType as AdminBookingRow["paymentType"],
        paymentAmount: booking.paymentAmount,
        totalPrice: booking.totalPrice,
        amountPaid,
        amountHeld,
        overpaid: overpaidOf({ settled: amountPaid, totalPrice: booking.totalPrice }),
        balanceDue,
        balanceDueDate: booking.balanceDueDate,
        balancePaidAt: paidInFull && lastSettledAt ? new Date(lastSettledAt).toISOString() : null,
        status: booking.status,
        needsRefund: booking.needsRefund,
        createdAt: booking.createdAt.toISOString(),
        availableDateId: booking.availableDateId,
        instanceId: booking.instanceId,
        leadId: booking.leadId,
        userDetails: booking.userDetails,
        notes: booking.userDetails.notes || null,
        holdExpiresAt: isoOrNull(booking.holdExpiresAt),
        confirmedAt: isoOrNull(booking.confirmedAt),
        cancelledAt: isoOrNull(booking.cancelledAt),
        paymentProvider: firstPayment?.provider ?? null,
        paymentReference: firstPayment?.ref ?? null,
        updatedAt: booking.updatedAt.toISOString(),
      };
    },
  );
}

const ROW_FIELDS = [
  "id",
  "reference",
  "customerName",
  "customerEmail",
  "customerPhone",
  "courseId",
  "courseTitle",
  "date",
  "location",
  "paymentType",
  "paymentAmount",
  "totalPrice",
  "amountPaid",
  "amountHeld",
  "overpaid",
  "balanceDue",
  "balanceDueDate",
  "balancePaidAt",
  "status",
  "needsRefund",
  "paymentProvider",
  "createdAt",
] as const satisfies readonly (keyof AdminBookingRow)[];

const toRow = (detail: AdminBookingDetail): AdminBookingRow =>
  Object.fromEntries(ROW_FIELDS.map((field) => [field, detail[field]])) as AdminBookingRow;

/** Bookings, newest first; from/to bound the course date (inclusive). */
export async function listBookings(db: Executor, query: BookingListQuery = {}): Promise<AdminBookingRow[]> {
  const rows = await selectBookings(
    db,
    and(
      query.courseId ? eq(bookings.courseId, query.courseId) : undefined,
      query.status ? eq(bookings.status, query.status) : undefined,
      query.from ? gte(courseDate, query.from) : undefined,
      query.to ? lte(courseDate, query.to) : undefined,
    ),
  );
  return rows.map(toRow);
}

export async function getBooking(db: Executor, id: string): Promise<AdminBookingFull> {
  const [booking] = await selectBookings(db, eq(bookings.id, id));
  if (!booking) throw bookingNotFound();
  const ledger = await paymentsOf(db, id);
  const events = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.seq));
  const [{ result } = { result: null }] = await db
    .select({ result: bookings.result })
    .from(bookings)
    .where(eq(bookings.id, id));
  return {
    ...booking,
    result,
    refundable: refundableOf(ledger),
    payments: ledger.map((payment) => ({
      id: payment.id,
      kind: payment.kind,
      amount: payment.amount,
      state: payment.state,
      provider: payment.provider,
      providerRef: payment.providerRef,
      method: payment.method,
      note: payment.note,
      createdAt: payment.createdAt.toISOString(),
      settledAt: isoOrNull(payment.settledAt),
    })),
    timeline: events.map((event) => ({
      at: event.at.toISOString(),
      kind: event.kind,
      text: event.text,
      actor: event.actor,
    })),
  };
}

/** Reads the booking under a row lock, so a payment being recorded for it finishes first (or waits). */
export async function lockBooking(tx: Executor, id: string) {
  const [booking] = await tx
    .select({
      id: bookings.id,
      status: bookings.status,
      paymentType: bookings.paymentType,
      totalPrice: bookings.totalPrice,
      paymentAmount: bookings.paymentAmount,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for("no key update");
  if (!booking) throw bookingNotFound();
  const amountHeld = await amountHeldOf(tx, id);
  return { ...booking, amountHeld, balanceDue: balanceDueOf({ ...booking, amountHeld }) };
}

/**
 * Cancels a pending or confirmed booking: it stops counting as a seat taken at once (decision 003). The refund staff
 * chose (never more than the booking holds) is paid back by the refund job; the customer is e-mailed unless staff
 * say not to.
 */
export async function cancelBooking(
  db: Database,
  id: string,
  request: StaffCancelInput,
  staff: string,
  site: SiteInfo,
): Promise<AdminBookingFull> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const refundable = refundableOf(await paymentsOf(tx, id));
    if (request.refund > refundable) {
      throw conflict(`The refund cannot be more than the ${formatPoundsExact(refundable)} paid.`);
    }
    const refund = request.refund > 0 ? ` Refund of ${formatPoundsExact(request.refund)}.` : " No refund.";
    await applyTransition(tx, booking, "cancelByStaff", {
      text: `Cancelled by staff; the seat is released.${refund} Reason: ${request.reason}`,
      actor: staff,
    });
    const reason = `Cancelled by the academy: ${request.reason}`;
    const route = await recordRefunds(tx, id, { amount: request.refund, reason });
    if (request.notifyCustomer) await queueCancellationEmail(tx, id, site, { ...route, reason }, "staff");
    return getBooking(tx, id);
  });
}

/** What the policy would refund if the booking were cancelled today, and the most staff may refund. */
export async function staffCancellationQuote(db: Executor, id: string): Promise<StaffCancellationQuote> {
  const summary = await getBookingSummary(db, { id });
  if (!summary) throw bookingNotFound();
  const policy =
    summary.status === "confirmed" ? await quoteCancellation(db, summary) : { amount: 0, reason: "Nothing paid" };
  return { policy, maxRefund: refundableOf(await paymentsOf(db, id)) };
}

/**
 * Records money staff took outside the site (bank transfer, cash, card machine) as a ledger row, with a receipt to
 * the customer and a line on the timeline. Never more than is owed; any card attempt still open is closed.
 */
export async function recordStaffPayment(
  db: Database,
  id: string,
  payment: StaffPaymentInput,
  staff: { id: string; username: string },
  site: SiteInfo,
): Promise<AdminBookingFull> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const refusal = balancePaymentRefusal(booking) ?? overpaymentRefusal(booking, payment.amount);
    if (refusal) throw conflict(refusal);
    // A card form the customer may still have open asks for the old balance: it is closed, at the provider too.
    await closeOpenAttempts(tx, id);
    const row = await recordManualPayment(tx, {
      bookingId: id,
      amount: payment.amount,
      method: payment.method,
      note: payment.note ?? null,
      recordedBy: staff.id,
    });
    await addBookingEvent(tx, id, {
      kind: "payment",
      text: `${formatPoundsExact(payment.amount)} recorded by staff (${payment.method})${payment.note ? `: ${payment.note}` : ""}`,
      actor: staff.username,
    });
    await queueReceipt(tx, id, row.id, site);
    return getBooking(tx, id);
  });
}

const BOOKING_COLUMNS: CsvColumn<AdminBookingRow>[] = [
  { header: "Reference", value: (b) => b.reference },
  { header: "Booked", value: (b) => csvDateTime(b.createdAt) },
  { header: "Status", value: (b) => b.status },
  { header: "Needs refund", value: (b) => (b.needsRefund ? "yes" : "") },
  { header: "Customer", value: (b) => b.customerName },
  { header: "Email", value: (b) => b.customerEmail },
  { header: "Phone", value: (b) => b.customerPhone },
  { header: "Course", value: (b) => b.courseTitle },
  { header: "Date", value: (b) => b.date },
  { header: "Location", value: (b) => b.location },
  { header: "Payment", value: (b) => b.paymentType },
  { header: "Payment amount", value: (b) => formatPoundsExact(b.paymentAmount) },
  { header: "Total price", value: (b) => formatPoundsExact(b.totalPrice) },
  { header: "Balance due", value: (b) => formatPoundsExact(b.balanceDue) },
  { header: "Balance due by", value: (b) => b.balanceDueDate },
  { header: "Balance paid", value: (b) => csvDateTime(b.balancePaidAt) },
];

export const bookingsCsv = (rows: readonly AdminBookingRow[]) => toCsv(rows, BOOKING_COLUMNS);
