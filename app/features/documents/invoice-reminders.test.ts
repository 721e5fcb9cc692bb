// When an invoice's reminders are due (issue 24): 7 days before the due date, on it, 7 and 14 days after; never on or
// before the day of issue; each timely only until the next one's day. Pure rules, table-driven.
import { describe, expect, it } from "vitest";
import { invoiceReminderDue, invoiceReminderTimely, type InvoiceReminderStage } from "./invoice-reminders";

describe("invoiceReminderDue", () => {
  const thirtyDays = { issuedOn: "2026-11-01", dueOn: "2026-12-01" };
  it.each<[string, { issuedOn: string; dueOn: string }, string, InvoiceReminderStage | undefined]>([
    ["7 days before the due date", thirtyDays, "2026-11-24", "due-soon"],
    ["on the due date", thirtyDays, "2026-12-01", "due-today"],
    ["7 days after", thirtyDays, "2026-12-08", "overdue-7"],
    ["14 days after", thirtyDays, "2026-12-15", "overdue-14"],
    ["the day after issue", thirtyDays, "2026-11-02", undefined],
    ["8 days before", thirtyDays, "2026-11-23", undefined],
    ["the day after the due date", thirtyDays, "2026-12-02", undefined],
    ["21 days after", thirtyDays, "2026-12-22", undefined],
    ["across a month and year end", { issuedOn: "2026-12-01", dueOn: "2026-12-31" }, "2027-01-07", "overdue-7"],
    [
      "7-day terms: the first would be on the day of issue",
      { issuedOn: "2026-11-01", dueOn: "2026-11-08" },
      "2026-11-01",
      undefined,
    ],
    [
      "7-day terms still remind on the due date",
      { issuedOn: "2026-11-01", dueOn: "2026-11-08" },
      "2026-11-08",
      "due-today",
    ],
    ["3-day terms: none before issue", { issuedOn: "2026-11-05", dueOn: "2026-11-08" }, "2026-11-01", undefined],
    ["due on the day of issue: not that day", { issuedOn: "2026-11-08", dueOn: "2026-11-08" }, "2026-11-08", undefined],
    [
      "due on the day of issue: 7 days after",
      { issuedOn: "2026-11-08", dueOn: "2026-11-08" },
      "2026-11-15",
      "overdue-7",
    ],
  ])("%s", (_name, invoice, today, expected) => {
    expect(invoiceReminderDue(invoice, today)).toBe(expected);
  });
});

describe("invoiceReminderTimely", () => {
  const dueOn = "2026-12-01";
  it.each<[InvoiceReminderStage, string, boolean]>([
    ["due-soon", "2026-11-23", false],
    ["due-soon", "2026-11-24", true],
    ["due-soon", "2026-11-30", true],
    ["due-soon", "2026-12-01", false],
    ["due-today", "2026-12-01", true],
    ["due-today", "2026-12-07", true],
    ["due-today", "2026-12-08", false],
    ["overdue-7", "2026-12-08", true],
    ["overdue-7", "2026-12-15", false],
    ["overdue-14", "2026-12-14", false],
    ["overdue-14", "2026-12-15", true],
    ["overdue-14", "2026-12-21", true],
    ["overdue-14", "2026-12-22", false],
  ])("%s on %s: %s", (stage, today, expected) => {
    expect(invoiceReminderTimely(stage, dueOn, today)).toBe(expected);
  });
});
