// The seats an erasure's refusal rule judges (issue 23, decision 025; erasure-refusal.ts): each seat's state, last day
// and money, read for the bookings and offline places erasure-scope.server.ts found.
import { eq, inArray, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses, offlinePlaces } from "#db/schema";
import { withCourseAndDates } from "#app/features/booking/booking-dates.server";
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

/** Joins a query over `offline_place` (made `$dynamic()`) to its date tables and course, which seatLastDaySql reads. */
export function withPlaceCourseAndDates<T extends PgSelect>(query: T) {
  return query
    .leftJoin(courseInstances, eq(courseInstances.id, offlinePlaces.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, offlinePlaces.availableDateId))
    .innerJoin(courses, eq(courses.id, sql`coalesce(${courseInstances.courseId}, ${availableDates.courseId})`));
}

const refundPendingSql = sql<boolean>`exists (select 1 from payment as refund_row where refund_row.booking_id = "booking"."id" and refund_row.kind = 'refund' and refund_row.state = 'pending')`;

/** The seats on these bookings and places booked offline. */
export async function erasureSeats(tx: Executor, bookingIds: string[], placeIds: string[]): Promise<ErasureSeat[]> {
  return [...(await bookedSeats(tx, bookingIds)), ...(await placeSeats(tx, placeIds))];
}

async function bookedSeats(tx: Executor, ids: string[]): Promise<ErasureSeat[]> {
  if (ids.length === 0) return [];
  const rows = await withCourseAndDates(
    tx
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
      .$dynamic(),
  ).where(inArray(bookings.id, ids));
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
  const rows = await withPlaceCourseAndDates(
    tx.select({ lastDay: seatLastDaySql }).from(offlinePlaces).$dynamic(),
  ).where(inArray(offlinePlaces.id, ids));
  return rows.map((row) => ({ reference: null, status: "offline", lastDay: row.lastDay, owed: 0, refundDue: false }));
}
