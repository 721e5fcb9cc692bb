// The booking's scheduled work (issue 13, decision 015), as job-runner sweeps. Each sweep derives what is due from
// the data at its moment and writes it in the same transaction as its record (the outbox's unique (kind, booking),
// a timeline line), so running one twice, late, or in two processes at once repeats nothing.
import { and, eq, gte, isNotNull, lte, sql } from "drizzle-orm";
import type { Executor } from "#db/db.server";
import { availableDates, bookings, courseInstances, emailOutbox, type BookingStatus } from "#db/schema";
import { balanceReminderEmail } from "#app/features/email/templates/balance-reminder-email";
import { joiningInstructionsEmail } from "#app/features/email/templates/joining-instructions-email";
import type { OverdueLine, RenderedEmail } from "#app/features/email/templates/message-data";
import { seeYouTomorrowEmail } from "#app/features/email/templates/see-you-tomorrow-email";
import type { JobHandler, Sweep } from "#app/features/jobs/job-runner.server";
import { londonClock } from "#app/shared/london-clock";
import { addDays } from "#app/shared/dates";
import type { SiteInfo } from "#app/shared/site-info";
import { applyTransition, expireHolds, lapsedHolds } from "./booking-lifecycle.server";
import { refundFor } from "../booking-policy";
import { queueCancellationEmail } from "../changes/cancellation.server";
import { invoicedCancellationOf, issueCancellationCredit } from "../changes/invoice-credit.server";
import { recordRefunds } from "#app/features/payments/refunds.server";
import { dateCancelledEmail } from "#app/features/email/templates/date-cancelled-email";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "./booking-messages.server";
import type { BookingSummary } from "../booking-summary";
import { getBookingSummary } from "../booking-summary.server";
import { bookingCalendarAttachment } from "./confirmation-email.server";
import { amountHeldSql } from "#app/features/payments/ledger.server";
import { firstDaySql, withBookingDates } from "../booking-dates.server";
import { messagesDue, scheduledKind, type ScheduledMessage } from "./message-schedule";
import { lockBookingRow } from "../booking-row-lock.server";
import { payerAttends, queueLearnerMessages } from "../groups/learner-messages.server";

export const BOOKING_SWEEPS: Sweep[] = [
  { kind: "expire-holds", every: "minute" },
  { kind: "booking-messages", every: "minute" },
  { kind: "cancelled-dates", every: "minute" },
];

const LABELS: Record<ScheduledMessage, string> = {
  "balance-reminder-first": "Balance reminder",
  "balance-reminder-last": "Last balance reminder",
  "balance-due-today": "Balance due today",
  "balance-overdue": "Balance overdue",
  "joining-instructions": "Joining instructions",
  "see-you-tomorrow": "See you tomorrow",
};

async function render(message: ScheduledMessage, summary: BookingSummary, site: SiteInfo): Promise<RenderedEmail> {
  const booking = messageBookingOf(summary, site);
  const messageSite = messageSiteOf(site);
  switch (message) {
    case "balance-reminder-first":
      return balanceReminderEmail(booking, messageSite, { stage: "first" });
    case "balance-reminder-last":
      return balanceReminderEmail(booking, messageSite, { stage: "last" });
    case "balance-due-today":
      return balanceReminderEmail(booking, messageSite, { stage: "due-today" });
    case "balance-overdue":
      return balanceReminderEmail(booking, messageSite, { stage: "overdue" });
    case "joining-instructions":
      return joiningInstructionsEmail(booking, messageSite);
    case "see-you-tomorrow":
      return seeYouTomorrowEmail(booking, messageSite);
  }
}

/** Queues one scheduled message for a booking unless it was queued before; true when queued now. */
export async function queueScheduledMessage(
  tx: Executor,
  bookingId: string,
  message: ScheduledMessage,
  site: SiteInfo,
): Promise<boolean> {
  const summary = await getBookingSummary(tx, { id: bookingId });
  // A date the academy cancelled gets no reminders or joining instructions: the learner is choosing another.
  if (!summary || summary.dateCancelled) return false;
  // What goes to the learner goes to each learner of a group (issue 24); the money reminders stay the payer's, and
  // a payer who is not one of the learners is not told to come.
  const attendance = message === "joining-instructions" || message === "see-you-tomorrow";
  if (attendance) {
    const told = { site, booking: messageBookingOf(summary, site), messageSite: messageSiteOf(site) };
    await queueLearnerMessages(tx, summary, message, told);
    if (!(await payerAttends(tx, summary))) return false;
  }
  const kind = scheduledKind(message, summary.startDate);
  const [sent] = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.bookingId, bookingId)));
  if (sent) return false;
  const email = await render(message, summary, site);
  const attachments = message === "joining-instructions" ? [bookingCalendarAttachment(summary, site)] : undefined;
  await queueCustomerEmail(tx, summary, kind, { ...email, attachments }, LABELS[message]);
  return true;
}

