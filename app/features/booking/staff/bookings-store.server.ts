// Bookings for staff: the list, one booking with its payments and timeline, and a payment taken outside the site
// recorded by hand (cancelling is staff-cancellation.server.ts).
import { and, asc, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookingEvents, bookings, courseInstances, courses, documents, payments } from "#db/schema";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
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
import { badRequest, conflict, notFound } from "#app/shared/http-error";
import { formatDate, londonDateOf, londonToday } from "#app/shared/dates";
import { receivedOnRefusal } from "#app/features/payments/by-hand";
import { formatPoundsExact } from "#app/shared/money";
import { balancePaymentRefusal, overpaymentRefusal } from "./booking-rules";
import type {
  AdminBookingDetail,
  AdminBookingFull,
  AdminBookingRow,
  BookingListQuery,
  StaffPaymentInput,
} from "./staff-schema";
import { isoOrNull } from "#app/shared/staff/route-helpers.server";
import { issueReceipt } from "#app/features/documents/issue-receipt.server";
import { withCourseAndDates } from "../booking-dates.server";

const bookingNotFound = () => notFound("Booking not found");

// The course date: the instance's start or the available date, whichever the booking names.
const courseDate = sql`coalesce(${courseInstances.startDate}, ${availableDates.date})`;

async function selectBookings(db: Executor, where?: SQL): Promise<AdminBookingDetail[]> {
  const rows = await withCourseAndDates(
    db
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
      .$dynamic(),
  )
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
        cancelledBy: booking.cancelledBy ?? null,
        cancelReason: booking.cancelReason ?? null,
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
  // A booking paid by invoice (issue 24) names its invoice beside its payment type.
  const [invoice] =
    booking.paymentType === "invoice"
      ? await db
          .select({ id: documents.id, number: documents.displayNumber })
          .from(documents)
          .where(and(eq(documents.bookingId, id), eq(documents.kind, "invoice")))
          .orderBy(asc(documents.number))
          .limit(1)
      : [];
  return {
    ...booking,
    invoice: invoice ?? null,
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
      receivedOn: payment.receivedOn,
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
      createdAt: bookings.createdAt,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for("no key update");
  if (!booking) throw bookingNotFound();
  const amountHeld = await amountHeldOf(tx, id);
  return { ...booking, amountHeld, balanceDue: balanceDueOf({ ...booking, amountHeld }) };
}

export type LockedBooking = Awaited<ReturnType<typeof lockBooking>>;

/**
 * A staff action on one booking, in one transaction: the booking locked as every writer of it locks it, `step` run
 * on it (it throws to refuse), then the booking as staff see it afterwards.
 */
export function withLockedBooking(
  db: Database,
  id: string,
  step: (tx: Executor, booking: LockedBooking) => Promise<void>,
): Promise<AdminBookingFull> {
  return db.transaction(async (tx) => {
    await step(tx, await lockBooking(tx, id));
    return getBooking(tx, id);
  });
}

/**
 * Records money staff took outside the site (bank transfer, cash, card machine) as a ledger row, with a receipt to
 * the customer and a line on the timeline. Never more than is owed; any card attempt still open is closed. The day
 * it arrived (today unless staff say otherwise) is the payment's date on the receipt, in the ledger and the reports.
 */
export async function recordStaffPayment(
  db: Database,
  id: string,
  payment: StaffPaymentInput,
  staff: { id: string; username: string },
  site: SiteInfo,
): Promise<AdminBookingFull> {
  return withLockedBooking(db, id, async (tx, booking) => {
    const refusal = balancePaymentRefusal(booking) ?? overpaymentRefusal(booking, payment.amount);
    if (refusal) throw conflict(refusal);
    const today = londonToday();
    const receivedOn = payment.receivedOn ?? today;
    const wrongDay = receivedOnRefusal(receivedOn, { today, bookedOn: londonDateOf(booking.createdAt) });
    if (wrongDay) throw badRequest(wrongDay, { receivedOn: [wrongDay] });
    // A card form the customer may still have open asks for the old balance: it is closed, at the provider too.
    await closeOpenAttempts(tx, id);
    const row = await recordManualPayment(tx, {
      bookingId: id,
      amount: payment.amount,
      method: payment.method,
      note: payment.note ?? null,
      recordedBy: staff.id,
      receivedOn,
    });
    const arrived = receivedOn === today ? "" : `, received on ${formatDate(receivedOn)}`;
    await addBookingEvent(tx, id, {
      kind: "payment",
      text: `${formatPoundsExact(payment.amount)} recorded by staff (${payment.method})${arrived}${payment.note ? `: ${payment.note}` : ""}`,
      actor: staff.username,
    });
    await issueReceipt(tx, row.id, site);
    await queueReceipt(tx, id, row.id, site);
  });
}
