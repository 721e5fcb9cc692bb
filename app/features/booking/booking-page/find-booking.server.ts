// 'Find my booking' (issue 13): a customer who lost the link gives their e-mail address and reference; if both match
// a booking, its link is e-mailed to that address. Without a reference (issue 21), the links of the address's newest
// bookings are e-mailed, each as its own message: only ever to the address the bookings were made with. The answer is the same either way, so the form reveals nothing,
// and so is the time it takes: the request only queues a job, and the job looks the booking up and writes the e-mail.
// The job also keeps the e-mails to one booking few (issue 19): one in 15 minutes and three a day, whoever asks.
import { and, desc, eq, inArray, like, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler } from "#app/features/jobs/job-runner.server";
import { bookings, emailOutbox } from "#db/schema";
import { bookingLinkEmail } from "#app/features/email/templates/booking-link-email";
import type { SiteInfo } from "#app/shared/site-info";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import { FIND_BOOKING_EMAIL_KIND_PREFIX } from "../life-cycle/booking-links.server";
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
  return async ({ db, job }) => void (await sendBookingLink(db, FindBookingSchema.parse(job.payload), site));
}

/**
 * How often 'Find my booking' e-mails one booking, however many connections ask (issue 19, security review N5): the
 * per-address request limit alone let three addresses put 15 e-mails in one inbox in seconds.
 */
export const FIND_BOOKING_EMAIL_LIMITS = { oncePerMinutes: 15, perDay: 3 };

export type BookingLinkOutcome = "sent" | "no-match" | "limited";

/** Without a reference, how many of the address's bookings (newest first) get their link. */
export const FIND_BOOKING_WITHOUT_REFERENCE_MAX = 3;

/**
 * E-mails the booking's link if the e-mail address and reference match one; without a reference, the links of the
 * address's newest bookings (run by the job). Each booking keeps its own limits.
 */
export async function sendBookingLink(db: Database, request: FindBooking, site: SiteInfo): Promise<BookingLinkOutcome> {
  return db.transaction(async (tx) => {
    // Locked, so two jobs for the same booking (two processes) count each other's e-mail.
    const matches = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(
        and(
          request.reference ? eq(bookings.reference, request.reference) : undefined,
          sql`lower(${bookings.userDetails}->>'email') = ${request.email.toLowerCase()}`,
          inArray(bookings.status, ["confirmed", "cancelled"]),
        ),
      )
      .orderBy(desc(bookings.createdAt), desc(bookings.id))
      .limit(FIND_BOOKING_WITHOUT_REFERENCE_MAX)
      .for("no key update");
    if (matches.length === 0) return "no-match";
    let outcome: BookingLinkOutcome = "limited";
    for (const booking of matches) {
      if (await emailBookingLink(tx, booking.id, site)) outcome = "sent";
    }
    return outcome;
  });
}

/** Queues one booking's link unless its limits say it has had enough; whether it was queued. */
async function emailBookingLink(tx: Executor, bookingId: string, site: SiteInfo): Promise<boolean> {
  if (await recentlySent(tx, bookingId)) return false;
  const summary = (await getBookingSummary(tx, { id: bookingId }))!;
  const email = await bookingLinkEmail(messageBookingOf(summary, site), messageSiteOf(site));
  // One kind per e-mail (the outbox keeps one message per kind and booking); FIND_BOOKING_EMAIL_LIMITS bound how
  // many. The link is minted when the message is sent, as a 'find-booking' link (booking-links.server.ts).
  await queueCustomerEmail(
    tx,
    summary,
    `${FIND_BOOKING_EMAIL_KIND_PREFIX}${Date.now()}`,
    email,
    "Booking link (Find my booking)",
  );
  return true;
}

/** Whether the booking has had its 'Find my booking' e-mail in the last 15 minutes, or 3 in the last 24 hours. */
async function recentlySent(tx: Executor, bookingId: string): Promise<boolean> {
  const { oncePerMinutes, perDay } = FIND_BOOKING_EMAIL_LIMITS;
  const [counts] = await tx
    .select({
      lately:
        sql<number>`count(*) filter (where ${emailOutbox.createdAt} > now() - make_interval(mins => ${oncePerMinutes}))`.mapWith(
          Number,
        ),
      today: sql<number>`count(*)`.mapWith(Number),
    })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.bookingId, bookingId),
        like(emailOutbox.kind, `${FIND_BOOKING_EMAIL_KIND_PREFIX}%`),
        sql`${emailOutbox.createdAt} > now() - interval '24 hours'`,
      ),
    );
  return counts!.lately > 0 || counts!.today >= perDay;
}
