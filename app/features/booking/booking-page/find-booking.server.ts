// 'Find my booking' (issue 13): a customer who lost the link gives their e-mail address and reference; if both match
// a booking, its link is e-mailed to that address. The answer is the same either way, so the form reveals nothing.
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#db/db.server";
import { bookings } from "#db/schema";
import { bookingLinkEmail } from "#app/features/email/templates/booking-link-email";
import type { SiteInfo } from "#app/shared/site-info";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../booking-messages.server";
import { getBookingSummary } from "../booking-summary.server";
import type { FindBooking } from "../schema";

export const FIND_BOOKING_ANSWER =
  "If a booking matches those details, we have e-mailed a link to it. It can take a few minutes to arrive.";

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
