import { and, count, eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookingEvents, bookings, courseInstances, courses } from "#db/schema";
import { balanceDueOf, type BookingSummary } from "./booking-summary";
import { bookingIdOfToken } from "./life-cycle/booking-links.server";
import { courseDays } from "./course-days";
import { amountHeldSql, amountPaidSql, amountRefundedSql } from "#app/features/payments/ledger.server";

/** A booking with its course, date and money, by id or by a live link's token. */
export async function getBookingSummary(
  db: Executor,
  by: { id: string } | { accessToken: string },
): Promise<BookingSummary | undefined> {
  const id = "id" in by ? by.id : await bookingIdOfToken(db, by.accessToken);
  if (!id) return undefined;
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      needsRefund: bookings.needsRefund,
      paymentType: bookings.paymentType,
      paymentAmount: bookings.paymentAmount,
      totalPrice: bookings.totalPrice,
      amountPaid: amountPaidSql(),
      amountHeld: amountHeldSql(),
      amountRefunded: amountRefundedSql(),
      balanceDueDate: bookings.balanceDueDate,
      holdExpiresAt: bookings.holdExpiresAt,
      userDetails: bookings.userDetails,
      courseId: courses.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      durationDays: courses.durationDays,
      hasPrerequisites: courses.prerequisites,
      siaLicenceLinked: courses.siaLicenceLinked,
      needsFirstAidCertificate: courses.needsFirstAidCertificate,
      instance: {
        startDate: courseInstances.startDate,
        endDate: courseInstances.endDate,
        status: courseInstances.status,
        weekdays: courseInstances.days,
        location: courseInstances.location,
        startTime: courseInstances.startTime,
        finishTime: courseInstances.finishTime,
        venueAddress: courseInstances.venueAddress,
        venueDirections: courseInstances.venueDirections,
      },
      date: {
        startDate: availableDates.date,
        status: availableDates.status,
        location: availableDates.location,
        startTime: availableDates.startTime,
        finishTime: availableDates.finishTime,
        venueAddress: availableDates.venueAddress,
        venueDirections: availableDates.venueDirections,
      },
    })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, bookings.availableDateId))
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const [moves] = await db
    .select({ n: count() })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), eq(bookingEvents.kind, "date-changed")));
  const { instance, date, hasPrerequisites, ...rest } = row;
  const run = instance?.startDate ? instance : date!;
  const endDate = instance?.startDate ? instance.endDate : null;
  const summary = {
    ...rest,
    paymentType: rest.paymentType as BookingSummary["paymentType"],
    hasPrerequisites: hasPrerequisites.length > 0,
    startDate: run.startDate!,
    endDate,
    dateCancelled: run.status === "cancelled",
    days: courseDays({
      startDate: run.startDate!,
      endDate,
      weekdays: instance?.startDate ? (instance.weekdays ?? []) : [],
      durationDays: rest.durationDays,
    }),
    startTime: run.startTime!,
    finishTime: run.finishTime!,
    location: run.location!,
    venueAddress: run.venueAddress ?? null,
    venueDirections: run.venueDirections ?? null,
    holdExpiresAt: rest.holdExpiresAt?.toISOString() ?? null,
    calendarSequence: moves?.n ?? 0,
  };
  return { ...summary, balanceDue: balanceDueOf(summary) };
}
