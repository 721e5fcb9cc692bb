import { and, count, eq, inArray, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { notFound } from "#app/shared/http-error";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { availableDates, bookingEvents, bookings, courseInstances, courses, learners, venues } from "#db/schema";
import {
  balanceDueOf,
  declaredCertificateOf,
  type BookingInvoice,
  type BookingSummary,
  type BundledBooking,
} from "./booking-summary";
import { bookingIdOfToken } from "./life-cycle/booking-links.server";
import { courseDays } from "./course-days";
import { amountHeldSql, amountPaidSql, amountRefundedSql } from "#app/features/payments/ledger.server";
import { ADDRESS_TO_FOLLOW, venueFactsOf } from "#app/features/catalogue/venue-facts";
import { venueColumns } from "#app/features/catalogue/venue-columns.server";
import { withCourseAndDates } from "./booking-dates.server";

/**
 * Timeline events that move the booking's days, each a new SEQUENCE of its calendar event: a move to another date, and
 * the academy changing the date's days (issue 21, decision 020).
 */
const CALENDAR_MOVES = ["date-changed", "academy-changed-dates"];

/** A booking with its course, date and money, by id or by a live link's token. */
export async function getBookingSummary(
  db: Executor,
  by: { id: string } | { accessToken: string },
): Promise<BookingSummary | undefined> {
  const id = "id" in by ? by.id : await bookingIdOfToken(db, by.accessToken);
  if (!id) return undefined;
  const [row] = await withCourseAndDates(
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        status: bookings.status,
        needsRefund: bookings.needsRefund,
        paymentType: bookings.paymentType,
        paymentAmount: bookings.paymentAmount,
        totalPrice: bookings.totalPrice,
        seats: bookings.seats,
        amountPaid: amountPaidSql(),
        amountHeld: amountHeldSql(),
        amountRefunded: amountRefundedSql(),
        balanceDueDate: bookings.balanceDueDate,
        holdExpiresAt: bookings.holdExpiresAt,
        academyChangedAt: bookings.academyChangedAt,
        retakeOfReference: sql<
          string | null
        >`(select "retaken"."reference" from ${bookings} as "retaken" where "retaken"."id" = ${bookings.retakeOf})`,
        userDetails: bookings.userDetails,
        // The other booking of a first-aid bundle (decision 026), with its course and first day.
        bundledWith: sql<BundledBooking | null>`(select json_build_object('reference', "other"."reference",
          'courseTitle', "other_course"."title", 'status', "other"."status", 'paymentType', "other"."payment_type",
          'paymentAmount', "other"."payment_amount", 'startDate', coalesce(
            (select "start_date" from "course_instance" where "id" = "other"."instance_id"),
            (select "date" from "available_date" where "id" = "other"."available_date_id")))
          from "booking" as "other" join "course" as "other_course" on "other_course"."id" = "other"."course_id"
          where "other"."checkout_id" = "booking"."checkout_id" and "other"."id" <> "booking"."id")`,
        // Its invoice, when booked on a business account (issue 24): the first one issued for it.
        invoice: sql<BookingInvoice | null>`(select json_build_object('id', "inv"."id", 'number',
          "inv"."display_number", 'issuedOn', "inv"."issued_on", 'dueOn', "inv"."due_on", 'total', "inv"."total")
          from "document" as "inv" where "inv"."booking_id" = "booking"."id" and "inv"."kind" = 'invoice'
          order by "inv"."number" limit 1)`,
        courseId: courses.id,
        courseTitle: courses.title,
        courseSlug: courses.slug,
        durationDays: courses.durationDays,
        hasPrerequisites: courses.prerequisites,
        siaLicenceLinked: courses.siaLicenceLinked,
        needsFirstAidCertificate: courses.needsFirstAidCertificate,
        // The declaration of the booking's first learner (issue 23); a group's learners each declare on their own
        // page (issue 24), so for a group this is the first seat's only.
        firstAidQualification: learners.firstAidQualification,
        firstAidIssuedBy: learners.firstAidIssuedBy,
        firstAidIssuedOn: learners.firstAidIssuedOn,
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
          courseDays: courseInstances.courseDays,
        },
        date: {
          startDate: availableDates.date,
          status: availableDates.status,
          location: availableDates.location,
          startTime: availableDates.startTime,
          finishTime: availableDates.finishTime,
          venueAddress: availableDates.venueAddress,
          venueDirections: availableDates.venueDirections,
          courseDays: availableDates.courseDays,
        },
        // The venue the date or run picks (issue 21); a row from before venues has none and keeps its own columns.
        venue: venueColumns,
      })
      .from(bookings)
      .$dynamic(),
  )
    .leftJoin(venues, eq(venues.id, sql`coalesce(${courseInstances.venueId}, ${availableDates.venueId})`))
    .leftJoin(learners, and(eq(learners.bookingId, bookings.id), eq(learners.position, 1)))
    .where(eq(bookings.id, id));
  if (!row) return undefined;
  const [moves] = await db
    .select({ n: count() })
    .from(bookingEvents)
    .where(and(eq(bookingEvents.bookingId, id), inArray(bookingEvents.kind, CALENDAR_MOVES)));
  const {
    instance,
    date,
    venue,
    hasPrerequisites,
    academyChangedAt,
    firstAidQualification,
    firstAidIssuedBy,
    firstAidIssuedOn,
    ...rest
  } = row;
  const run = instance?.startDate ? instance : date!;
  // The days staff chose (issue 21, M1): the same on every page, e-mail and calendar file.
  const days = courseDays({
    startDate: run.startDate!,
    endDate: instance?.startDate ? instance.endDate : null,
    weekdays: instance?.startDate ? (instance.weekdays ?? []) : [],
    durationDays: rest.durationDays,
    stored: run.courseDays,
  });
  const place = venueFactsOf(venue, {
    location: run.location!,
    venueAddress: run.venueAddress ?? null,
    venueDirections: run.venueDirections ?? null,
  });
  const summary = {
    ...rest,
    paymentType: rest.paymentType as BookingSummary["paymentType"],
    hasPrerequisites: hasPrerequisites.length > 0,
    firstAid: declaredCertificateOf({ firstAidQualification, firstAidIssuedBy, firstAidIssuedOn }),
    startDate: run.startDate!,
    endDate: days.at(-1)!,
    dateCancelled: run.status === "cancelled",
    academyChanged: academyChangedAt !== null,
    days,
    startTime: run.startTime!,
    finishTime: run.finishTime!,
    location: place.name,
    // A venue whose address is not yet known is named, never sent to the academy's address (issue 21, H1).
    venueAddress: place.addressToFollow ? `${place.name} (${ADDRESS_TO_FOLLOW})` : place.address,
    venueAddressToFollow: place.addressToFollow,
    venueDirections: place.directions,
    venueMapUrl: place.mapUrl,
    holdExpiresAt: rest.holdExpiresAt?.toISOString() ?? null,
    calendarSequence: moves?.n ?? 0,
  };
  return { ...summary, balanceDue: balanceDueOf(summary) };
}

/** The booking a staff route's path id names; 404 for an unknown one, or one that is no id at all. */
export async function staffBookingSummary(db: Executor, id: string | undefined): Promise<BookingSummary> {
  const summary = await getBookingSummary(db, { id: parseId(id, "Booking") });
  if (!summary) throw notFound("Booking not found");
  return summary;
}
