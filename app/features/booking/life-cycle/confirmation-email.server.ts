// The booking's calendar file, for the confirmation and joining instructions e-mails and the booking page.
import { createEvent } from "ics";
import { addDays } from "#app/shared/dates";
import type { SiteInfo } from "#app/shared/site-info";
import type { BookingSummary } from "../booking-summary";
import { refoldCalendar } from "./calendar-folding";
import { whatToBring } from "../what-to-bring";

/** An all-day calendar event spanning the course. */
export function bookingCalendarFile(booking: BookingSummary, site: SiteInfo): string {
  const [y, m, d] = booking.startDate.split("-").map(Number) as [number, number, number];
  const lastDay = booking.endDate ?? addDays(booking.startDate, Math.max(0, booking.durationDays - 1));
  const [ey, em, ed] = addDays(lastDay, 1).split("-").map(Number) as [number, number, number];
  const { error, value } = createEvent({
    uid: `${booking.id}@booking`,
    // RFC 5545 §3.8.7.4: the same UID with a higher SEQUENCE replaces the event the calendar already holds.
    sequence: booking.calendarSequence,
    start: [y, m, d],
    end: [ey, em, ed],
    title: `${booking.courseTitle} (${site.name})`,
    description: `Booking reference ${booking.reference}. Each day ${booking.startTime} to ${booking.finishTime}. Bring: ${whatToBring(booking, booking.startDate).join("; ")}.`,
    // The venue's full address (issue 21, H1): the academy's from the settings; a venue's not yet known: its name.
    location: booking.venueAddressToFollow ? booking.location : (booking.venueAddress ?? site.address),
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: site.name, email: site.email },
    // RFC 5545 §3.7.3: a formal public identifier, "-//owner//product//language".
    productId: `-//${site.name.replace(/\/\//g, "/")}//Booking//EN`,
  });
  if (error || !value) throw error ?? new Error("Calendar file could not be created");
  return refoldCalendar(value);
}

/** The course's calendar file as an e-mail attachment. */
export function bookingCalendarAttachment(booking: BookingSummary, site: SiteInfo) {
  return {
    filename: "course.ics",
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    contentBase64: Buffer.from(bookingCalendarFile(booking, site)).toString("base64"),
  };
}
