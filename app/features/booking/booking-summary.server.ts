import { eq } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses } from "#db/schema";
import type { BookingSummary } from "./booking-summary";

/** A booking with its course and date, by id or by its unguessable access token. */
export async function getBookingSummary(
  db: Executor,
  by: { id: string } | { accessToken: string },
): Promise<BookingSummary | undefined> {
  const [row] = await db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      needsRefund: bookings.needsRefund,
      paymentType: bookings.paymentType,
      paymentAmount: bookings.paymentAmount,
      totalPrice: bookings.totalPrice,
      balanceDue: bookings.balanceDue,
      balanceDueDate: bookings.balanceDueDate,
      holdExpiresAt: bookings.holdExpiresAt,
      userDetails: bookings.userDetails,
      courseId: courses.id,
      courseTitle: courses.title,
      courseSlug: courses.slug,
      durationDays: courses.durationDays,
      hasPrerequisites: courses.prerequisites,
      instanceStart: courseInstances.startDate,
      instanceEnd: courseInstances.endDate,
      instanceLocation: courseInstances.location,
      dateStart: availableDates.date,
      dateLocation: availableDates.location,
    })
    .from(bookings)
    .innerJoin(courses, eq(courses.id, bookings.courseId))
    .leftJoin(courseInstances, eq(courseInstances.id, bookings.instanceId))
    .leftJoin(availableDates, eq(availableDates.id, bookings.availableDateId))
    .where("id" in by ? eq(bookings.id, by.id) : eq(bookings.accessToken, by.accessToken));
  if (!row) return undefined;
  const { instanceStart, instanceEnd, instanceLocation, dateStart, dateLocation, hasPrerequisites, ...rest } = row;
  return {
    ...rest,
    paymentType: rest.paymentType as BookingSummary["paymentType"],
    hasPrerequisites: hasPrerequisites.length > 0,
    startDate: (instanceStart ?? dateStart)!,
    endDate: instanceEnd ?? null,
    location: (instanceLocation ?? dateLocation)!,
    holdExpiresAt: rest.holdExpiresAt?.toISOString() ?? null,
  };
}
