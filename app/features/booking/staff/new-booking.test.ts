// Staff make bookings (issue 21, M6): a phone or walk-in customer's seat taken under the date's lock like an online
// booking's, priced by the one rule, paid by a card link the customer pays on their booking page, by hand, or left
// owing; channel, who made it, the customer's e-mails and the audit log. Before this, none of it existed (404).
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings, documents, emailOutbox, moneyJournal, payments } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { customer, payWithTestCard } from "#test/support/booking-fixtures";
import {
  insertAvailableDate,
  insertBooking,
  insertCourse,
  insertInstance,
  insertWaitingPerson,
} from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { getTestDatabaseUrl } from "#test/support/test-database";
import { addDays, londonToday } from "#app/shared/dates";
import { createBookingLink } from "../life-cycle/booking-links.server";
import type { AdminBookingFull, MoneyOwed } from "./staff-schema";
import type { StaffBookingCreated, StaffBookingDate } from "./new-booking-schema";
import { cardLinkHoldUntil } from "./new-booking-rules";

const site = setUpTestApp({ admin: true });
const today = londonToday();
const db = () => site.app.ctx.db;

async function scene() {
  const course = await insertCourse(db(), { title: "SIA Door Supervisor", price: 24_900 });
  const far = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30), maxSeats: 12 });
  const soon = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 5), maxSeats: 12 });
  return { course, far, soon };
}

const learner = { ...customer, fullName: "Priya Shah", email: "priya.shah@example.com" };

const request = (courseId: string, availableDateId: string, extra: Record<string, unknown>) => ({
  requestKey: randomUUID(),
  courseId,
  availableDateId,
  userDetails: learner,
  channel: "phone",
  paymentType: "deposit",
  ...extra,
});

const book = (body: Record<string, unknown>) => site.admin.send("POST", "/bookings", body);
const stored = async (id: string) => (await db().select().from(bookings).where(eq(bookings.id, id)))[0]!;
const mailOf = async (id: string) =>
  (await db().select().from(emailOutbox).where(eq(emailOutbox.bookingId, id))).map((row) => row.kind).sort();

