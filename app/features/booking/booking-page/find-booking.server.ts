// 'Find my booking' (issue 13): a customer who lost the link gives their e-mail address and reference; if both match
// a booking, its link is e-mailed to that address. The answer is the same either way, so the form reveals nothing,
// and so is the time it takes: the request only queues a job, and the job looks the booking up and writes the e-mail.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler } from "#app/features/jobs/job-runner.server";
import { bookings } from "#db/schema";
import { bookingLinkEmail } from "#app/features/email/templates/booking-link-email";
import type { SiteInfo } from "#app/shared/site-info";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../booking-messages.server";
import { getBookingSummary } from "../booking-summary.server";
import { FindBookingSchema, type FindBooking } from "../schema";

export const FIND_BOOKING_ANSWER =
  "If a booking matches those details, we have e-mailed a link to it. It can take a few minutes to arrive.";

export const FIND_BOOKING_JOB = "find-booking";

/** Queues the search: the same single insert whether or not a booking matches. */
export async function requestBookingLink(db: Database, request: FindBooking): Promise<void> {
  await enqueueJob(db, { kind: FIND_BOOKING_JOB, payload: { email: request.email, reference: request.reference } });
}

export function findBookingJobHandler(site: SiteInfo): JobHandler {
  return async ({ db, job }) => sendBookingLink(db, FindBookingSchema.parse(job.payload), site);
}

/** E-mails the booking's link if the e-mail address and reference match one (run by the job). */
export async function sendBookingLink(db: Database, request: FindBooking, site: SiteInfo): Promise<void> {
  await db.transaction(async (tx) => {
    const [booking] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          eq(bookings.reference, request.reference),
          sql`lower(${bookings.userDetails}->>'email') = ${request.email.toLowerCase()}`,
          inArray(bookings.status, ["confirmed", "cancelled"]),
        ),
      );
    if (!booking) return;
    const summary = (await getBookingSummary(tx, { id: booking.id }))!;
    const email = await bookingLinkEmail(messageBookingOf(summary, site), messageSiteOf(site));
    // One kind per request (the outbox keeps one message per kind and booking); the rate limit bounds how many.
    await queueCustomerEmail(tx, summary, `booking-link:${Date.now()}`, email, "Booking link (Find my booking)");
  });
}
