// The academy changes the days of a course date people are booked on, or cancels it (issue 21, H2 and M8; decision
// 020). The date's row is locked first, then its bookings (decision 003's order), all in the edit's transaction.
//
// - An edit that changes the days of a date with learners (confirmed, or holding a seat) is refused with 409 and what
//   would happen, unless staff confirmed it; confirmed, each booking is marked academy-changed (a free move or a full
//   refund is open to it: date-change.server.ts, cancellation.server.ts), gets a timeline line that is a new SEQUENCE
//   of its calendar event, and an e-mail with the new days and the calendar file. Unsent reminders that named the old
//   days are withdrawn; the sweeps queue them again from the new days.
// - An edit may not set such a date to Cancelled: cancelling is its own action (cancelDate), which sets the status the
//   sweeps of issue 14 act on (each learner told and offered a new date or a full refund, the waiting list closed).
import { randomUUID } from "node:crypto";
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, courses, emailOutbox } from "#db/schema";
import { changedFields, recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { courseDatesChangedEmail } from "#app/features/email/templates/course-dates-changed-email";
import { londonToday } from "#app/shared/dates";
import { conflict, notFound } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import {
  countWaiting,
  dateKindColumns,
  daysOfDateRow,
  lockBookableDate,
  takesASeat,
  type BookableDate,
} from "../bookable-date.server";
import { getBookingSummary } from "../booking-summary.server";
import { addBookingEvent } from "../life-cycle/booking-lifecycle.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import { bookingCalendarAttachment } from "../life-cycle/confirmation-email.server";
import type { ScheduledMessage } from "../life-cycle/message-schedule";
import {
  academyChangedEventText,
  anyoneOn,
  balanceDueAfterDaysChange,
  cancelDateLines,
  cancelThroughActionMessage,
  confirmDaysChangeMessage,
  newDaysText,
  daysText,
  editImpact,
  learnersText,
  type DatePeople,
  type EditImpact,
} from "./run-change-rules";
import type { CancelDateImpact } from "./run-change-schema";

export type DateKey = Pick<BookableDate, "kind" | "id">;

/** The timeline event of the academy changing a booking's days: booking-summary.server.ts counts it in SEQUENCE. */
export const ACADEMY_CHANGED_EVENT = "academy-changed-dates";

/** Messages the sweeps queue from the booking's days (message-schedule.ts): withdrawn unsent when the days change. */
const SCHEDULED: ScheduledMessage[] = [
  "balance-reminder-first",
  "balance-reminder-last",
  "balance-due-today",
  "balance-overdue",
  "joining-instructions",
  "see-you-tomorrow",
];

const bookingOn = (key: DateKey) =>
  key.kind === "instance" ? eq(bookings.instanceId, key.id) : eq(bookings.availableDateId, key.id);
const recordTypeOf = (key: DateKey) => (key.kind === "instance" ? "instance" : "available-date");

/** Everyone a change to the date reaches: the one count behind the dialogs, the 409s and both actions. */
export async function peopleOnDate(db: Executor, key: DateKey): Promise<DatePeople> {
  const [row] = await db
    .select({
      // Seats, not bookings: a group booking brings several learners (issue 24).
      learners: sql<number>`coalesce(sum(${bookings.seats}) filter (where ${bookings.status} = 'confirmed'), 0)::int`,
      holds: sql<number>`coalesce(sum(${bookings.seats}) filter (where ${bookings.status} = 'pending'), 0)::int`,
    })
    .from(bookings)
    .where(and(bookingOn(key), takesASeat));
  return { learners: row?.learners ?? 0, holds: row?.holds ?? 0, waiting: await countWaiting(db, key) };
}

type DateSnapshot = {
  courseTitle: string;
  status: string;
  /** The days learners are told, first day first. */
  days: string[];
  /** The stored row, for the audit log. */
  record: Record<string, unknown>;
};

async function snapshotOf(db: Executor, key: DateKey): Promise<DateSnapshot> {
  const { table } = dateKindColumns(key.kind);
  const [found] = await db
    .select({ row: table, courseTitle: courses.title, durationDays: courses.durationDays })
    .from(table)
    .innerJoin(courses, eq(courses.id, table.courseId))
    .where(eq(table.id, key.id));
  if (!found) throw notFound("Course date not found");
  const { row } = found;
  const days = daysOfDateRow(row, found.durationDays);
  return { courseTitle: found.courseTitle, status: row.status, days, record: recordOf(row) };
}

const recordOf = ({ createdAt: _created, updatedAt: _updated, ...fields }: { createdAt: Date; updatedAt: Date }) =>
  fields as Record<string, unknown>;

/** A date edit's preview: what saving it would do, answered instead of saving (the transaction is rolled back). */
export class EditPreview extends Error {
  constructor(readonly impact: EditImpact) {
    super("Preview of a date edit");
  }
}

/** Work an edit of a date does under its lock, around its write (catalogue/staff/timetable.server.ts). */
export type DateEditGuard = {
  beforeWrite(tx: Executor): Promise<void>;
  afterWrite(tx: Executor): Promise<void>;
};

export type RunChangeRequest =
  { preview: true } | { preview?: false; confirm: boolean; actor: StaffActor; site: SiteInfo; today?: string };

/** The guard of a staff edit of a date: see the top of this file. */
export function runChangeGuard(key: DateKey, request: RunChangeRequest): DateEditGuard {
  let before: DateSnapshot | undefined;
  return {
    async beforeWrite(tx) {
      before = await snapshotOf(tx, key);
    },
    async afterWrite(tx) {
      const after = await snapshotOf(tx, key);
      const people = await peopleOnDate(tx, key);
      const impact = editImpact({ before: before!.days, after: after.days }, people);
      if (request.preview) throw new EditPreview(impact);
      if (before!.status !== "cancelled" && after.status === "cancelled" && anyoneOn(people)) {
        const message = cancelThroughActionMessage(people);
        throw conflict(message, { status: [message] });
      }
      if (!impact.needsConfirmation) return;
      if (!request.confirm) throw conflict(confirmDaysChangeMessage(impact));
      await moveBookingsToNewDays(tx, key, { before: before!.days, after: after.days }, request);
      // The edit's own log row, with every field it changed (the catch-all log then leaves it alone).
      await recordAudit(tx, request.actor, {
        action: `${recordTypeOf(key)}.change-days`,
        recordType: recordTypeOf(key),
        recordId: key.id,
        summary: `Changed the days of ${after.courseTitle} to ${newDaysText(before!.days, after.days)}; e-mailed ${[
          people.learners > 0 ? learnersText(people.learners) : "",
          people.holds > 0 ? `${people.holds} holding a seat` : "",
        ]
          .filter(Boolean)
          .join(" and ")}`,
        ...changedFields(before!.record, after.record),
      });
    },
  };
}

/** Each booking on the date (locked after the date): marked, noted, its stale reminders withdrawn, and e-mailed. */
async function moveBookingsToNewDays(
  tx: Executor,
  key: DateKey,
  days: { before: string[]; after: string[] },
  request: { actor: StaffActor; site: SiteInfo; today?: string },
): Promise<void> {
  const today = request.today ?? londonToday();
  const rows = await tx
    .select({ id: bookings.id, status: bookings.status, balanceDueDate: bookings.balanceDueDate })
    .from(bookings)
    .where(and(bookingOn(key), takesASeat))
    .orderBy(asc(bookings.id))
    .for("no key update");
  for (const row of rows) {
    await tx
      .update(bookings)
      .set({
        academyChangedAt: new Date(),
        balanceDueDate: balanceDueAfterDaysChange({
          balanceDueDate: row.balanceDueDate,
          oldFirstDay: days.before[0]!,
          newFirstDay: days.after[0]!,
          today,
        }),
      })
      .where(eq(bookings.id, row.id));
    await addBookingEvent(tx, row.id, {
      kind: ACADEMY_CHANGED_EVENT,
      text: academyChangedEventText(days.before, days.after, request.actor.username),
      actor: request.actor.username,
    });
    await withdrawUnsentReminders(tx, row.id);
    const summary = (await getBookingSummary(tx, { id: row.id }))!;
    const held = row.status === "pending";
    const email = await courseDatesChangedEmail(messageBookingOf(summary, request.site), messageSiteOf(request.site), {
      previousDays: days.before,
      held,
    });
    await queueCustomerEmail(
      tx,
      summary,
      // One per change: staff may change the days more than once.
      `course-dates-changed:${randomUUID()}`,
      // A booked learner's calendar event moves: the same UID, the next SEQUENCE (the event above counts).
      held ? email : { ...email, attachments: [bookingCalendarAttachment(summary, request.site)] },
      "Course dates changed",
    );
  }
}

/**
 * Reminders queued but not yet sent that named the old days (their kinds carry the first day, but the days between
 * may have moved too), and an earlier change's e-mail not yet sent: withdrawn, so nothing untrue goes out. The sweeps
 * queue the reminders again from the new days when they are due.
 */
async function withdrawUnsentReminders(tx: Executor, bookingId: string): Promise<void> {
  const stale = await tx
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.bookingId, bookingId),
        eq(emailOutbox.status, "pending"),
        sql`split_part(${emailOutbox.kind}, ':', 1) in (${sql.join(
          [...SCHEDULED, "course-dates-changed"].map((name) => sql`${name}`),
          sql`, `,
        )})`,
      ),
    )
    .returning({ subject: emailOutbox.subject });
  for (const message of stale) {
    await addBookingEvent(tx, bookingId, {
      kind: "message-withdrawn",
      text: `Unsent e-mail withdrawn, as the course dates changed: “${message.subject}”`,
    });
  }
}

