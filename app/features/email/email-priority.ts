// Which messages go first when mail is behind (issue 20, research C4): a waiting-list offer holds a seat for hours
// and a confirmation or refund answers money just taken or returned, so they must not wait behind a morning's
// reminders. The kind's name (before any ':') decides; a kind listed nowhere is in the middle.

/** Money and seats, and links someone has just asked for: what the customer (or staff) is waiting for now. */
const FIRST = [
  "booking-confirmation",
  "receipt",
  "refund-paid",
  "money-returned",
  "booking-cancelled",
  "date-changed",
  "date-cancelled",
  // the academy changed the course's days (issue 21): the learner may need to rearrange or choose
  "course-dates-changed",
  "waitlist-offer",
  // a seat held for a customer staff booked, until they pay by card (issue 21)
  "payment-link",
  "waitlist-lapsed",
  // asks the person who has just joined to confirm their address: they are waiting for it
  "waitlist-joined",
  "staff-alert",
  "booking-link",
  // a business contact's sign-in link (issue 24): they are waiting for it
  "account-sign-in",
];

/** Scheduled reminders and digests: due today, not this minute. */
const LAST = [
  "balance-reminder-first",
  "balance-reminder-last",
  "balance-due-today",
  "balance-overdue",
  "balance-reminder-by-staff",
  "joining-instructions",
  "see-you-tomorrow",
  "overdue-digest",
  // the staff's daily e-mail at 07:00 (issue 21)
  "staff-daily",
  // first aid and SIA licence renewal reminders (issue 23)
  "renewal-reminder",
  // an invoice's reminders before and after its due date (issue 24)
  "invoice-reminder-due-soon",
  "invoice-reminder-due-today",
  "invoice-reminder-overdue-7",
  "invoice-reminder-overdue-14",
];

export const EMAIL_PRIORITY = { first: 0, normal: 1, last: 2 } as const;

/** The outbox priority of a message kind (`receipt:<id>`, `waitlist-offer:<entry>` …): lower goes first. */
export function emailPriority(kind: string): number {
  const name = kind.split(":", 1)[0]!;
  if (FIRST.includes(name)) return EMAIL_PRIORITY.first;
  if (LAST.includes(name)) return EMAIL_PRIORITY.last;
  return EMAIL_PRIORITY.normal;
}
