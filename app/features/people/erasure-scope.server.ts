// Everything an erasure touches for one address (issue 23, decision 025), read inside the erasure's transaction: the
// bookings they made (locked, so no payment or change lands between the check and the blanking), the seats they sit
// in (their own bookings, a seat on someone else's booking, a place booked offline) with what the refusal rule needs,
// and every name, address and number they gave, which kept free text is redacted of.
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import {
  availableDates,
  bookings,
  courseInstances,
  courses,
  leads,
  learners,
  offlinePlaces,
  waitlistEntries,
} from "#db/schema";
import { amountHeldSql } from "#app/features/payments/ledger.server";
import { stillToPayOf } from "#app/features/booking/booking-summary";
import type { ErasureSeat } from "./erasure-refusal";

/**
 * A seat's last day, for a query joined to its course and both date tables: its last stored course day, else the
 * run's end, else its first day plus the course's length.
 */
export const seatLastDaySql = sql<string>`coalesce(
  (select max(d) from unnest(coalesce(${courseInstances.courseDays}, ${availableDates.courseDays})) as d),
  ${courseInstances.endDate},
  coalesce(${courseInstances.startDate}, ${availableDates.date}) + (${courses.durationDays} - 1))::text`;

const refundPendingSql = sql<boolean>`exists (select 1 from payment as refund_row where refund_row.booking_id = "booking"."id" and refund_row.kind = 'refund' and refund_row.state = 'pending')`;

const byAddress = (column: unknown, email: string) => sql`lower(${column}) = ${email}`;

export async function erasureScope(tx: Executor, email: string) {
  const ownBookings = await tx
    .select({ id: bookings.id, userDetails: bookings.userDetails })
    .from(bookings)
    .where(byAddress(sql`${bookings.userDetails} ->> 'email'`, email))
    .orderBy(bookings.id)
    .for("no key update");
  const bookingIds = ownBookings.map((row) => row.id);

  const placeRows = await tx
    .select({ id: offlinePlaces.id, fullName: offlinePlaces.fullName, phone: offlinePlaces.phone })
    .from(offlinePlaces)
    .where(byAddress(offlinePlaces.email, email));
  const placeIds = placeRows.map((row) => row.id);

  // Their seats: on their own bookings and places (unless named for someone else), and wherever they are named.
  const learnerRows = await tx
    .select()
    .from(learners)
    .where(
      or(
        byAddress(learners.email, email),
        and(
          or(inArray(learners.bookingId, bookingIds), inArray(learners.offlinePlaceId, placeIds)),
          or(isNull(learners.email), byAddress(learners.email, email)),
        ),
      ),
    );
  const seatBookingIds = [...new Set([...bookingIds, ...learnerRows.flatMap((row) => row.bookingId ?? [])])];
  const seatPlaceIds = [...new Set([...placeIds, ...learnerRows.flatMap((row) => row.offlinePlaceId ?? [])])];

  const entryRows = await tx
    .select({ id: waitlistEntries.id, fullName: waitlistEntries.fullName, phone: waitlistEntries.phone })
    .from(waitlistEntries)
    .where(eq(waitlistEntries.emailKey, email));
  const leadRows = await tx
    .select({
      id: leads.id,
      fullName: leads.fullName,
      firstName: leads.firstName,
      lastName: leads.lastName,
      phone: leads.phone,
      companyName: leads.companyName,
    })
    .from(leads)
    .where(byAddress(leads.email, email));

  const secrets = [
    email,
    ...ownBookings.flatMap(({ userDetails }) => [
      userDetails.fullName,
      userDetails.email,
      userDetails.phone,
      userDetails.address,
      userDetails.postcode,
    ]),
    ...learnerRows.flatMap((row) => [row.fullName, row.email, row.siaLicenceNumber]),
    ...placeRows.flatMap((row) => [row.fullName, row.phone]),
    ...entryRows.flatMap((row) => [row.fullName, row.phone]),
    ...leadRows.flatMap((row) => [row.fullName, row.firstName, row.lastName, row.phone, row.companyName]),
  ].filter((value): value is string => typeof value === "string" && value.trim() !== "");

  return {
    bookingIds,
    placeIds,
    learnerIds: learnerRows.map((row) => row.id),
    entryIds: entryRows.map((row) => row.id),
    leadIds: leadRows.map((row) => row.id),
    secrets,
    seats: async (): Promise<ErasureSeat[]> => [
      ...(await bookedSeats(tx, seatBookingIds)),
      ...(await placeSeats(tx, seatPlaceIds)),
    ],
  };
}

export type ErasureScope = Awaited<ReturnType<typeof erasureScope>>;

async function bookedSeats(tx: Executor, ids: string[]): Promise<ErasureSeat[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({
      reference: bookings.reference,
      status: bookings.status,
      totalPrice: bookings.totalPrice,
      amountHeld: amountHeldSql(),
      needsRefund: bookings.needsRefund,
      refundPending: refundPendingSql,
      lastDay: seatLastDaySql,
    })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, bookings.availableDateId))
    .where(inArray(bookings.id, ids));
  return rows.map((row) => ({
    reference: row.reference,
    status: row.status,
    lastDay: row.lastDay,
    owed: stillToPayOf(row),
    refundDue: row.needsRefund || row.refundPending,
  }));
}

async function placeSeats(tx: Executor, ids: string[]): Promise<ErasureSeat[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ lastDay: seatLastDaySql })
    .from(offlinePlaces)
    .leftJoin(courseInstances, eq(courseInstances.id, offlinePlaces.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, offlinePlaces.availableDateId))
    .innerJoin(courses, eq(courses.id, sql`coalesce(${courseInstances.courseId}, ${availableDates.courseId})`))
    .where(inArray(offlinePlaces.id, ids));
  return rows.map((row) => ({ reference: null, status: "offline", lastDay: row.lastDay, owed: 0, refundDue: false }));
}
