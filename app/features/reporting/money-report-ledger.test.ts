// Issue 21, "the money report's totals are checked against the ledger on both databases": GET /api/admin/reports/money
// sums succeeded payments on their day (the day money recorded by hand arrived, else the London day it settled) and
// succeeded refunds on the day they settled; every figure is compared with a sum taken straight over the payment
// table. Run on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, type PaymentKind, type PaymentState } from "#db/schema";
import { fieldErrorsOf, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import { csvLines } from "#test/support/csv-table";
import type { MoneyReport } from "./money-report-schema";

const site = setUpTestApp({ admin: true });

type Row = {
  kind: PaymentKind;
  amount: number;
  state?: PaymentState;
  provider?: string;
  method?: string;
  settledAt: string;
  receivedOn?: string;
};

async function scene() {
  const db = site.app.ctx.db;
  const door = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
  const aid = await insertCourse(db, { title: "Emergency First Aid", price: 9_500 });
  const doorRun = await insertInstance(db, { courseId: door.id, startDate: "2030-09-07" });
  const aidRun = await insertInstance(db, { courseId: aid.id, startDate: "2030-09-14" });
  const book = (course: { id: string }, run: { id: string }) =>
    insertBooking(db, { courseId: course.id, instanceId: run.id, status: "confirmed", paid: 0 });
  const [ann, ben, cat] = [await book(door, doorRun), await book(door, doorRun), await book(aid, aidRun)];
  const ledger = async (bookingId: string, rows: Row[]) => {
    const ids: string[] = [];
    for (const row of rows) {
      const refundOf = row.kind === "refund" ? ids[0] : undefined;
      const [created] = await db
        .insert(payments)
        .values({
          bookingId,
          kind: row.kind,
          amount: row.amount,
          state: row.state ?? "succeeded",
          provider: row.provider ?? (row.kind === "manual" ? "manual" : "stripe"),
          method: row.method ?? null,
          settledAt: new Date(row.settledAt),
          receivedOn: row.receivedOn ?? null,
          refundOf,
        })
        .returning();
      ids.push(created!.id);
    }
  };
  await ledger(ann.id, [
    // Settled 23:30 UTC on 31 July: 00:30 on 1 August in London (summer time), so August's.
    { kind: "deposit", amount: 10_000, settledAt: "2026-07-31T23:30:00Z" },
    // A transfer that arrived Monday 3 August, keyed in Thursday 6 August: Monday's.
    {
      kind: "manual",
      amount: 5_000,
      method: "Bank transfer",
      settledAt: "2026-08-06T10:00:00Z",
      receivedOn: "2026-08-03",
    },
    { kind: "refund", amount: 2_500, settledAt: "2026-08-10T12:00:00Z" },
    // Not money: a refund still to be paid back, and one that failed.
    { kind: "refund", amount: 1_000, state: "pending", settledAt: "2026-08-11T12:00:00Z" },
    { kind: "refund", amount: 1_500, state: "failed", settledAt: "2026-08-11T12:00:00Z" },
  ]);
  await ledger(ben.id, [
    { kind: "full", amount: 24_900, settledAt: "2026-08-03T09:00:00Z" },
    // Cash in September, recorded the day it came.
    { kind: "manual", amount: 3_000, method: "Cash", settledAt: "2026-09-01T09:00:00Z", receivedOn: "2026-09-01" },
    { kind: "refund", amount: 24_900, settledAt: "2026-08-31T22:30:00Z" },
    // A card attempt that never went through, and one closed.
    { kind: "balance", amount: 14_900, state: "failed", settledAt: "2026-08-12T09:00:00Z" },
    { kind: "balance", amount: 14_900, state: "canceled", settledAt: "2026-08-12T09:00:00Z" },
  ]);
  await ledger(cat.id, [
    { kind: "full", amount: 9_500, provider: "test", settledAt: "2026-08-20T15:00:00Z" },
    // Keyed in during August but arrived in July: July's, outside the range.
    {
      kind: "manual",
      amount: 700,
      method: "Card machine",
      settledAt: "2026-08-02T10:00:00Z",
      receivedOn: "2026-07-30",
    },
    {
      kind: "manual",
      amount: 800,
      method: "Card machine",
      settledAt: "2026-08-21T10:00:00Z",
      receivedOn: "2026-08-21",
    },
  ]);
  return { door, aid };
}

type Sum = { key: string; takings: number; refunds: number };

/** Sums straight over the payment table, written independently of the report's code. */
async function ledgerSums(from: string, to: string, key: "day" | "course" | "method" | "all"): Promise<Sum[]> {
  const day = sql`(case when p.kind <> 'refund' and p.received_on is not null then p.received_on else (p.settled_at at time zone 'Europe/London')::date end)`;
  const keyOf = {
    day: sql`${day}::text`,
    course: sql`c.title`,
    method: sql`case when p.provider = 'manual' then p.method when p.provider = 'test' then 'Card (test)' else 'Card' end`,
    all: sql`'all'`,
  }[key];
  const result = (await site.app.ctx.db.execute(sql`
    select ${keyOf} as key,
      sum(case when p.kind <> 'refund' then p.amount else 0 end)::int as takings,
      sum(case when p.kind = 'refund' then p.amount else 0 end)::int as refunds
    from payment p join booking b on b.id = p.booking_id join course c on c.id = b.course_id
    where p.state = 'succeeded' and ${day} between ${from}::date and ${to}::date
    group by 1 order by 1`)) as unknown as { rows: Sum[] };
  const rows = result.rows;
  return rows.map((row) => ({ key: String(row.key), takings: Number(row.takings), refunds: Number(row.refunds) }));
}

const sorted = (sums: Sum[]) => [...sums].sort((a, b) => a.key.localeCompare(b.key));

describe("GET /api/admin/reports/money", () => {
  it("agrees with sums taken directly over the ledger, total by total", async () => {
    await scene();
    const report = await site.admin.get<MoneyReport>("/reports/money?from=2026-08-01&to=2026-08-31");
    expect(report).toMatchObject({ from: "2026-08-01", to: "2026-08-31" });
    const [all] = await ledgerSums("2026-08-01", "2026-08-31", "all");
    expect(report.totals).toMatchObject({
      takings: all!.takings,
      refunds: all!.refunds,
      net: all!.takings - all!.refunds,
    });
    const pick = (lines: { takings: number; refunds: number }[], keyOf: (line: never) => string) =>
      sorted(lines.map((line) => ({ key: keyOf(line as never), takings: line.takings, refunds: line.refunds })));
    expect(pick(report.days, (line: { day: string }) => line.day)).toEqual(
      await ledgerSums("2026-08-01", "2026-08-31", "day"),
    );
    expect(pick(report.courses, (line: { courseTitle: string }) => line.courseTitle)).toEqual(
      await ledgerSums("2026-08-01", "2026-08-31", "course"),
    );
    expect(pick(report.methods, (line: { method: string }) => line.method)).toEqual(
      sorted(await ledgerSums("2026-08-01", "2026-08-31", "method")),
    );
    expect(report.months).toEqual([expect.objectContaining({ month: "2026-08", takings: all!.takings })]);
    expect(report.entries.reduce((sum, entry) => sum + (entry.kind === "payment" ? entry.amount : 0), 0)).toBe(
      all!.takings,
    );
  });

  it("counts money recorded by hand on the day it arrived and everything else on its London day", async () => {
    await scene();
    const report = await site.admin.get<MoneyReport>("/reports/money?from=2026-08-01&to=2026-08-31");
    // By hand: Monday's transfer and the card machine; by card: the 00:30 deposit, Ben's and Cat's (test) payments.
    expect(report.totals).toEqual({ takings: 50_200, refunds: 27_400, net: 22_800, payments: 5, refundCount: 2 });
    expect(report.days.map((line) => [line.day, line.takings, line.refunds])).toEqual([
      ["2026-08-01", 10_000, 0],
      ["2026-08-03", 29_900, 0],
      ["2026-08-10", 0, 2_500],
      ["2026-08-20", 9_500, 0],
      ["2026-08-21", 800, 0],
      ["2026-08-31", 0, 24_900],
    ]);
    expect(report.methods.map((line) => [line.method, line.takings, line.refunds])).toEqual([
      ["Card", 34_900, 27_400],
      ["Card (test)", 9_500, 0],
      ["Bank transfer", 5_000, 0],
      ["Card machine", 800, 0],
    ]);
    const september = await site.admin.get<MoneyReport>("/reports/money?from=2026-09-01");
    expect(september).toMatchObject({ to: "2026-09-30", totals: { takings: 3_000, refunds: 0 } });
    const twoMonths = await site.admin.get<MoneyReport>("/reports/money?from=2026-07-01&to=2026-09-30");
    expect(twoMonths.months.map((line) => [line.month, line.takings, line.refunds])).toEqual([
      ["2026-07", 700, 0],
      ["2026-08", 50_200, 27_400],
      ["2026-09", 3_000, 0],
    ]);
  });

  it("downloads each table as CSV with its total, money as numbers", async () => {
    await scene();
    const response = await site.admin.send("GET", "/reports/money.csv?table=methods&from=2026-08-01&to=2026-08-31");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(/money-methods-2026-08-01-to-2026-08-31-/);
    expect(csvLines(await response.text())).toEqual([
      "Method,Takings,Refunds,Net,Payments,Refunds made",
      "Card,349.00,274.00,75.00,2,2",
      "Card (test),95.00,0.00,95.00,1,0",
      "Bank transfer,50.00,0.00,50.00,1,0",
      "Card machine,8.00,0.00,8.00,1,0",
      "Total,502.00,274.00,228.00,5,2",
    ]);
    const entries = await site.admin.send("GET", "/reports/money.csv?table=entries&from=2026-08-03&to=2026-08-03");
    const lines = csvLines(await entries.text());
    expect(lines[0]).toBe("Day,Kind,Method,Paid in,Paid out,Receipt,Booking,Customer,Course");
    expect(lines.slice(1).map((line) => line.split(",").slice(0, 5).join(","))).toEqual([
      "2026-08-03,payment,Card,249.00,",
      "2026-08-03,payment,Bank transfer,50.00,",
    ]);
  });

  it.each([
    ["/reports/money?from=2026-09-01&to=2026-08-01", "to", "The end of the range cannot be before its start"],
    ["/reports/money?from=2025-01-01&to=2026-08-01", "to", "Please choose at most 366 days"],
    ["/reports/money?from=2026-02-30", "from", "Please enter a valid date (YYYY-MM-DD)"],
    ["/reports/money.csv?table=everything", "table", "Please choose one of the report's tables"],
  ])("answers %s with a 400 naming %s", async (path, field, message) => {
    expect((await fieldErrorsOf(await site.admin.send("GET", path)))[field]).toEqual([message]);
  });
});