/** What cancelling the date would do now (GET …/cancel). */
export async function cancelDateImpact(db: Executor, key: DateKey): Promise<CancelDateImpact> {
  const date = await snapshotOf(db, key);
  const people = await peopleOnDate(db, key);
  return impactOf(date, people, date.status === "cancelled");
}

const impactOf = (date: DateSnapshot, people: DatePeople, cancelled: boolean): CancelDateImpact => ({
  ...people,
  courseTitle: date.courseTitle,
  days: date.days,
  cancelled,
  lines: cancelDateLines(people),
});

/**
 * Staff cancel the date (M8): under its lock, its status becomes Cancelled, which the sweeps of issue 14 act on within
 * a minute (booking-sweeps.server.ts 'cancelled-dates', waitlist-offers.server.ts). Answers what it does.
 */
export async function cancelDate(db: Database, key: DateKey, actor: StaffActor): Promise<CancelDateImpact> {
  return db.transaction(async (tx) => {
    const locked = await lockBookableDate(
      tx,
      key.kind === "instance" ? { instanceId: key.id } : { availableDateId: key.id },
    );
    if (!locked) throw notFound("Course date not found");
    if (locked.status === "cancelled") throw conflict("This date is already cancelled.");
    const date = await snapshotOf(tx, key);
    const people = await peopleOnDate(tx, key);
    const table = key.kind === "instance" ? courseInstances : availableDates;
    await tx.update(table).set({ status: "cancelled" }).where(eq(table.id, key.id));
    await recordAudit(tx, actor, {
      action: `${recordTypeOf(key)}.cancel`,
      recordType: recordTypeOf(key),
      recordId: key.id,
      summary: `Cancelled ${date.courseTitle}, ${daysText(date.days)}: ${learnersText(people.learners)} offered a new date or a full refund, ${people.waiting} on the waiting list told`,
      before: { status: date.status },
      after: { status: "cancelled", ...people },
    });
    return impactOf(date, people, true);
  });
}
