// Staff e-mail everyone booked on a course date (issue 21: a room change, parking, the trainer ill): one outbox
// message per confirmed booking, each noted on that booking's timeline, and the action in the audit log. The date's
// row is locked while it is done, and each copy's kind carries the form's key, so a second press (or a retry after a
// lost answer) finds the copies already queued and sends nothing more.
import { and, count, eq } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, emailOutbox } from "#db/schema";
import { recordAudit, type StaffActor } from "#app/features/audit/audit.server";
import { cohortMessageEmail } from "#app/features/email/templates/cohort-message-email";
import { conflict } from "#app/shared/http-error";
import type { SiteInfo } from "#app/shared/site-info";
import { getBookingSummary } from "../booking-summary.server";
import { messageBookingOf, messageSiteOf, queueCustomerEmail } from "../life-cycle/booking-messages.server";
import { dateOf, onDate } from "./date-key.server";
import type { StaffDateKey } from "./date-roster";
import type { DateMessageAudience, DateMessageInput, DateMessageSent } from "./date-message-schema";

const cohortKind = (idempotencyKey: string) => `cohort-message:${idempotencyKey}`;

async function confirmedBookingIds(db: Executor, key: StaffDateKey): Promise<string[]> {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(onDate(key), eq(bookings.status, "confirmed")))
    .orderBy(bookings.createdAt);
  return rows.map((row) => row.id);
}

export async function dateMessageAudience(db: Executor, key: StaffDateKey): Promise<DateMessageAudience> {
  const date = await dateOf(db, key);
  const [row] = await db
    .select({ recipients: count() })
    .from(bookings)
    .where(and(onDate(key), eq(bookings.status, "confirmed")));
  return { recipients: row?.recipients ?? 0, courseTitle: date.courseTitle, startDate: date.startDate };
}

export async function messageDate(
  db: Database,
  key: StaffDateKey,
  input: DateMessageInput,
  actor: StaffActor,
  site: SiteInfo,
): Promise<DateMessageSent> {
  return db.transaction(async (tx) => {
    const date = await dateOf(tx, key, true);
    const kind = cohortKind(input.idempotencyKey);
    const [earlier] = await tx.select({ copies: count() }).from(emailOutbox).where(eq(emailOutbox.kind, kind));
    if (earlier && earlier.copies > 0) return { sent: earlier.copies, alreadySent: true };
    const ids = await confirmedBookingIds(tx, key);
    if (ids.length === 0) throw conflict("Nobody is booked on this date yet: there is no one to e-mail.");
    let sent = 0;
    for (const id of ids) {
      const summary = (await getBookingSummary(tx, { id }))!;
      const email = await cohortMessageEmail(messageBookingOf(summary, site), messageSiteOf(site), input);
      if (await queueCustomerEmail(tx, summary, kind, email, `Message to everyone on the date from ${actor.username}`))
        sent += 1;
    }
    await recordAudit(tx, actor, {
      action: "date.message",
      recordType: key.kind === "instance" ? "instance" : "available-date",
      recordId: key.id,
      summary: `E-mailed everyone on ${date.courseTitle}, ${date.startDate} (${sent} ${sent === 1 ? "learner" : "learners"}): “${input.subject}”`,
      after: { subject: input.subject, message: input.message, recipients: sent, key: input.idempotencyKey },
    });
    return { sent, alreadySent: false };
  });
}
