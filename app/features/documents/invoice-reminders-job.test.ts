// Invoice reminders on the job table (issue 24): the daily sweep queues each due reminder once, the job sends it to
// the account's billing address with the number, what is owed, the due date, how to pay and a working download
// link, once; an invoice paid by then gets nothing, at the job or at the outbox. The real database.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, jobs } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookingEmailHooks } from "#app/features/booking/life-cycle/booking-messages.server";
import { londonInstant } from "#app/shared/london-clock";
import { invoicedBooking, recordTransfer } from "#test/support/invoiced-booking";
import {
  INVOICE_REMINDER_JOB,
  invoiceReminderHandlers,
  queueDueInvoiceReminders,
  sendInvoiceReminder,
  withInvoiceReminderCheck,
} from "./invoice-reminders.server";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;
const at = (day: string) => londonInstant(day, "09:05");

const remindersOf = (invoiceId: string) =>
  db()
    .select()
    .from(emailOutbox)
    .where(like(emailOutbox.kind, `invoice-reminder-%:${invoiceId}`));

const jobsOf = (invoiceId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, INVOICE_REMINDER_JOB), like(jobs.dedupeKey, `%${invoiceId}%`)));

describe("invoice reminders", () => {
  it("queues each due reminder once and sends it once, to the billing address, with what to pay and the invoice", async () => {
    const { booking, invoice } = await invoicedBooking(db(), { total: 49_800, issuedOn: "2026-11-01" });
    expect(invoice.dueOn).toBe("2026-12-01");

    // Not a reminder's day: nothing queued.
    expect(await queueDueInvoiceReminders(db(), at("2026-11-23"))).toBe(0);
    // 7 days before: queued once however many times the sweep runs.
    expect(await queueDueInvoiceReminders(db(), at("2026-11-24"))).toBe(1);
    expect(await queueDueInvoiceReminders(db(), at("2026-11-24"))).toBe(0);
    const [job] = await jobsOf(invoice.id);
    expect(job).toMatchObject({
      dedupeKey: `invoice-reminder:${invoice.id}:due-soon`,
      payload: { invoiceId: invoice.id, stage: "due-soon" },
    });

    const run = invoiceReminderHandlers(site.app.ctx.site)[INVOICE_REMINDER_JOB]!;
    const context = { db: db(), logger: site.app.ctx.logger, now: at("2026-11-24"), job: job! };
    await run(context);
    await run(context);
    const sent = await remindersOf(invoice.id);
    expect(sent).toHaveLength(1);
    const [email] = sent;
    expect(email).toMatchObject({
      kind: `invoice-reminder-due-soon:${invoice.id}`,
      bookingId: booking.id,
      toAddress: "accounts@acme.example.com",
      subject: `Invoice ${invoice.displayNumber}: £498 due by 1 December 2026`,
    });
    for (const line of [invoice.displayNumber, "£498", "1 December 2026", booking.reference, "bank transfer"]) {
      expect(email!.text).toContain(line);
    }

    // The link is minted when it is sent, and downloads the invoice.
    const prepared = await withInvoiceReminderCheck(db(), bookingEmailHooks(db())).prepare(email!);
    const path = /\/api\/bookings\/by-token\/[\w-]+\/documents\/[0-9a-f-]+\.pdf/.exec(prepared!.text)?.[0];
    expect(path).toContain(invoice.id);
    const pdf = await site.app.fetch(path!);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
  });

  it("sends nothing for an invoice paid before the job runs, or before the e-mail goes", async () => {
    const { invoice } = await invoicedBooking(db(), { total: 24_900, issuedOn: "2026-11-01" });
    expect(await queueDueInvoiceReminders(db(), at("2026-12-01"))).toBe(1);
    const [job] = await jobsOf(invoice.id);
    const pay = (amount: number) => recordTransfer(site.admin, invoice.id, amount, "2026-11-28");

    // Queued while part is still owed; paid in full before the outbox sends it: not sent.
    expect((await pay(10_000)).status).toBe(201);
    expect(await sendInvoiceReminder(db(), job!.payload as never, at("2026-12-01"), site.app.ctx.site)).toBe("queued");
    const [queued] = await remindersOf(invoice.id);
    expect(queued!.text).toContain("£149");
    expect((await pay(14_900)).status).toBe(201);
    expect(await withInvoiceReminderCheck(db(), bookingEmailHooks(db())).prepare(queued!)).toBeNull();

    // Paid: the sweep queues nothing more, and a job already queued sends nothing.
    expect(await queueDueInvoiceReminders(db(), at("2026-12-08"))).toBe(0);
    const overdue = { invoiceId: invoice.id, stage: "overdue-7" as const };
    expect(await sendInvoiceReminder(db(), overdue, at("2026-12-08"), site.app.ctx.site)).toBe("not-sent");
    expect(await remindersOf(invoice.id)).toHaveLength(1);
  });

  it("sends nothing a later reminder has overtaken (a job run late)", async () => {
    const { invoice } = await invoicedBooking(db(), { total: 24_900, issuedOn: "2026-11-01" });
    const late = { invoiceId: invoice.id, stage: "due-soon" as const };
    expect(await sendInvoiceReminder(db(), late, at("2026-12-01"), site.app.ctx.site)).toBe("not-sent");
    expect(await remindersOf(invoice.id)).toHaveLength(0);
  });
});
