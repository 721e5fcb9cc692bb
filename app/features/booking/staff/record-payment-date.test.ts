// Issue 21, M10: 'Record a payment' takes the day the money arrived (a transfer that came Monday and is keyed in
// Thursday); the ledger row, the staff's payment list, the timeline and the receipt carry that day.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox } from "#db/schema";
import { fieldErrorsOf, insertCourse, insertInstance, insertDepositPaidBooking } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import type { AdminBookingFull } from "./staff-schema";
import { paymentsOfKind } from "#test/support/ledger";

const site = setUpTestApp({ admin: true });

async function depositBooking() {
  const db = site.app.ctx.db;
  const today = londonToday();
  const course = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
  const instance = await insertInstance(db, { courseId: course.id, startDate: addDays(today, 40) });
  const booking = await insertDepositPaidBooking(db, {
    courseId: course.id,
    instanceId: instance.id,
    balanceDueDate: addDays(today, 33),
    // Booked ten days ago, at noon London time.
    createdAt: new Date(`${addDays(today, -10)}T12:00:00Z`),
  });
  return { booking, today };
}

const manualRows = async (bookingId: string) => paymentsOfKind(site.app.ctx.db, bookingId, "manual");

describe("POST /api/admin/bookings/:id/payments with the day the money arrived", () => {
  it("dates the payment the day it arrived: ledger, staff list, timeline and receipt", async () => {
    const { booking, today } = await depositBooking();
    const monday = addDays(today, -3);
    const response = await site.admin.send("POST", `/bookings/${booking.id}/payments`, {
      amount: 5_000,
      method: "Bank transfer",
      receivedOn: monday,
    });
    expect(response.status).toBe(201);
    const detail = (await response.json()) as AdminBookingFull;
    expect(detail.payments.at(-1)).toMatchObject({ kind: "manual", amount: 5_000, receivedOn: monday });
    expect(detail.timeline.map((event) => event.text)).toContain(
      `£50 recorded by staff (Bank transfer), received on ${formatDate(monday)}`,
    );
    expect(await manualRows(booking.id)).toEqual([expect.objectContaining({ receivedOn: monday })]);
    const [receipt] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), like(emailOutbox.kind, "receipt:%")));
    expect(receipt!.text).toContain(`Date paid: ${formatDate(monday)}`);
    // The person's page lists the payment on that day too.
    const { id: personId } = await site.admin.get<{ id: string }>(`/bookings/${booking.id}/person`);
    const person = await site.admin.get<{ payments: { kind: string; receivedOn: string | null }[] }>(
      `/people/${personId}`,
    );
    expect(person.payments.find((payment) => payment.kind === "manual")).toMatchObject({ receivedOn: monday });
  });

  it("dates it today when no day is given (the one-click 'Mark balance paid' too)", async () => {
    const { booking, today } = await depositBooking();
    await site.admin.send("POST", `/bookings/${booking.id}/payments`, { amount: 1_000, method: "Cash" });
    await site.admin.send("POST", `/bookings/${booking.id}/mark-balance-paid`);
    expect((await manualRows(booking.id)).map((row) => row.receivedOn)).toEqual([today, today]);
  });

  it.each([
    ["tomorrow", 1, "The money cannot have arrived after today"],
    ["before the booking was made", -11, "The money cannot have arrived before the booking was made"],
  ])("refuses a day %s with a 400 on the field and records nothing", async (_, offset, message) => {
    const { booking, today } = await depositBooking();
    const response = await site.admin.send("POST", `/bookings/${booking.id}/payments`, {
      amount: 1_000,
      method: "Cash",
      receivedOn: addDays(today, offset),
    });
    expect(await fieldErrorsOf(response)).toEqual({ receivedOn: [message] });
    expect(await manualRows(booking.id)).toEqual([]);
    expect((await site.admin.get<AdminBookingFull>(`/bookings/${booking.id}`)).amountPaid).toBe(10_000);
  });
});
