// How dates and money read in e-mails: the site's own formatters, plus the weekday for a course day.
import { formatDate } from "#app/shared/dates";
import { formatCourseDays } from "#app/shared/date-span";
import { formatPoundsExact } from "#app/shared/money";
import { stillToPayText } from "#app/shared/receipts";
import type { CourseDay, MessageBooking } from "./message-data";

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });

/** 'Thursday 5 March 2027, 09:00 to 17:00' */
export const courseDayText = (day: CourseDay) =>
  `${weekday.format(new Date(`${day.date}T12:00:00Z`))} ${formatDate(day.date)}, ${day.start} to ${day.finish}`;

export const firstDayOf = (booking: MessageBooking) => booking.days[0]!.date;

/** '5 March 2027' or '5 to 10 March 2027': the one date-span formatter every page uses (issue 21, M1). */
export const datesText = (booking: MessageBooking): string => formatCourseDays(booking.days.map((day) => day.date));

/** The booking's first rows in the details box: its reference, course, dates and venue. */
export const bookingPlaceRows = (booking: MessageBooking): [string, string][] => [
  ["Booking reference", booking.reference],
  ["Course", booking.courseTitle],
  ["Dates", datesText(booking)],
  ["Venue", booking.venueAddress],
];

/** The 'Balance due' field: '£149 by 7 December 2026' (as receipts say what is still to pay), or 'Paid in full'. */
export const balanceText = (booking: MessageBooking): string =>
  stillToPayText(booking.amountOwed, booking.balanceDueDate);

/** A refund, and how much of it the academy pays back itself (money that came by bank transfer, cash…, not card). */
export type RefundRoute = { amount: number; byHand: number };

const CARD_TIMING = "Banks usually show it within 5 to 10 working days.";

/** How the refund reaches the customer, in sentences: by card, by the academy, or part each. */
export function refundRouteText({ amount, byHand }: RefundRoute): string {
  if (byHand <= 0) return `The refund goes back to the card you paid with. ${CARD_TIMING}`;
  if (byHand >= amount) {
    return "You paid us directly rather than by card, so we will pay the refund back to you ourselves and let you know when we have.";
  }
  return (
    `${formatPoundsExact(amount - byHand)} goes back to the card you paid with. ${CARD_TIMING} ` +
    `The ${formatPoundsExact(byHand)} you paid us directly we will pay back to you ourselves, and let you know when we have.`
  );
}

/** The same in a few words, for a table row. */
export function refundRouteRow({ amount, byHand }: RefundRoute): string {
  if (byHand <= 0) return `${formatPoundsExact(amount)} back to the card you paid with`;
  if (byHand >= amount) return `${formatPoundsExact(amount)}, which we will pay back to you ourselves`;
  return `${formatPoundsExact(amount - byHand)} back to the card you paid with, and ${formatPoundsExact(byHand)} we will pay back to you ourselves`;
}

export { formatDate, formatPoundsExact };
