// An invoice's state in words (issue 24), as the staff's lists and the customer's booking page show it. Table-driven.
import { describe, expect, it } from "vitest";
import { invoiceStateText } from "./invoice-status";

describe("invoiceStateText", () => {
  it.each<[string, { total: number; owed: number; dueOn: string | null }, string]>([
    ["nothing paid, not yet due", { total: 49_800, owed: 49_800, dueOn: "2026-12-01" }, "Unpaid"],
    ["nothing paid, due today", { total: 49_800, owed: 49_800, dueOn: "2026-11-30" }, "Unpaid"],
    ["part paid", { total: 49_800, owed: 29_850, dueOn: "2026-12-01" }, "Part paid: £298.50 owed"],
    ["paid", { total: 49_800, owed: 0, dueOn: "2026-12-01" }, "Paid"],
    ["paid late", { total: 49_800, owed: 0, dueOn: "2026-11-01" }, "Paid"],
    [
      "overdue from the day after the due date",
      { total: 49_800, owed: 49_800, dueOn: "2026-11-29" },
      "Overdue: £498 owed",
    ],
    ["part paid and overdue", { total: 49_800, owed: 100, dueOn: "2026-11-29" }, "Overdue: £1 owed"],
    ["no due date", { total: 49_800, owed: 49_800, dueOn: null }, "Unpaid"],
  ])("%s", (_name, invoice, expected) => {
    expect(invoiceStateText(invoice, "2026-11-30")).toBe(expected);
  });
});
