// Bookings for staff: the list, one booking, and the two things staff do to
// one by hand — cancel it (its seat is released) and record its balance paid.
import { and, desc, eq, gte, lte, sql, type SQL } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";
import { conflict, notFound } from "#app/shared/http-error";
import { formatPoundsExact } from "#app/shared/money";
import { balancePaymentRefusal, cancellationRefusal } from "./booking-rules";
import type { AdminBookingDetail, AdminBookingRow, BookingListQuery } from "./staff-schema";
import { csvDateTime, toCsv, type CsvColumn } from "#app/shared/staff/csv";
import { isoOrNull } from "#app/shared/staff/route-helpers.server";

const bookingNotFound = () => notFound("Booking not found");

// The course date: the instance's start or the available date, whichever the booking names.
const courseDate = sql`coalesce(${courseInstances.startDate}, ${availableDates.date})`;

async function selectBookings(db: Executor, where?: SQL): Promise<AdminBookingDetail[]> {
  const rows = await db
    .select({
      booking: bookings,
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
  return rows.map(({ booking, courseTitle, instanceStart, instanceLocation, date, dateLocation }) => ({
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
    balanceDue: booking.balanceDue,
    balanceDueDate: booking.balanceDueDate,
    balancePaidAt: isoOrNull(booking.balancePaidAt),
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
    paymentProvider: booking.paymentProvider,
    paymentReference: booking.paymentReference,
    updatedAt: booking.updatedAt.toISOString(),
  }));
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

export async function getBooking(db: Executor, id: string): Promise<AdminBookingDetail> {
  const [booking] = await selectBookings(db, eq(bookings.id, id));
  if (!booking) throw bookingNotFound();
  return booking;
}

/** Reads the booking under a row lock, so a payment being recorded for it finishes first (or waits). */
async function lockBooking(tx: Executor, id: string) {
  const [booking] = await tx
    .select({
      status: bookings.status,
      paymentType: bookings.paymentType,
      balanceDue: bookings.balanceDue,
    })
    .from(bookings)
    .where(eq(bookings.id, id))
    .for("update");
  if (!booking) throw bookingNotFound();
  return booking;
}

/**
 * Cancels a pending or confirmed booking: it stops counting as a seat taken
 * at once (decision 003). Refunds are for staff to arrange with the payment
 * provider; a payment that still arrives for it is flagged for a refund.
 */
export async function cancelBooking(db: Database, id: string): Promise<AdminBookingDetail> {
  return db.transaction(async (tx) => {
    const refusal = cancellationRefusal(await lockBooking(tx, id));
    if (refusal) throw conflict(refusal);
    await tx
      .update(bookings)
      .set({ status: "cancelled", cancelledAt: sql`now()` as unknown as Date, holdExpiresAt: null })
      .where(eq(bookings.id, id));
    return getBooking(tx, id);
  });
}

/** Records that a deposit booking's balance was paid (by phone, bank transfer…). */
export async function markBalancePaid(db: Database, id: string): Promise<AdminBookingDetail> {
  return db.transaction(async (tx) => {
    const refusal = balancePaymentRefusal(await lockBooking(tx, id));
    if (refusal) throw conflict(refusal);
    await tx
      .update(bookings)
      .set({ balanceDue: 0, balancePaidAt: sql`now()` as unknown as Date })
      .where(eq(bookings.id, id));
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
