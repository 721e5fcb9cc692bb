// The booking confirmation e-mail and its calendar file.
import { createEvent } from "ics";
import { addDays, formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { SiteInfo } from "#app/shared/site-info";
import type { BookingSummary } from "./booking-summary";
import { refoldCalendar } from "./calendar-folding";
import { firstDayRequirements } from "./first-day";

/** An all-day calendar event spanning the course. */
export function bookingCalendarFile(booking: BookingSummary, site: SiteInfo): string {
  const [y, m, d] = booking.startDate.split("-").map(Number) as [number, number, number];
  const lastDay = booking.endDate ?? addDays(booking.startDate, Math.max(0, booking.durationDays - 1));
  const [ey, em, ed] = addDays(lastDay, 1).split("-").map(Number) as [number, number, number];
  const { error, value } = createEvent({
    uid: `${booking.id}@booking`,
    start: [y, m, d],
    end: [ey, em, ed],
    title: `${booking.courseTitle} (${site.name})`,
    description: `Booking reference ${booking.reference}. Bring: ${firstDayRequirements(booking.hasPrerequisites).join("; ")}.`,
    location: booking.location,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    organizer: { name: site.name, email: site.email },
    // RFC 5545 §3.7.3: a formal public identifier, "-//owner//product//language".
    productId: `-//${site.name.replace(/\/\//g, "/")}//Booking//EN`,
  });
  if (error || !value) throw error ?? new Error("Calendar file could not be created");
  return refoldCalendar(value);
}

export function confirmationEmail(booking: BookingSummary, site: SiteInfo) {
  const lines = [
    `Dear ${booking.userDetails.fullName},`,
    "",
    `Thank you for booking with ${site.name}. Your place is confirmed.`,
    "",
    `Booking reference: ${booking.reference}`,
    `Course: ${booking.courseTitle}`,
    `Date: ${formatDate(booking.startDate)}${booking.endDate ? ` to ${formatDate(booking.endDate)}` : ""}`,
    `Location: ${booking.location}`,
    `Amount paid: ${formatPoundsExact(booking.paymentAmount)}${booking.paymentType === "deposit" ? " (non-refundable deposit)" : ""}`,
    ...(booking.balanceDue > 0
      ? [`Balance due: ${formatPoundsExact(booking.balanceDue)} by ${formatDate(booking.balanceDueDate!)}`]
      : ["Balance due: nothing — you have paid in full"]),
    "",
    "Please bring on the first day:",
    ...firstDayRequirements(booking.hasPrerequisites).map((item) => `- ${item}`),
    "",
    "Joining instructions will follow closer to the start date. A calendar file is attached.",
    `Questions? Call ${site.phone} or reply to ${site.email}.`,
    "",
    site.name,
  ];
  const text = lines.join("\n");
  const html = `<div style="font-family:Arial,sans-serif;line-height:1.5">${lines
    .map((line) => (line ? `<p style="margin:0 0 4px">${escapeHtml(line)}</p>` : "<br>"))
    .join("")}</div>`;
  return {
    subject: `Booking confirmed: ${booking.courseTitle} on ${formatDate(booking.startDate)} (${booking.reference})`,
    text,
    html,
    attachments: [
      {
        filename: "course.ics",
        contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        contentBase64: Buffer.from(bookingCalendarFile(booking, site)).toString("base64"),
      },
    ],
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}
