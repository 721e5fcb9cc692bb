import { describe, expect, it } from "vitest";
import { canBookOnAccount, type AccountCredit, type CreditRefusal, type UnpaidInvoice } from "./account-credit";

const TODAY = "2026-12-01";
const invoice = (total: number, paid: number, dueOn: string): UnpaidInvoice => ({ total, paid, dueOn });
const account = (overrides: Partial<AccountCredit> = {}): AccountCredit => ({
  status: "approved",
  creditLimit: 100_000,
  unpaidInvoices: [],
  ...overrides,
});

describe("whether a business may book on account", () => {
  it.each<[string, AccountCredit, number, CreditRefusal | "ok"]>([
    ["an approved account with nothing owed, within its limit", account(), 24_900, "ok"],
    ["a booking that reaches the limit exactly", account(), 100_000, "ok"],
    ["a booking one penny over the limit", account(), 100_001, "over-credit-limit"],
    ["an applicant", account({ status: "applicant" }), 100, "not-approved"],
    ["a declined account", account({ status: "declined" }), 100, "not-approved"],
    ["an account on hold", account({ status: "on-hold" }), 100, "not-approved"],
    ["an approved account with no credit limit set", account({ creditLimit: 0 }), 100, "over-credit-limit"],
    [
      "unpaid invoices plus this booking over the limit",
      account({ unpaidInvoices: [invoice(60_000, 0, "2026-12-20"), invoice(30_000, 0, "2026-12-25")] }),
      10_001,
      "over-credit-limit",
    ],
    [
      "unpaid invoices plus this booking up to the limit",
      account({ unpaidInvoices: [invoice(60_000, 0, "2026-12-20"), invoice(30_000, 0, "2026-12-25")] }),
      10_000,
      "ok",
    ],
    [
      "part payments counted off what is owed",
      account({ unpaidInvoices: [invoice(90_000, 40_000, "2026-12-20")] }),
      50_000,
      "ok",
    ],
    [
      "an overpaid invoice counts nothing, not credit",
      account({ unpaidInvoices: [invoice(10_000, 15_000, "2026-10-01")] }),
      100_000,
      "ok",
    ],
    [
      "an invoice 30 days past its due date",
      account({ unpaidInvoices: [invoice(10_000, 0, "2026-11-01")] }),
      100,
      "ok",
    ],
    [
      "an invoice 31 days past its due date",
      account({ unpaidInvoices: [invoice(10_000, 0, "2026-10-31")] }),
      100,
      "invoice-overdue",
    ],
    [
      "an invoice 31 days overdue but paid in full",
      account({ unpaidInvoices: [invoice(10_000, 10_000, "2026-10-31")] }),
      100,
      "ok",
    ],
    [
      "an invoice 31 days overdue with a penny left to pay",
      account({ unpaidInvoices: [invoice(10_000, 9_999, "2026-10-31")] }),
      100,
      "invoice-overdue",
    ],
    [
      "both over the limit and overdue: the limit is said first",
      account({ unpaidInvoices: [invoice(100_000, 0, "2026-09-01")] }),
      100,
      "over-credit-limit",
    ],
  ])("%s", (_name, credit, newTotal, expected) => {
    const decision = canBookOnAccount(credit, newTotal, TODAY);
    expect(decision.ok ? "ok" : decision.reason).toBe(expected);
    if (!decision.ok) expect(decision.message).toMatch(/pay by card/);
  });
});