describe("a booking staff make with a card link", () => {
  it("holds the seat until a stated time, e-mails the link, and confirms once the customer pays on their page", async () => {
    const { course, far } = await scene();
    const response = await book(request(course.id, far.id, { how: "card-link", holdHours: 48 }));
    expect(response.status).toBe(201);
    const made = (await response.json()) as StaffBookingCreated;
    expect(made).toMatchObject({ status: "pending", reference: expect.stringMatching(/^TV-/) });

    const row = await stored(made.id);
    expect(row).toMatchObject({ channel: "phone", paymentType: "deposit", paymentAmount: 10_000, totalPrice: 24_900 });
    expect(row.createdBy).not.toBeNull();
    // 48 hours on, or 10:00 the morning after when that falls in the night.
    const expected = cardLinkHoldUntil(new Date(), new Date(Date.now() + 30 * 86_400_000), 48)!;
    expect(Math.abs(row.holdExpiresAt!.getTime() - expected.getTime())).toBeLessThan(60_000);
    const [link] = await db()
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, made.id), eq(emailOutbox.kind, "payment-link")));
    expect(link!.subject).toBe(`Pay to book your place: SIA Door Supervisor (${made.reference})`);
    expect(link!.text).toMatch(/holding a seat for you on SIA Door Supervisor until \d\d:\d\d on /);
    expect(link!.text).toContain("/my-booking/");

    // The customer opens the link and pays the deposit by card.
    const token = await createBookingLink(db(), made.id);
    const started = await postJson(site.app, `/api/bookings/by-token/${token}/first-payment`, {});
    expect(started.status).toBe(200);
    const { clientSecret, amount } = (await started.json()) as { clientSecret: string; amount: number };
    expect(amount).toBe(10_000);
    expect((await payWithTestCard(site.app, clientSecret)).status).toBe(200);
    expect(await stored(made.id)).toMatchObject({ status: "confirmed", holdExpiresAt: null });
    expect(await mailOf(made.id)).toEqual(["booking-confirmation", "payment-link"]);

    const [audit] = await db().select().from(auditLog).where(eq(auditLog.recordId, made.id));
    expect(audit).toMatchObject({ action: "booking.create", recordType: "booking" });
    expect(audit!.summary).toBe(`Booked ${made.reference} for Priya Shah on the phone (card link)`);
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${made.id}`);
    expect(detail.timeline[0]!.text).toMatch(
      /^Booked by staff on the phone: deposit of £100 to pay by the card link e-mailed to the customer, seat held until /,
    );
  });

  it("is refused when the course starts too soon for the customer to pay in time", async () => {
    const { course } = await scene();
    const now = await insertAvailableDate(db(), { courseId: course.id, date: today, startTime: "00:00" });
    const response = await book(request(course.id, now.id, { paymentType: "full", how: "card-link", holdHours: 24 }));
    expect(response.status).toBe(409);
    expect((await response.json()).message).toMatch(/too soon for a card link/);
  });
});

describe("a booking paid by hand", () => {
  it("is confirmed with the money in the ledger on the day it arrived, a receipt number and a confirmation", async () => {
    const { course, far } = await scene();
    const receivedOn = addDays(today, -3);
    const response = await book(
      request(course.id, far.id, {
        channel: "walk-in",
        how: "by-hand",
        amount: 15_000,
        method: "Cash",
        receivedOn,
        note: "Paid at the desk",
      }),
    );
    expect(response.status).toBe(201);
    const made = (await response.json()) as StaffBookingCreated;
    expect(made.status).toBe("confirmed");
    expect(await stored(made.id)).toMatchObject({ channel: "walk-in", balanceDueDate: addDays(far.date, -7) });
    const [payment] = await db().select().from(payments).where(eq(payments.bookingId, made.id));
    expect(payment).toMatchObject({ kind: "manual", amount: 15_000, method: "Cash", state: "succeeded", receivedOn });
    expect(payment!.receiptNumber).toBeGreaterThan(0);
    // The money journal counts it on the day it came, and its receipt is issued with it (issue 24).
    const [journal] = await db().select().from(moneyJournal).where(eq(moneyJournal.paymentId, payment!.id));
    expect(journal).toMatchObject({ day: receivedOn, kind: "payment", amount: 15_000, method: "Cash" });
    const [receipt] = await db().select().from(documents).where(eq(documents.paymentId, payment!.id));
    expect(receipt).toMatchObject({ kind: "receipt", number: payment!.receiptNumber, total: 15_000 });
    expect(await mailOf(made.id)).toEqual(["booking-confirmation"]);
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${made.id}`);
    expect(detail).toMatchObject({ amountPaid: 15_000, balanceDue: 9_900, status: "confirmed" });
  });

  it.each([
    ["a full price that is not the price", { paymentType: "full", amount: 20_000 }, "amount"],
    ["less than the deposit", { amount: 5_000 }, "amount"],
    ["money that arrives tomorrow", { amount: 10_000, receivedOn: addDays(today, 1) }, "receivedOn"],
    ["no method", { amount: 10_000, method: undefined }, "method"],
  ])("refuses %s with 400 and books nothing", async (_, extra, field) => {
    const { course, far } = await scene();
    const body = request(course.id, far.id, { how: "by-hand", method: "Cash", receivedOn: today, ...extra });
    const response = await book(body);
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors).toHaveProperty(field);
    expect(await db().select().from(bookings)).toHaveLength(0);
  });
});

