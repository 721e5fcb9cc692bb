// Issue 24: the staff's daily e-mail lists the invoices past their due date with money still owed on them (number,
// business, amount owed, days overdue), and leaves out one paid or not yet due. PGlite, or PostgreSQL with
// TEST_DATABASE_URL.
import { like } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { emailOutbox, payments } from "#db/schema";
import { invoicedBooking } from "#test/support/invoiced-booking";
import { siteAt } from "#test/support/site-at";
import { useTestDatabase } from "#test/support/test-database";
import { queueStaffDaily } from "./staff-daily.server";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const site = siteAt("https://academy.example.co.uk");
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

/** A business's booking paid by invoice, its invoice issued on `issuedOn` on 30 days' terms. */
const invoiced = (name: string, total: number, issuedOn: string) =>
  invoicedBooking(db, { name, total, issuedOn, termsDays: 30 });

describe("overdue invoices in the staff's daily e-mail", () => {
  it("lists each overdue invoice with its business, amount owed and days overdue, not paid or current ones", async () => {
    const today = "2027-01-14";
    const late = await invoiced("Acme Door Security Ltd", 49_800, "2026-11-15"); // due 15 December: 30 days overdue
    const partPaid = await invoiced("Riverside Venues", 24_900, "2026-12-01"); // due 31 December: 14 days overdue
    await db.insert(payments).values({
      bookingId: partPaid.booking.id,
      kind: "manual",
      provider: "manual",
      method: "Bank transfer",
      amount: 10_000,
      state: "succeeded",
      invoiceId: partPaid.invoice.id,
    });
    const paid = await invoiced("Paid Up Ltd", 24_900, "2026-11-01");
    await db.insert(payments).values({
      bookingId: paid.booking.id,
      kind: "manual",
      provider: "manual",
      method: "Bank transfer",
      amount: 24_900,
      state: "succeeded",
      invoiceId: paid.invoice.id,
    });
    await invoiced("Not Due Yet plc", 24_900, "2026-12-20"); // due 19 January

    expect(await queueStaffDaily(db, today, site)).toBe(true);
    const [email] = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "staff-daily:%"));
    expect(email!.subject).toContain("2 overdue invoices,");
    expectToContainEach(email!.text, [
      "Overdue invoices",
      `${late.invoice.displayNumber} https://academy.example.co.uk/admin/bookings/${late.booking.id} Acme Door Security Ltd (booking ${late.booking.reference})`,
      "Owes £498, due 15 December 2026, 30 days overdue",
      `Riverside Venues (booking ${partPaid.booking.reference})`,
      "Owes £149, due 31 December 2026, 14 days overdue",
      "Total owed on overdue invoices: £647",
    ]);
    expect(email!.text).not.toContain("Paid Up Ltd");
    expect(email!.text).not.toContain("Not Due Yet plc");
    // The late one is listed first.
    expect(email!.text.indexOf("Acme Door Security Ltd")).toBeLessThan(email!.text.indexOf("Riverside Venues"));
  });

  it("says so when no invoice is overdue, and leaves the subject as it was", async () => {
    await queueStaffDaily(db, "2027-01-14", site);
    const [email] = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "staff-daily:%"));
    expect(email!.text).toContain("No invoice is past its due date.");
    expect(email!.subject).not.toContain("invoice");
  });
});
