// What staff do about balances and customers (issue 13): extend the due date, send a reminder now, release an
// unpaid seat, change the customer's e-mail address; the money-owed list and a course date's roster.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookingLinks, emailOutbox } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import {
  insertAvailableDate,
  type insertBooking,
  insertCourse,
  insertDepositPaidBooking,
} from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import { getBookingSummary } from "../booking-summary.server";
import type { AdminBookingFull, MoneyOwed, Roster } from "./staff-schema";

const site = setUpTestApp({ admin: true });
const today = londonToday();

async function scene() {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 20), location: "Oxford" });
  const deposit = (overrides: Parameters<typeof insertBooking>[1] extends infer T ? Partial<T> : never = {}) =>
    insertDepositPaidBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      balanceDueDate: addDays(today, 13),
      confirmedAt: new Date(),
      ...overrides,
    });
  return { course, date, deposit };
}

const detail = (id: string) => site.admin.get<AdminBookingFull>(`/bookings/${id}`);
const lastEvent = async (id: string) => (await detail(id)).timeline.at(-1)!;

describe("extending a balance's due date", () => {
  it("moves it, on the timeline, and refuses a past date, one after the first day, or a paid booking", async () => {
    const { deposit } = await scene();
    const booking = await deposit();
    const later = addDays(today, 18);
    const response = await site.admin.send("POST", `/bookings/${booking.id}/due-date`, { balanceDueDate: later });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ balanceDueDate: later });
    expect((await lastEvent(booking.id)).text).toMatch(/^Balance due date moved from .+ to .+/);

    for (const [balanceDueDate, message] of [
      [addDays(today, -1), "The new due date cannot be in the past."],
      [addDays(today, 21), /^The balance must be due by the first day/],
    ] as const) {
      const refused = await site.admin.send("POST", `/bookings/${booking.id}/due-date`, { balanceDueDate });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { message: string }).message).toMatch(message);
    }
    const bad = await site.admin.send("POST", `/bookings/${booking.id}/due-date`, { balanceDueDate: "soon" });
    expect(bad.status).toBe(400);
    const paid = await deposit({ paid: 24_900 });
    expect((await site.admin.send("POST", `/bookings/${paid.id}/due-date`, { balanceDueDate: later })).status).toBe(
      409,
    );
  });
});

describe("sending a reminder now", () => {
  it("queues a balance reminder to the customer each time it is asked, noted on the timeline", async () => {
    const { deposit } = await scene();
    const booking = await deposit();
    expect((await site.admin.send("POST", `/bookings/${booking.id}/send-reminder`)).status).toBe(200);
    expect((await site.admin.send("POST", `/bookings/${booking.id}/send-reminder`)).status).toBe(200);
    const reminders = (await site.app.ctx.db.select().from(emailOutbox)).filter((email) =>
      email.kind.startsWith("balance-reminder-by-staff:"),
    );
    expect(reminders).toHaveLength(2);
    expect(reminders[0]!.subject).toMatch(/^Balance reminder: £149 due by/);
    expect((await lastEvent(booking.id)).text).toBe("Balance reminder sent by staff (£149 owed)");
    const paid = await deposit({ paid: 24_900 });
    const refused = await site.admin.send("POST", `/bookings/${paid.id}/send-reminder`);
    expect(refused.status).toBe(409);
  });
});

describe("releasing an unpaid seat", () => {
  it("cancels the booking, keeps the deposit, records the reason, and frees the seat", async () => {
    const { deposit } = await scene();
    const booking = await deposit();
    const missing = await site.admin.send("POST", `/bookings/${booking.id}/release`, { reason: "  " });
    expect(missing.status).toBe(400);
    const response = await site.admin.send("POST", `/bookings/${booking.id}/release`, {
      reason: "No reply to three reminders",
    });
    expect(response.status).toBe(200);
    const released = (await response.json()) as AdminBookingFull;
    expect(released).toMatchObject({ status: "cancelled", amountPaid: 10_000, balanceDue: 0 });
    expect(released.timeline.at(-1)!.text).toBe(
      "Seat released by staff: balance of £149 unpaid, £100 kept. Reason: No reply to three reminders",
    );
    const again = await site.admin.send("POST", `/bookings/${booking.id}/release`, { reason: "Again" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "Only a confirmed booking's balance can be paid." });
  });
});