/** The sweeps' handlers, for the job runner (server/index.ts). */
export function bookingSweepHandlers(site: SiteInfo): Record<string, JobHandler> {
  return {
    "expire-holds": async ({ db }) => {
      await db.transaction((tx) => expireHolds(tx, lapsedHolds(), "expireHold"));
    },

    "booking-messages": async ({ db, now }) => {
      const today = londonClock(now).date;
      // Confirmed bookings whose course starts within the reminders' reach (S−14 of a due date extended by staff).
      const candidates = await withBookingDates(
        db
          .select({
            id: bookings.id,
            startDate: firstDaySql,
            balanceDueDate: bookings.balanceDueDate,
            confirmedAt: bookings.confirmedAt,
            owed: sql<number>`${bookings.totalPrice} - ${amountHeldSql()}`,
          })
          .from(bookings)
          .$dynamic(),
      ).where(
        and(
          eq(bookings.status, "confirmed"),
          isNotNull(bookings.confirmedAt),
          gte(firstDaySql, today),
          lte(firstDaySql, addDays(today, 30)),
        ),
      );
      for (const booking of candidates) {
        const due = messagesDue({ ...booking, confirmedAt: booking.confirmedAt!, owed: Number(booking.owed) }, now);
        if (due.length === 0) continue;
        // One transaction per booking, its row locked: a payment or cancellation at the same moment goes first or
        // waits, and the messages are judged on what it left.
        await db.transaction(async (tx) => {
          const locked = await lockBookingRow(tx, booking.id);
          if (locked?.status !== "confirmed") return;
          for (const message of due) await queueScheduledMessage(tx, booking.id, message, site);
        });
      }
    },

    // The academy cancelled a date (issue 14): each learner is told once and chooses on their booking page; whoever
    // has not chosen by the first day is cancelled with everything refunded.
    "cancelled-dates": async ({ db, now }) => {
      const today = londonClock(now).date;
      const dateStatus = sql<string>`coalesce(${courseInstances.status}, ${availableDates.status})`;
      const onCancelledDates = await withBookingDates(
        db.select({ id: bookings.id, startDate: firstDaySql }).from(bookings).$dynamic(),
      ).where(and(eq(bookings.status, "confirmed"), eq(dateStatus, "cancelled")));
      for (const booking of onCancelledDates) {
        await db.transaction(async (tx) => {
          const locked = await lockBookingRow(tx, booking.id);
          const summary = await getBookingSummary(tx, { id: booking.id });
          if (locked?.status !== "confirmed" || !summary?.dateCancelled) return;
          if (summary.startDate <= today) {
            await refundForCancelledDate(tx, locked, summary, site);
            return;
          }
          const kind = `date-cancelled:${summary.startDate}`;
          const [told] = await tx
            .select({ id: emailOutbox.id })
            .from(emailOutbox)
            .where(and(eq(emailOutbox.kind, kind), eq(emailOutbox.bookingId, booking.id)));
          if (told) return;
          const email = await dateCancelledEmail(messageBookingOf(summary, site), messageSiteOf(site));
          await queueCustomerEmail(tx, summary, kind, email, "Date cancelled by the academy");
        });
      }
    },
  };
}

/** The first day came with no choice made: cancelled by the academy, everything paid refunded. */
async function refundForCancelledDate(
  tx: Executor,
  booking: { id: string; status: BookingStatus },
  summary: BookingSummary,
  site: SiteInfo,
) {
  const quote = refundFor({
    paymentType: summary.paymentType,
    amountPaid: summary.amountHeld,
    bookedOn: summary.startDate,
    firstDay: summary.startDate,
    cancelledOn: summary.startDate,
    by: "academy",
  });
  await applyTransition(tx, booking, "cancelByAcademy", {
    text: `Cancelled: the academy cancelled the date and no new date was chosen by the first day. ${quote.reason}`,
  });
  const { byHand } = await recordRefunds(tx, booking.id, quote);
  // Paid by invoice (issue 24): what is left of the invoice is credited too.
  await issueCancellationCredit(tx, await invoicedCancellationOf(tx, summary, "academy", summary.startDate), site);
  await queueCancellationEmail(tx, booking.id, site, { ...quote, byHand }, "academy");
}

/**
 * Confirmed bookings whose balance is past its due date and still owed, for a course not yet started: a part of the
 * staff's daily e-mail at 07:00 (reporting/staff-daily.server.ts), which replaced the 09:00 overdue digest (issue 21).
 */
export async function overdueBalances(db: Executor, today: string, site: SiteInfo): Promise<OverdueLine[]> {
  const rows = await withBookingDates(
    db
      .select({
        id: bookings.id,
        reference: bookings.reference,
        userDetails: bookings.userDetails,
        startDate: firstDaySql,
        balanceDueDate: bookings.balanceDueDate,
        owed: sql<number>`(${bookings.totalPrice} - ${amountHeldSql()})::int`,
        courseId: bookings.courseId,
      })
      .from(bookings)
      .$dynamic(),
  )
    .where(
      and(
        eq(bookings.status, "confirmed"),
        sql`${bookings.balanceDueDate} < ${today}`,
        gte(firstDaySql, today),
        sql`${bookings.totalPrice} > ${amountHeldSql()}`,
      ),
    )
    .orderBy(bookings.balanceDueDate);
  const lines: OverdueLine[] = [];
  for (const row of rows) {
    const summary = (await getBookingSummary(db, { id: row.id }))!;
    lines.push({
      reference: row.reference,
      fullName: row.userDetails.fullName,
      phone: row.userDetails.phone,
      courseTitle: summary.courseTitle,
      startDate: row.startDate,
      balanceDueDate: row.balanceDueDate!,
      amountOwed: row.owed,
      adminUrl: `${site.url}/admin/bookings/${row.id}`,
    });
  }
  return lines;
}
