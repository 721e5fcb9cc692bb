// The academy changes or cancels a course date that people are booked on (issue 21, H2 and M8), as pure rules: who
// it touches, what staff are told will happen before they confirm, and what it does to each booking. The server
// (run-change.server.ts) counts the people under the date's lock and applies them; the staff dialogs show the same
// sentences. Decision 020.
import { addDays, formatDate } from "#app/shared/dates";
import { formatCourseDays } from "#app/shared/date-span";
import { formatPoundsExact } from "#app/shared/money";

/** Everyone a change to a date reaches: counted under its lock, from one query (run-change.server.ts). */
export type DatePeople = {
  /** Confirmed bookings. */
  learners: number;
  /** Seats held and not yet paid for (pending, hold not expired). */
  holds: number;
  /** People in line on its waiting list who confirmed their address: they are told when it is cancelled. */
  waiting: number;
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
export const learnersText = (n: number) => count(n, "learner", "learners");

/** The same days, whatever order they were listed in. */
export function sameDays(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const sortedB = [...b].sort();
  return [...a].sort().every((day, i) => day === sortedB[i]);
}

/** What changing a date's days does, in sentences staff read before they confirm (and the 409 says). */
export function daysChangeLines(people: Pick<DatePeople, "learners" | "holds">): string[] {
  const lines: string[] = [];
  if (people.learners > 0) {
    lines.push(
      `${learnersText(people.learners)} booked: ${people.learners === 1 ? "they" : "each"} will be e-mailed the new dates with an updated calendar file and offered a free move to another date or a full refund.`,
    );
  }
  if (people.holds > 0) {
    lines.push(
      `${count(people.holds, "seat", "seats")} held awaiting payment: ${people.holds === 1 ? "its customer is" : "each customer is"} e-mailed the new dates before paying, and offered the same once booked.`,
    );
  }
  return lines;
}

/** What cancelling a date does (the sweeps of issue 14 carry it out), in sentences staff read before they confirm. */
export function cancelDateLines(people: DatePeople): string[] {
  const lines: string[] = [];
  if (people.learners > 0) {
    lines.push(
      `${learnersText(people.learners)} booked: ${people.learners === 1 ? "they are" : "each is"} e-mailed within a minute and offered a new date of the course at no extra cost or a full refund of everything paid, deposit included; whoever has not chosen by the first day is refunded in full.`,
    );
  }
  if (people.holds > 0) {
    lines.push(
      `${count(people.holds, "seat", "seats")} held awaiting payment: if paid, ${people.holds === 1 ? "that customer is" : "each is"} offered the same choice.`,
    );
  }
  if (people.waiting > 0) {
    lines.push(
      `${count(people.waiting, "person", "people")} on the waiting list ${people.waiting === 1 ? "is" : "are"} told the date is cancelled, with the course's next dates, and the list is closed.`,
    );
  } else {
    lines.push("Its waiting list is closed.");
  }
  if (people.learners + people.holds === 0) lines.unshift("Nobody is booked on this date.");
  lines.push("The date comes off the website at once. This cannot be undone.");
  return lines;
}

/** A date's days as staff and learners read them: '1 December 2026' or '1 to 6 December 2026'. */
export const daysText = (days: readonly string[]) => formatCourseDays([...days].sort());

/** The days before and after, each as a span, or day by day when the spans read the same (a middle day moved). */
export function daysChangeText(before: readonly string[], after: readonly string[]): { was: string; now: string } {
  const spans = { was: daysText(before), now: daysText(after) };
  if (spans.was !== spans.now) return spans;
  const list = (days: readonly string[]) => [...days].sort().map(formatDate).join(", ");
  return { was: list(before), now: list(after) };
}

export type EditImpact = {
  changesDays: boolean;
  daysBefore: string[];
  daysAfter: string[];
  learners: number;
  holds: number;
  /** The save changes the days of a date someone is booked on: it needs staff's explicit confirmation. */
  needsConfirmation: boolean;
  lines: string[];
};

/** What saving an edit of a date does to the people booked on it. */
export function editImpact(
  days: { before: readonly string[]; after: readonly string[] },
  people: Pick<DatePeople, "learners" | "holds">,
): EditImpact {
  const changesDays = !sameDays(days.before, days.after);
  const needsConfirmation = changesDays && people.learners + people.holds > 0;
  return {
    changesDays,
    daysBefore: [...days.before].sort(),
    daysAfter: [...days.after].sort(),
    learners: people.learners,
    holds: people.holds,
    needsConfirmation,
    lines: needsConfirmation ? [changeSentence(days.before, days.after), ...daysChangeLines(people)] : [],
  };
}

/** '11 to 12 March 2030 (were 4 to 5 March 2030)' */
export function newDaysText(before: readonly string[], after: readonly string[]): string {
  const { was, now } = daysChangeText(before, after);
  return `${now} (were ${was})`;
}

function changeSentence(before: readonly string[], after: readonly string[]) {
  return `New days: ${newDaysText(before, after)}.`;
}

/** The 409 of a save that would move people without staff's confirmation. */
export const confirmDaysChangeMessage = (impact: EditImpact) =>
  `${impact.lines.join(" ")} Confirm the change to save it.`;

/** The 409 of an edit that sets a date with people on it to Cancelled (M8): cancelling is its own action. */
export function cancelThroughActionMessage(people: DatePeople): string {
  const who = [
    people.learners > 0 ? `${learnersText(people.learners)} booked` : "",
    people.holds > 0 ? `${count(people.holds, "seat", "seats")} held` : "",
    people.waiting > 0 ? `${count(people.waiting, "person", "people")} waiting` : "",
  ].filter(Boolean);
  return `This date has ${who.join(", ")}: use 'Cancel date' so everyone is told what happens.`;
}

/** Someone to tell: booked, holding a seat or waiting. */
export const anyoneOn = (people: DatePeople) => people.learners + people.holds + people.waiting > 0;

/**
 * The balance's due date after the academy moves the days (S = first day): the default S−7 follows the new first day
 * (never before today); a date staff set by hand stays, unless it now falls after the new first day.
 */
export function balanceDueAfterDaysChange(booking: {
  balanceDueDate: string | null;
  oldFirstDay: string;
  newFirstDay: string;
  today: string;
}): string | null {
  const { balanceDueDate, oldFirstDay, newFirstDay, today } = booking;
  if (!balanceDueDate) return null;
  const isDefault = balanceDueDate === addDays(oldFirstDay, -7);
  if (!isDefault && balanceDueDate <= newFirstDay) return balanceDueDate;
  const due = addDays(newFirstDay, -7);
  return due < today ? today : due;
}

/** The academy changed the booking's days and the course has not started: a free move or a full refund is open. */
export const academyChangeOpen = (
  booking: { academyChanged: boolean; status: string; startDate: string },
  today: string,
) => booking.academyChanged && booking.status === "confirmed" && booking.startDate > today;

/** Why the learner gets everything back: the academy changed the dates (decision 020). */
export const academyChangedRefundReason = (amount: number) =>
  `We changed your course dates: everything paid (${formatPoundsExact(amount)}) is refunded`;

/** The booking's timeline line for the change. */
export const academyChangedEventText = (before: readonly string[], after: readonly string[], by: string) =>
  `The academy (${by}) changed the course dates to ${newDaysText(before, after)}. The learner may move to another date free of charge or cancel for a full refund.`;

/** The first day, in words, for a staff summary. */
export const firstDayText = (days: readonly string[]) => formatDate([...days].sort()[0]!);
