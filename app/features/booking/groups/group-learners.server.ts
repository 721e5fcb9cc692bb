// The learners of a group booking (issue 24, decision 027): one row per seat, in seat order, each with the seat's
// price after any discount, written in the transaction that holds the seats; and the payer's page's list of them.
import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { bookings, courseInstances, courses, learners, type Booking } from "#db/schema";
import type { GroupLearner } from "../schema";
import type { BookingPageGroup } from "../booking-page/booking-page-view";
import { createLearnerLink } from "./learner-links.server";

/**
 * Writes one learner per seat of a booking just made for several people, positions 1..N in the order given, each at
 * `seatPrice`, and a link to each one's own page. Returns the learners' ids in seat order.
 */
export async function addGroupLearners(
  tx: Executor,
  booking: Pick<Booking, "id">,
  group: readonly GroupLearner[],
  seatPrice: number,
): Promise<string[]> {
  const rows = await tx
    .insert(learners)
    .values(
      group.map((learner, index) => ({
        bookingId: booking.id,
        fullName: learner.fullName,
        email: learner.email,
        price: seatPrice,
        position: index + 1,
      })),
    )
    .returning({ id: learners.id, position: learners.position });
  const ids = rows.sort((a, b) => a.position - b.position).map((row) => row.id);
  // Their links exist from the start; the e-mails that carry them mint fresh ones when sent (as booking links do).
  for (const id of ids) await createLearnerLink(tx, id);
  return ids;
}

/** The payer's page's list of a booking's learners and its discount; null for a booking of one seat. */
export async function groupOfBooking(db: Executor, booking: Pick<Booking, "id">): Promise<BookingPageGroup | null> {
  const rows = await db
    .select({
      position: learners.position,
      fullName: learners.fullName,
      email: learners.email,
      price: learners.price,
      releasedAt: learners.releasedAt,
      seats: bookings.seats,
      // The date's price of one seat now: what the discount is shown against.
      unitPrice: sql<number>`coalesce(${courseInstances.price}, ${courses.price})::int`,
    })
    .from(learners)
    .innerJoin(bookings, eq(bookings.id, learners.bookingId))
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .where(and(eq(learners.bookingId, booking.id), isNull(learners.replacedBy)))
    .orderBy(asc(learners.position), asc(learners.createdAt));
  if (rows.length < 2) return null;
  const held = rows.filter((row) => row.releasedAt === null);
  const unitPrice = rows[0]!.unitPrice;
  const seatPrice = held[0]?.price ?? rows[0]!.price ?? unitPrice;
  // The percent is recovered from the seat's price against the date's price; a date re-priced since shows none.
  const off = unitPrice > seatPrice ? Math.round(((unitPrice - seatPrice) * 100) / unitPrice) : 0;
  return {
    seats: rows[0]!.seats,
    learners: rows.map((row) => ({
      position: row.position,
      fullName: row.fullName,
      email: row.email ?? "",
      seatPrice: row.price ?? unitPrice,
      released: row.releasedAt !== null,
    })),
    discount: off > 0 ? { percent: off, amount: (unitPrice - seatPrice) * held.length } : null,
  };
}
