// How dates and money read in e-mails: the site's own formatters, plus the weekday for a course day.
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { CourseDay, MessageBooking } from "./message-data";

const weekday = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });

/** 'Thursday 5 March 2027, 09:00 to 17:00' */
export const courseDayText = (day: CourseDay) =>
  `${weekday.format(new Date(`${day.date}T12:00:00Z`))} ${formatDate(day.date)}, ${day.start} to ${day.finish}`;

export const firstDayOf = (booking: MessageBooking) => booking.days[0]!.date;

/** '5 March 2027' or '5 March 2027 to 10 March 2027'. */
export function datesText(booking: MessageBooking): string {
  const first = booking.days[0]!.date;
  const last = booking.days.at(-1)!.date;
  return first === last ? formatDate(first) : `${formatDate(first)} to ${formatDate(last)}`;
}

export function balanceLine(booking: MessageBooking): string {
  if (booking.amountOwed <= 0) return "Balance due: nothing — you have paid in full";
  const by = booking.balanceDueDate ? ` by ${formatDate(booking.balanceDueDate)}` : "";
  return `Balance due: ${formatPoundsExact(booking.amountOwed)}${by}`;
}

export { formatDate, formatPoundsExact };
