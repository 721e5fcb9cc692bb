// When each after-sale message is due (issue 13), as a pure function of the booking and the moment. Europe/London
// calendar days; S = the course's first day; the balance is due on the booking's due date (S−7 unless staff extend
// it). A message goes out on its day from 09:00 London, only to a booking confirmed before that moment, except the
// joining instructions, which a booking made later gets at once. The sweep calls this every minute; the outbox's
// unique (kind, booking) keeps each to one send, and the kind carries the first day, so a new date re-times them.
import { addDays } from "#app/shared/dates";
import { londonClock, londonInstant } from "#app/shared/london-clock";

export const SEND_AT = "09:00";

export type ScheduledMessage =
  | "balance-reminder-first"
  | "balance-reminder-last"
  | "balance-due-today"
  | "balance-overdue"
  | "joining-instructions"
  | "see-you-tomorrow";

/** Days from the balance's due date (balance messages) or from the first day (the others). */
const BALANCE_OFFSETS = {
  "balance-reminder-first": -7,
  "balance-reminder-last": -2,
  "balance-due-today": 0,
  "balance-overdue": 1,
} as const;
export const JOINING_INSTRUCTIONS_DAYS_BEFORE = 7;

export type ScheduledBooking = {
  startDate: string;
  balanceDueDate: string | null;
  confirmedAt: Date;
  /** Pence still owed. */
  owed: number;
};

/** The outbox kind of a scheduled message for this first day. */
export const scheduledKind = (message: ScheduledMessage, startDate: string) => `${message}:${startDate}`;

export function messagesDue(booking: ScheduledBooking, now: Date): ScheduledMessage[] {
  const today = londonClock(now).date;
  const due: ScheduledMessage[] = [];
  const onItsDay = (day: string) => {
    const moment = londonInstant(day, SEND_AT);
    return today === day && now >= moment && booking.confirmedAt < moment;
  };
  if (booking.owed > 0 && booking.balanceDueDate) {
    for (const [message, offset] of Object.entries(BALANCE_OFFSETS) as [ScheduledMessage, number][]) {
      if (onItsDay(addDays(booking.balanceDueDate, offset))) due.push(message);
    }
  }
  const joiningMoment = londonInstant(addDays(booking.startDate, -JOINING_INSTRUCTIONS_DAYS_BEFORE), SEND_AT);
  // Critical, and true until the course starts: sent from its moment (or at once to a booking made later) through S.
  if (today <= booking.startDate && now >= joiningMoment) due.push("joining-instructions");
  if (onItsDay(addDays(booking.startDate, -1))) due.push("see-you-tomorrow");
  return due;
}

/** Whether a booking confirmed now gets its joining instructions at once (the success page says so). */
export const joiningInstructionsAtOnce = (startDate: string, now: Date) =>
  now >= londonInstant(addDays(startDate, -JOINING_INSTRUCTIONS_DAYS_BEFORE), SEND_AT);
