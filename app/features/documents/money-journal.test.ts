// The money journal's export (issue 24): every payment, refund, invoice and credit note of a period, in the order
// written, for staff only; its payments and refunds per London day add up to the takings report's for the same days.
import { describe, expect, it } from "vitest";
import { payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { csvTable } from "#test/support/csv-table";
import { addDays, londonToday } from "#app/shared/dates";
import { academy, documentScene } from "./documents-test-kit";
import { issueCreditNote, issueInvoice } from "./issue-invoice.server";

const site = setUpTestApp({ admin: true });
const db = () => site.app.ctx.db;

const today = londonToday();
const daysAgo = (days: number) => addDays(today, -days);
/** Noon UTC: the same London day in winter and summer. */
const at = (day: string) => new Date(`${day}T12:00:00Z`);

/** A succeeded payment or refund settled at `settledAt`, as the card provider's report would leave it. */
async function settled(
  bookingId: string,
  row: { kind: "full" | "balance" | "deposit" | "refund"; amount: number; settledAt: Date; refundOf?: string },
) {
  const [created] = await db()
    .insert(payments)
    .values({ bookingId, provider: "test", state: "succeeded", ...row })
    .returning();
  return created!;
}

/** What this test reads of GET /api/admin/reports/money (the takings report). */
type TakingsReport = {
  totals: { takings: number; refunds: number };
  days: { day: string; takings: number; refunds: number }[];
};

const pence = (cell: string | undefined) => (cell ? Math.round(Number(cell) * 100) : 0);

describe("GET /api/admin/money-journal.csv", () => {
  it("reconciles with the takings report day by day: card payments, money received on an earlier day, refunds", async () => {
    const opened = at(daysAgo(10));
    const first = await documentScene(db(), { createdAt: opened });
    const second = await documentScene(db(), { paymentType: "deposit", createdAt: opened });
    const third = await documentScene(db(), { createdAt: opened });

    const card = await settled(first.booking.id, { kind: "full", amount: 24_900, settledAt: at(daysAgo(4)) });
    await settled(second.booking.id, { kind: "deposit", amount: 10_000, settledAt: at(daysAgo(3)) });
    await settled(third.booking.id, { kind: "full", amount: 24_900, settledAt: at(daysAgo(2)) });
    // A bank transfer that came four days ago, recorded today: it counts on the day it came.
    const transfer = await site.admin.send("POST", `/bookings/${second.booking.id}/payments`, {
      amount: 14_900,
      method: "Bank transfer",
      receivedOn: daysAgo(4),
    });
    expect(transfer.status).toBe(201);
    await settled(first.booking.id, { kind: "refund", amount: 4_900, settledAt: at(daysAgo(1)), refundOf: card.id });
    const invoice = await db().transaction((tx) =>
      issueInvoice(tx, third.booking.id, { site: academy(), issuedOn: daysAgo(2) }),
    );
    await db().transaction((tx) =>
      issueCreditNote(tx, invoice.id, 24_900, "Paid by card instead", { site: academy(), issuedOn: daysAgo(1) }),
    );

    const from = daysAgo(6);
    const response = await site.admin.send("GET", `/money-journal.csv?from=${from}&to=${today}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe(
      `attachment; filename=money-journal-${from}-to-${today}.csv`,
    );
    const { rows } = csvTable(await response.text());
    expect(rows.map((row) => [row.Day, row.Kind, row.In || `-${row.Out}`, row.Method])).toEqual([
      [daysAgo(4), "Payment", "249.00", "Card (test)"],
      [daysAgo(4), "Payment", "149.00", "Bank transfer"],
      [daysAgo(3), "Payment", "100.00", "Card (test)"],
      [daysAgo(2), "Payment", "249.00", "Card (test)"],
      [daysAgo(2), "Invoice", "249.00", ""],
      [daysAgo(1), "Refund", "-49.00", "Card (test)"],
      [daysAgo(1), "Credit note", "-249.00", ""],
    ]);
    expect(rows.filter((row) => row.Kind === "Invoice").map((row) => row.Document)).toEqual(["INV-000001"]);
    expect(rows.filter((row) => row.Kind === "Payment").every((row) => /^R-\d{6}$/.test(row.Document!))).toBe(true);

    const report = await site.admin.get<TakingsReport>(`/reports/money?from=${from}&to=${today}`);
    const journalDays = new Map<string, { takings: number; refunds: number }>();
    for (const row of rows) {
      if (row.Kind !== "Payment" && row.Kind !== "Refund") continue;
      const day = journalDays.get(row.Day!) ?? { takings: 0, refunds: 0 };
      day.takings += row.Kind === "Payment" ? pence(row.In) : 0;
      day.refunds += row.Kind === "Refund" ? pence(row.Out) : 0;
      journalDays.set(row.Day!, day);
    }
    const reportDays = report.days
      .filter((day) => day.takings > 0 || day.refunds > 0)
      .map((day) => [day.day, { takings: day.takings, refunds: day.refunds }]);
    expect([...journalDays]).toEqual(reportDays);
    expect(report.totals).toMatchObject({ takings: 74_700, refunds: 4_900 });
  });

  it("leaves out what is outside the days asked for, and refuses a range that ends before it starts", async () => {
    const { booking } = await documentScene(db());
    await settled(booking.id, { kind: "full", amount: 24_900, settledAt: at(daysAgo(5)) });
    const { rows } = csvTable(
      await (await site.admin.send("GET", `/money-journal.csv?from=${daysAgo(4)}&to=${today}`)).text(),
    );
    expect(rows).toEqual([]);
    const backwards = await site.admin.send("GET", `/money-journal.csv?from=${today}&to=${daysAgo(1)}`);
    expect(backwards.status).toBe(400);
  });
});
