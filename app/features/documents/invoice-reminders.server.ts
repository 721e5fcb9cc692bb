// Invoice reminders (issue 24, decision 027) on the job table, as the renewal reminders are: a daily sweep at 09:00
// London finds each invoice whose reminder is due today (invoice-reminders.ts) with money still owed, and queues one
// job per invoice and reminder (the dedupe key), so each is queued once however many processes sweep. The job checks
// again when it runs, under the booking's row lock that recording a payment takes first: an invoice paid or credited
// in the meantime, or a reminder a later one has overtaken, sends nothing. The outbox's unique (kind, booking) keeps
// a re-run from queueing the e-mail twice, and withInvoiceReminderCheck checks once more when it is sent. Each goes to
// the account's billing address and, when it is another address, to the contact who made the booking.
import { and, eq, gte, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "#db/db.server";
import { bookings, courses, documents, organisationContacts, organisations } from "#db/schema";
import { enqueueEmail } from "#app/features/email/outbox.server";
import { type OutboxHooks, checkFirst } from "#app/features/email/outbox-worker.server";
import { invoiceReminderEmail } from "#app/features/email/templates/invoice-reminder-email";
import { enqueueJob } from "#app/features/jobs/job-queue.server";
import type { JobHandler, Sweep } from "#app/features/jobs/job-runner.server";
import { addBookingEvent } from "#app/features/booking/life-cycle/booking-lifecycle.server";
import { BOOKING_TOKEN_PLACEHOLDER } from "#app/features/booking/life-cycle/booking-links.server";
import { messageSiteOf } from "#app/features/booking/life-cycle/booking-messages.server";
import { lockBookingOfLedger } from "#app/features/payments/ledger.server";
import { addDays } from "#app/shared/dates";
import { londonClock } from "#app/shared/london-clock";
import type { SiteInfo } from "#app/shared/site-info";
import { invoiceBalanceOf, invoiceOwedSql } from "./invoice-balance.server";
import {
  INVOICE_REMINDER_OFFSETS,
  INVOICE_REMINDER_STAGES,
  invoiceReminderDue,
  invoiceReminderTimely,
  type InvoiceReminderStage,
} from "./invoice-reminders";

export const INVOICE_REMINDER_SWEEP: Sweep = { kind: "invoice-reminders", every: "day", at: "09:00" };
export const INVOICE_REMINDER_JOB = "invoice-reminder";

type ReminderPayload = { invoiceId: string; stage: InvoiceReminderStage };

/** The outbox kind of a reminder: one per invoice and stage ('invoice-reminder-due-soon:<invoice id>'). */
export const invoiceReminderKind = (stage: InvoiceReminderStage, invoiceId: string) =>
  `${INVOICE_REMINDER_JOB}-${stage}:${invoiceId}`;

/** The same reminder's copy to the contact who booked, when their address is not the billing address. */
export const CONTACT_COPY_SUFFIX = ":contact";

const KIND_PATTERN = new RegExp(
  `^${INVOICE_REMINDER_JOB}-(${INVOICE_REMINDER_STAGES.join("|")}):([0-9a-f-]{36})(${CONTACT_COPY_SUFFIX})?$`,
);

/** The invoice an outbox kind reminds of, if it is a reminder's. */
export function invoiceOfReminderKind(kind: string): string | undefined {
  return KIND_PATTERN.exec(kind)?.[2];
}

const LABELS: Record<InvoiceReminderStage, string> = {
  "due-soon": "Invoice reminder (due in 7 days)",
  "due-today": "Invoice reminder (due today)",
  "overdue-7": "Invoice reminder (7 days overdue)",
  "overdue-14": "Invoice reminder (14 days overdue)",
};

/** The sweep: queues each reminder due today for an invoice with money owed on it, once. */
export async function queueDueInvoiceReminders(db: Executor, now: Date): Promise<number> {
  const today = londonClock(now).date;
  const offsets = Object.values(INVOICE_REMINDER_OFFSETS);
  const rows = await db
    .select({ id: documents.id, issuedOn: documents.issuedOn, dueOn: sql<string>`${documents.dueOn}::text` })
    .from(documents)
    .where(
      and(
        eq(documents.kind, "invoice"),
        // Due within the reminders' reach of today: from 7 days ahead to 14 days ago.
        gte(documents.dueOn, addDays(today, -Math.max(...offsets))),
        lte(documents.dueOn, addDays(today, -Math.min(...offsets))),
        sql`${invoiceOwedSql} > 0`,
      ),
    );
  let queued = 0;
  for (const row of rows) {
    const stage = invoiceReminderDue(row, today);
    if (!stage) continue;
    const payload: ReminderPayload = { invoiceId: row.id, stage };
    const dedupeKey = `${INVOICE_REMINDER_JOB}:${row.id}:${stage}`;
    if (await enqueueJob(db, { kind: INVOICE_REMINDER_JOB, dedupeKey, payload })) queued++;
  }
  return queued;
}

/** Sends one reminder if it is still true when the job runs: money still owed, and no later reminder due instead. */
export async function sendInvoiceReminder(
  db: Database,
  payload: ReminderPayload,
  now: Date,
  site: SiteInfo,
): Promise<"queued" | "not-sent"> {
  const today = londonClock(now).date;
  return db.transaction(async (tx) => {
    const [peek] = await tx
      .select({ bookingId: documents.bookingId })
      .from(documents)
      .where(eq(documents.id, payload.invoiceId));
    if (!peek) return "not-sent";
    // Recording a payment holds this lock: the reminder is judged on what it left.
    await lockBookingOfLedger(tx, peek.bookingId);
    const balance = await invoiceBalanceOf(tx, payload.invoiceId);
    if (!balance || balance.owed <= 0 || !balance.invoice.dueOn) return "not-sent";
    if (!invoiceReminderTimely(payload.stage, balance.invoice.dueOn, today)) return "not-sent";
    const [row] = await tx
      .select({
        reference: bookings.reference,
        payer: bookings.userDetails,
        courseTitle: courses.title,
        organisation: organisations.name,
        billingEmail: organisations.billingEmail,
        contactEmail: organisationContacts.email,
      })
      .from(bookings)
      .innerJoin(courses, eq(courses.id, bookings.courseId))
      .leftJoin(organisations, eq(organisations.id, bookings.organisationId))
      .leftJoin(organisationContacts, eq(organisationContacts.id, bookings.organisationContactId))
      .where(eq(bookings.id, peek.bookingId));
    if (!row) return "not-sent";
    const { invoice } = balance;
    const email = await invoiceReminderEmail(
      {
        number: invoice.displayNumber,
        customer: row.organisation ?? row.payer.fullName,
        bookingReference: row.reference,
        courseTitle: row.courseTitle,
        issuedOn: invoice.issuedOn,
        dueOn: invoice.dueOn!,
        total: invoice.total,
        owed: balance.owed,
        downloadUrl: `${site.url}/api/bookings/by-token/${BOOKING_TOKEN_PLACEHOLDER}/documents/${invoice.id}.pdf`,
        // Where to pay now (the setting as it is today), which the invoice itself may predate.
        bankDetails: site.legal?.bankDetails ?? null,
      },
      messageSiteOf(site),
      { stage: payload.stage },
    );
    const kind = invoiceReminderKind(payload.stage, invoice.id);
    // Where invoices and reminders go: the account's billing address (the payer's, for an invoice without one), and
    // the contact who booked when theirs is another address: one e-mail each, each once (its own outbox kind).
    const billing = row.billingEmail ?? row.payer.email;
    const recipients = [{ to: billing, kind }];
    if (row.contactEmail && !sameAddress(row.contactEmail, billing)) {
      recipients.push({ to: row.contactEmail, kind: `${kind}${CONTACT_COPY_SUFFIX}` });
    }
    let sent: "queued" | "not-sent" = "not-sent";
    for (const recipient of recipients) {
      if (!(await enqueueEmail(tx, { kind: recipient.kind, bookingId: peek.bookingId, to: recipient.to, ...email }))) {
        continue;
      }
      await addBookingEvent(tx, peek.bookingId, {
        kind: "message-queued",
        text: `${LABELS[payload.stage]} e-mail queued to ${recipient.to}: “${email.subject}”`,
      });
      sent = "queued";
    }
    return sent;
  });
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The sweep's and the jobs' handlers, for the job runner (server/index.ts). */
export const invoiceReminderHandlers = (site: SiteInfo): Record<string, JobHandler> => ({
  [INVOICE_REMINDER_SWEEP.kind]: async ({ db, now }) => {
    await queueDueInvoiceReminders(db, now);
  },
  [INVOICE_REMINDER_JOB]: async ({ db, now, job }) => {
    await sendInvoiceReminder(db, job.payload as ReminderPayload, now, site);
  },
});

/** The outbox's last check (never send what is no longer true): a reminder of an invoice paid since is not sent. */
export const withInvoiceReminderCheck = (db: Database, hooks: OutboxHooks): OutboxHooks =>
  checkFirst(hooks, async (row) => {
    const invoiceId = invoiceOfReminderKind(row.kind);
    if (!invoiceId) return row;
    const balance = await invoiceBalanceOf(db, invoiceId);
    return balance && balance.owed > 0 ? row : null;
  });