describe("a booking left owing", () => {
  it("is confirmed with nothing paid and the whole price due by the agreed day, in the money owed", async () => {
    const { course, far } = await scene();
    const dueDate = addDays(today, 10);
    const response = await book(request(course.id, far.id, { how: "owing", dueDate }));
    expect(response.status).toBe(201);
    const made = (await response.json()) as StaffBookingCreated;
    expect(await stored(made.id)).toMatchObject({ status: "confirmed", balanceDueDate: dueDate, paymentType: "full" });
    expect(await mailOf(made.id)).toEqual(["booking-confirmation"]);
    const owed = await site.admin.get<MoneyOwed>("/money-owed");
    expect(owed.bookings).toEqual([expect.objectContaining({ id: made.id, owed: 24_900, balanceDueDate: dueDate })]);
  });

  it("refuses a due date after the first day", async () => {
    const { course, far } = await scene();
    const response = await book(request(course.id, far.id, { how: "owing", dueDate: addDays(far.date, 1) }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.dueDate[0]).toMatch(/^The money must be due by the first day/);
  });
});

describe("seats and prices", () => {
  it("charges what the pricing rule says: no deposit within 7 days", async () => {
    const { course, soon } = await scene();
    const response = await book(request(course.id, soon.id, { how: "card-link", holdHours: 24 }));
    expect(response.status).toBe(400);
    expect((await response.json()).fieldErrors.paymentType).toEqual(["Full payment is required for this date"]);
  });

  it("refuses a full date with 409, and a seat owed to someone waiting", async () => {
    const { course } = await scene();
    const full = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30), maxSeats: 1 });
    await insertBooking(db(), { courseId: course.id, availableDateId: full.id, status: "confirmed" });
    const refused = await book(request(course.id, full.id, { how: "owing", dueDate: today }));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe("This date is fully booked");

    const owed = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 31), maxSeats: 1 });
    await insertWaitingPerson(db(), { courseId: course.id, availableDateId: owed.id });
    const waiting = await book(request(course.id, owed.id, { how: "owing", dueDate: today }));
    expect(waiting.status).toBe(409);
    expect((await waiting.json()).message).toMatch(/owed to someone on its waiting list/);
    expect(await db().select().from(bookings)).toHaveLength(1);
  });

  it("offers only open dates from today with a seat free, each with its price and what is due now", async () => {
    const { course, far, soon } = await scene();
    await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 40), status: "cancelled" });
    await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 41), maxSeats: 0 });
    await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, -1) });
    const run = await insertInstance(db(), { courseId: course.id, startDate: addDays(today, 21), price: 22_000 });
    const dates = await site.admin.get<StaffBookingDate[]>(`/bookable-dates?courseId=${course.id}`);
    expect(dates.map((date) => date.id)).toEqual([soon.id, run.id, far.id]);
    expect(dates[1]).toMatchObject({
      kind: "instance",
      price: 22_000,
      seatsLeft: 16,
      dueNow: { deposit: 10_000, full: 22_000 },
      payment: { options: ["deposit", "full"] },
    });
    expect(dates[0]!.payment.options).toEqual(["full"]);
  });

  it("books once when the same form is sent twice", async () => {
    const { course, far } = await scene();
    const body = request(course.id, far.id, { how: "owing", dueDate: today });
    const [first, second] = await Promise.all([book(body), book(body)]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await first.json()).id).toBe((await second.json()).id);
    expect(await db().select().from(bookings)).toHaveLength(1);
    const changed = await book({ ...body, channel: "walk-in" });
    expect(changed.status).toBe(422);
  });
});

describe.runIf(await getTestDatabaseUrl())("staff booking the last seats at once (PostgreSQL)", () => {
  it("never sell more seats than the date has", async () => {
    const { course } = await scene();
    const date = await insertAvailableDate(db(), { courseId: course.id, date: addDays(today, 30), maxSeats: 3 });
    const statuses = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        book({
          ...request(course.id, date.id, { how: "owing", dueDate: today }),
          userDetails: { ...learner, email: `walk-in${i}@example.com` },
        }).then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(3);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await db().select().from(bookings).where(eq(bookings.availableDateId, date.id))).toHaveLength(3);
  });
});
