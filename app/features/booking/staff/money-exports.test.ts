// Issue 21, M7 and the office manager's list item 10: the Bookings CSV states each booking's money from the ledger
// (first payment, total paid, refunded, held, balance due) as numbers, with its result and channel; Money owed and
// Refunds download as CSV too.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments } from "#db/schema";
import { type insertBooking, insertCourse, insertInstance, insertDepositPaidBooking } from "#test/support/factories";
import { customer } from "#test/support/booking-fixtures";
import { setUpTestApp } from "#test/support/app-fixture";
import { csvTable } from "#test/support/csv-table";
import { addDays, londonToday } from "#app/shared/dates";

const site = setUpTestApp({ admin: true });

/** The CSV's lines as cells (no cell here holds a comma or a quote). */
async function csvOf(path: string) {
  const response = await site.admin.send("GET", path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  return csvTable(await response.text());
}

async function scene() {
  const db = site.app.ctx.db;
  const today = londonToday();
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
  const instance = await insertInstance(db, {
    courseId: course.id,
    startDate: addDays(today, 30),
    location: "Reading",
  });
  const booking = (fullName: string, extra: Partial<Parameters<typeof insertBooking>[1]> = {}) =>
    insertDepositPaidBooking(db, {
      courseId: course.id,
      instanceId: instance.id,
      balanceDueDate: addDays(today, 23),
      userDetails: { ...customer, fullName },
      ...extra,
    });
  // Learner D: a £100 deposit by card, then £50 by bank transfer recorded by staff.
  const dee = await booking("Dee Deposit", { channel: "phone" });
  await site.admin.send("POST", `/bookings/${dee.id}/payments`, { amount: 5_000, method: "Bank transfer" });
  // Learner A: paid in full, cancelled, refunded £249 (settled); a result on another.
  const ann = await booking("Ann Refunded", { status: "cancelled", paid: 24_900 });
  const [paid] = await db
    .select()
    .from(payments)
    .where(sql`${payments.bookingId} = ${ann.id}`);
  await db.insert(payments).values({
    bookingId: ann.id,
    kind: "refund",
    amount: 24_900,
    provider: "test",
    state: "succeeded",
    refundOf: paid!.id,
    reason: "Cancelled by the customer",
    settledAt: sql`now()` as unknown as Date,
  });
  const bea = await booking("Bea Passed", { paid: 24_900, result: "passed", channel: "walk-in" });
  return { dee, ann, bea, today };
}

describe("GET /api/admin/bookings.csv", () => {
  it("states total paid, refunded, held and balance due as numbers, with the result and channel", async () => {
    const { dee, ann, bea } = await scene();
    const { header, rows } = await csvOf("/bookings.csv");
    expect(header).toEqual([
      "Reference",
      "Booked",
      "Channel",
      "Status",
      "Result",
      "Needs refund",
      "Customer",
      "Email",
      "Phone",
      "Course",
      "Date",
      "Location",
      "Payment",
      "Payment amount (first payment)",
      "Total price",
      "Total paid",
      "Refunded",
      "Held",
      "Balance due",
      "Balance due by",
      "Balance paid",
    ]);
    const money = (reference: string) => {
      const row = rows.find((line) => line.Reference === reference)!;
      return [
        row.Channel,
        row.Status,
        row.Result,
        row["Payment amount (first payment)"],
        row["Total price"],
        row["Total paid"],
        row.Refunded,
        row.Held,
        row["Balance due"],
      ];
    };
    expect(money(dee.reference)).toEqual([
      "phone",
      "confirmed",
      "",
      "100.00",
      "249.00",
      "150.00",
      "0.00",
      "150.00",
      "99.00",
    ]);
    expect(money(ann.reference)).toEqual([
      "online",
      "cancelled",
      "",
      "100.00",
      "249.00",
      "249.00",
      "249.00",
      "0.00",
      "0.00",
    ]);
    expect(money(bea.reference)).toEqual([
      "walk-in",
      "confirmed",
      "passed",
      "100.00",
      "249.00",
      "249.00",
      "0.00",
      "249.00",
      "0.00",
    ]);
    expect(rows.every((row) => Object.values(row).every((cell) => !cell.includes("£")))).toBe(true);
  });

  it("keeps the list's filters", async () => {
    const { ann } = await scene();
    const { rows } = await csvOf("/bookings.csv?status=cancelled");
    expect(rows.map((row) => row.Reference)).toEqual([ann.reference]);
  });
});

describe("GET /api/admin/money-owed.csv and /api/admin/refunds.csv", () => {
  it("downloads money owed, oldest due date first, money as numbers", async () => {
    const { dee, today } = await scene();
    const { header, rows } = await csvOf("/money-owed.csv");
    expect(header).toEqual([
      "Reference",
      "Customer",
      "Phone",
      "Course",
      "Course date",
      "Due by",
      "Paid",
      "Owed",
      "State",
    ]);
    expect(rows).toEqual([
      {
        Reference: dee.reference,
        Customer: "Dee Deposit",
        Phone: customer.phone,
        Course: "SIA Door Supervisor",
        "Course date": addDays(today, 30),
        "Due by": addDays(today, 23),
        Paid: "150.00",
        Owed: "99.00",
        State: "due",
      },
    ]);
  });

  it("downloads every refund with its state", async () => {
    const { ann } = await scene();
    const { header, rows } = await csvOf("/refunds.csv");
    expect(header).toEqual([
      "Reference",
      "Customer",
      "Course",
      "Amount",
      "State",
      "Paid back",
      "Reason",
      "Recorded",
      "Settled",
      "Provider reference",
    ]);
    expect(rows).toEqual([
      expect.objectContaining({
        Reference: ann.reference,
        Customer: "Ann Refunded",
        Amount: "249.00",
        State: "paid back",
        "Paid back": "to the card",
        Reason: "Cancelled by the customer",
      }),
    ]);
    expect(rows[0]!.Settled).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });
});
