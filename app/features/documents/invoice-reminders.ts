// When an invoice's reminders are due (issue 24, decision 027): 7 days before its due date, on it, and 7 and 14 days
// after, each from 09:00 London on its day (the daily sweep's hour). A pure function of the invoice's dates and the
// day: a reminder whose day is on or before the day the invoice was issued is never due (the invoice itself has
// just said it), and a reminder is only still timely until the next one's day, so one run late never tells the
// customer something a later reminder has overtaken.
import { addDays } from "#app/shared/dates";

export const INVOICE_REMINDER_STAGES = ["due-soon", "due-today", "overdue-7", "overdue-14"] as const;
export type InvoiceReminderStage = (typeof INVOICE_REMINDER_STAGES)[number];

/** Days from the due date. */
export const INVOICE_REMINDER_OFFSETS: Record<InvoiceReminderStage, number> = {
  "due-soon": -7,
  "due-today": 0,
  "overdue-7": 7,
  "overdue-14": 14,
};

/** After its day, the last reminder stays timely this many days (a sweep or job run late after an outage). */
const LAST_REMINDER_GRACE_DAYS = 7;

/** The day a reminder of this invoice is due on. */
export const invoiceReminderDay = (stage: InvoiceReminderStage, dueOn: string) =>
  addDays(dueOn, INVOICE_REMINDER_OFFSETS[stage]);

/** The reminder due on `today` for an invoice issued on `issuedOn`, due `dueOn`, if any. */
export function invoiceReminderDue(
  invoice: { issuedOn: string; dueOn: string },
  today: string,
): InvoiceReminderStage | undefined {
  return INVOICE_REMINDER_STAGES.find((stage) => {
    const day = invoiceReminderDay(stage, invoice.dueOn);
    return day === today && day > invoice.issuedOn;
  });
}

/** Whether a reminder may still go on `today`: from its day until the next reminder's day. */
export function invoiceReminderTimely(stage: InvoiceReminderStage, dueOn: string, today: string): boolean {
  const index = INVOICE_REMINDER_STAGES.indexOf(stage);
  const next = INVOICE_REMINDER_STAGES[index + 1];
  const until = next
    ? invoiceReminderDay(next, dueOn)
    : addDays(invoiceReminderDay(stage, dueOn), LAST_REMINDER_GRACE_DAYS);
  return today >= invoiceReminderDay(stage, dueOn) && today < until;
}
