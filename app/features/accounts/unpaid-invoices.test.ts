// What an account still owes on its invoices (issue 24), read for the credit rule: each invoice less the money
// recorded against it, net of refunds of that money, and less its credit notes. The real database.
import { describe, expect, it } from "vitest";
import { documents, payments } from "#db/schema";
import type { Database } from "#db/db.server";
import { setUpTestApp } from "#test/support/app-fixture";
import { insertInvoiceBooking } from "#test/support/invoiced-booking";
import { canBookOnAccount } from "./account-credit";
import { insertOrganisation } from "./account-test-kit";
import { accountCreditOf, unpaidInvoicesOf } from "./unpaid-invoices.server";

const site = setUpTestApp();
let number = 0;

async function invoiceScene(db: Database) {
  const { organisation } = await insertOrganisation(db, { status: "approved", creditLimit: 100_000 });
  const booking = await insertInvoiceBooking(db, organisation.id, 24_900);
  const issue = async (
    kind: "invoice" | "credit-note",
    total: number,
    dates: { issuedOn: string; dueOn?: string },
    refersTo?: string,
  ) => {
    number += 1;
    const [row] = await db
      .insert(documents)
      .values({
        kind,
        series: kind,
        number,
        displayNumber: `${kind === "invoice" ? "INV" : "CRN"}-${String(number).padStart(6, "0")}`,
        bookingId: booking.id,
        organisationId: organisation.id,
        total,
        refersTo,
        snapshot: {},
        ...dates,
      })
      .returning();
    return row!;
  };
  const pay = async (invoiceId: string, amount: number, state: "succeeded" | "failed" = "succeeded") => {
    const [row] = await db
      .insert(payments)
      .values({ bookingId: booking.id, kind: "manual", provider: "manual", amount, state, invoiceId })
      .returning();
    return row!;
  };
  const refund = (paymentId: string, amount: number) =>
    db.insert(payments).values({
      bookingId: booking.id,
      kind: "refund",
      provider: "manual",
      amount,
      state: "succeeded",
      refundOf: paymentId,
    });
  return { organisation, issue, pay, refund };
}

describe("an account's unpaid invoices", () => {
  it("counts money recorded against each invoice, refunds of it and credit notes, and leaves out what is settled", async () => {
    const db = site.app.ctx.db;
    const { organisation, issue, pay, refund } = await invoiceScene(db);
    const unpaid = await issue("invoice", 24_900, { issuedOn: "2026-10-01", dueOn: "2026-10-31" });
    const partPaid = await issue("invoice", 50_000, { issuedOn: "2026-11-01", dueOn: "2026-12-01" });
    await pay(partPaid.id, 20_000);
    await pay(partPaid.id, 10_000, "failed");
    const paid = await issue("invoice", 10_000, { issuedOn: "2026-11-02", dueOn: "2026-12-02" });
    await pay(paid.id, 10_000);
    const refunded = await issue("invoice", 30_000, { issuedOn: "2026-11-03", dueOn: "2026-12-03" });
    const transfer = await pay(refunded.id, 30_000);
    await refund(transfer.id, 5_000);
    const credited = await issue("invoice", 8_000, { issuedOn: "2026-11-04", dueOn: "2026-12-04" });
    await issue("credit-note", 8_000, { issuedOn: "2026-11-05" }, credited.id);

    const rows = await unpaidInvoicesOf(db, organisation.id);
    expect(
      rows.map(({ displayNumber, total, paid: settled, dueOn }) => ({ displayNumber, total, paid: settled, dueOn })),
    ).toEqual([
      { displayNumber: unpaid.displayNumber, total: 24_900, paid: 0, dueOn: "2026-10-31" },
      { displayNumber: partPaid.displayNumber, total: 50_000, paid: 20_000, dueOn: "2026-12-01" },
      { displayNumber: refunded.displayNumber, total: 30_000, paid: 25_000, dueOn: "2026-12-03" },
    ]);

    const credit = (await accountCreditOf(db, organisation.id))!;
    // Owed: 24,900 + 30,000 + 5,000 = 59,900 of a 100,000 limit; the first invoice is 31 days overdue on 1 December.
    expect(canBookOnAccount(credit, 40_100, "2026-11-30")).toEqual({ ok: true });
    expect(canBookOnAccount(credit, 40_101, "2026-11-30")).toMatchObject({ ok: false, reason: "over-credit-limit" });
    expect(canBookOnAccount(credit, 100, "2026-12-01")).toMatchObject({ ok: false, reason: "invoice-overdue" });
  });

  it("is nothing for an account without invoices, and undefined for no account", async () => {
    const { organisation } = await insertOrganisation(site.app.ctx.db, { status: "approved" });
    expect(await unpaidInvoicesOf(site.app.ctx.db, organisation.id)).toEqual([]);
    expect(await accountCreditOf(site.app.ctx.db, crypto.randomUUID())).toBeUndefined();
  });
});