describe("changing the customer's e-mail address", () => {
  it("revokes every old link and sends a new one to the new address", async () => {
    const { deposit } = await scene();
    const booking = await deposit();
    const response = await site.admin.send("PUT", `/bookings/${booking.id}/email`, {
      email: "new.address@example.com",
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminBookingFull).userDetails.email).toBe("new.address@example.com");
    expect(await getBookingSummary(site.app.ctx.db, { accessToken: booking.accessToken })).toBeUndefined();
    const links = await site.app.ctx.db.select().from(bookingLinks).where(eq(bookingLinks.bookingId, booking.id));
    expect(links.every((link) => link.revokedAt !== null)).toBe(true);
    const [sent] = (await site.app.ctx.db.select().from(emailOutbox)).filter((email) =>
      email.kind.startsWith("booking-link:"),
    );
    expect(sent).toMatchObject({ toAddress: "new.address@example.com", subject: `Your booking ${booking.reference}` });
    const same = await site.admin.send("PUT", `/bookings/${booking.id}/email`, { email: "NEW.address@example.com" });
    expect(same.status).toBe(409);
    expect((await site.admin.send("PUT", `/bookings/${booking.id}/email`, { email: "not an address" })).status).toBe(
      400,
    );
  });
});

describe("GET /api/admin/money-owed", () => {
  it("lists every confirmed booking with a balance, oldest due first, with totals", async () => {
    const { deposit } = await scene();
    const overdue = await deposit({ balanceDueDate: addDays(today, -2), paid: 15_000 });
    const dueToday = await deposit({ balanceDueDate: today });
    const later = await deposit();
    await deposit({ paid: 24_900 });
    await deposit({ status: "cancelled" });
    const owed = await site.admin.get<MoneyOwed>("/money-owed");
    expect(owed.bookings.map((line) => [line.id, line.state, line.owed])).toEqual([
      [overdue.id, "overdue", 9_900],
      [dueToday.id, "due today", 14_900],
      [later.id, "due", 14_900],
    ]);
    expect(owed.totals).toEqual({ count: 3, owed: 39_700, overdue: 9_900 });
  });
});

describe("GET /api/admin/roster", () => {
  it("lists a date's learners with phone, money and whether joining instructions went", async () => {
    const { deposit, date, course } = await scene();
    const zoe = await deposit({
      userDetails: {
        fullName: "Zoë Adams",
        email: "zoe@example.com",
        phone: "07700 900001",
        address: "1 High St",
        postcode: "OX1 1AA",
      },
    });
    const amir = await deposit({
      paid: 24_900,
      userDetails: {
        fullName: "amir Khan",
        email: "amir@example.com",
        phone: "07700 900002",
        address: "2 High St",
        postcode: "OX1 1AB",
      },
    });
    await deposit({ status: "cancelled" });
    await site.app.ctx.db.insert(emailOutbox).values({
      kind: `joining-instructions:${date.date}`,
      bookingId: amir.id,
      toAddress: "amir@example.com",
      subject: "Joining instructions",
      text: "…",
      status: "sent",
    });
    const list = await site.admin.get<Roster>(`/roster?availableDateId=${date.id}`);
    expect(list).toMatchObject({ courseTitle: course.title, startDate: date.date, location: "Oxford" });
    expect(
      list.learners.map((learner) => [learner.name, learner.phone, learner.owed, learner.joiningInstructionsSent]),
    ).toEqual([
      ["amir Khan", "07700 900002", 0, true],
      ["Zoë Adams", "07700 900001", 14_900, false],
    ]);
    expect(list.learners[1]!.id).toBe(zoe.id);
    expect((await site.admin.send("GET", "/roster")).status).toBe(400);
    expect((await site.admin.send("GET", "/roster?availableDateId=5d1b1e4a-62a2-4c1f-9d1e-0b8f2f8c7a11")).status).toBe(
      404,
    );
  });
});
