import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox } from "#db/schema";
import {
  fieldErrorsOf,
  insertAvailableDate,
  insertBooking,
  insertCourse,
  insertInstance,
} from "#test/support/factories";
import { customer } from "#test/support/booking-fixtures";
import { postJson } from "#test/support/test-app";
import { addDays, londonToday } from "#app/shared/dates";
import type { AdminBookingDetail, AdminBookingFull, AdminBookingRow } from "./staff-schema";
import type { StaffCancellationQuote } from "./staff-cancel-schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { answerOf } from "#test/support/answer";

const site = setUpTestApp({ admin: true });

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
const BY_THE_ACADEMY = { requestedBy: "academy" } as const;
const getBookingFull = (id: string) => site.admin.get<AdminBookingFull>(`/bookings/${id}`);
const stored = async (id: string) => (await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

async function scene() {
  const door = await insertCourse(site.app.ctx.db, { title: "SIA Door Supervisor", price: 24_900 });
  const cctv = await insertCourse(site.app.ctx.db, { title: "CCTV", price: 12_000 });
  const instance = await insertInstance(site.app.ctx.db, {
    courseId: door.id,
    startDate: "2030-03-04",
    location: "Reading",
  });
  const date = await insertAvailableDate(site.app.ctx.db, {
    courseId: cctv.id,
    date: "2030-05-01",
    location: "Oxford",
  });
  const deposit = await insertBooking(site.app.ctx.db, {
    courseId: door.id,
    instanceId: instance.id,
    status: "confirmed",
    paymentType: "deposit",
    paymentAmount: 10_000,
    totalPrice: 24_900,
    balanceDueDate: "2030-02-25",
    userDetails: { ...customer, fullName: "Dee Posit", notes: "Needs parking" },
    createdAt: new Date("2026-01-01T10:00:00Z"),
  });
  const full = await insertBooking(site.app.ctx.db, {
    courseId: cctv.id,
    availableDateId: date.id,
    status: "pending",
    holdExpiresAt: new Date(Date.now() + 600_000),
    paymentAmount: 12_000,
    totalPrice: 12_000,
    userDetails: { ...customer, fullName: "Phil Price" },
    createdAt: new Date("2026-02-01T10:00:00Z"),
  });
  return { door, cctv, instance, date, deposit, full };
}

describe("GET /api/admin/bookings", () => {
  it("lists bookings newest first with the customer, course, date and money", async () => {
    const { deposit, full } = await scene();
    const list = await site.admin.get<AdminBookingRow[]>("/bookings");
    expect(list.map((row) => row.id)).toEqual([full.id, deposit.id]);
    expect(list[1]).toEqual({
      id: deposit.id,
      reference: deposit.reference,
      customerName: "Dee Posit",
      customerEmail: customer.email,
      customerPhone: customer.phone,
      courseId: deposit.courseId,
      courseTitle: "SIA Door Supervisor",
      date: "2030-03-04",
      location: "Reading",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      amountPaid: 10_000,
      amountHeld: 10_000,
      overpaid: 0,
      balanceDue: 14_900,
      balanceDueDate: "2030-02-25",
      balancePaidAt: null,
      status: "confirmed",
      needsRefund: false,
      paymentProvider: "test",
      createdAt: "2026-01-01T10:00:00.000Z",
    });
    expect(list[0]).toMatchObject({ courseTitle: "CCTV", date: "2030-05-01", location: "Oxford", status: "pending" });
  });

  it("filters by course, status and the course date", async () => {
    const { cctv, deposit, full } = await scene();
    const ids = async (query: string) =>
      (await site.admin.get<AdminBookingRow[]>(`/bookings?${query}`)).map((row) => row.id);
    expect(await ids(`courseId=${cctv.id}`)).toEqual([full.id]);
    expect(await ids("status=confirmed")).toEqual([deposit.id]);
    expect(await ids("from=2030-03-05")).toEqual([full.id]);
    expect(await ids("to=2030-03-04")).toEqual([deposit.id]);
    expect(await ids("from=2030-03-04&to=2030-05-01")).toEqual([full.id, deposit.id]);
    expect(await ids("courseId=&status=&from=&to=")).toEqual([full.id, deposit.id]);
  });

  it.each([
    ["status=paid", "status", "Please choose a status"],
    ["courseId=door", "courseId", "Please choose a course"],
    ["from=yesterday", "from", "Please enter a valid date (YYYY-MM-DD)"],
    ["from=2030-05-01&to=2030-01-01", "to", "The end of the range cannot be before its start"],
  ])("refuses the filter %s", async (query, field, message) => {
    expect((await fieldErrorsOf(await site.admin.send("GET", `/bookings?${query}`)))[field]).toEqual([message]);
  });
});

describe("GET /api/admin/bookings/:id", () => {
  it("gives the full booking with the customer's details and notes", async () => {
    const { deposit, instance } = await scene();
    const detail = await site.admin.get<AdminBookingDetail>(`/bookings/${deposit.id}`);
    expect(detail).toMatchObject({
      id: deposit.id,
      instanceId: instance.id,
      availableDateId: null,
      userDetails: { ...customer, fullName: "Dee Posit", notes: "Needs parking" },
      notes: "Needs parking",
    });
    expect(detail).not.toHaveProperty("accessToken");
  });

  it("answers 404 for an unknown booking", async () => {
    const response = await site.admin.send("GET", `/bookings/${UNKNOWN}`);
    expect(await answerOf(response)).toEqual({ status: 404, body: { message: "Booking not found" } });
  });
});

describe("POST /api/admin/bookings/:id/cancel", () => {
  it("releases the seat, so the next visitor can book it", async () => {
    const course = await insertCourse(site.app.ctx.db, { price: 12_000 });
    const date = await insertAvailableDate(site.app.ctx.db, {
      courseId: course.id,
      date: addDays(londonToday(), 30),
      maxSeats: 1,
    });
    // Each visitor with an e-mail of their own: the same e-mail would replace its own hold (decision 008).
    const book = (email: string) =>
      postJson(site.app, "/api/bookings", {
        courseId: course.id,
        availableDateId: date.id,
        userDetails: { ...customer, email },
        paymentType: "full",
        paymentAmount: 12_000,
      });
    const first = await book("first.visitor@example.com");
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: string };
    expect((await book("next.visitor@example.com")).status).toBe(409);

    const response = await site.admin.send("POST", `/bookings/${id}/cancel`, BY_THE_ACADEMY);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: "cancelled", holdExpiresAt: null });
    const cancelled = await stored(id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);

    expect((await book("next.visitor@example.com")).status).toBe(201);
    const [email] = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, id));
    expect(email!.text).toContain("No refund is due.");
    expect(email!.text).not.toContain("under our cancellation policy");
  });

  it("cancels a confirmed booking with the policy's refund for who asked, shown first", async () => {
    const { deposit } = await scene();
    const quote = await site.admin.get<StaffCancellationQuote>(`/bookings/${deposit.id}/cancellation`);
    // The course is years away and the booking long made: the customer's own cancellation keeps the deposit; the
    // academy's returns it.
    expect(quote).toEqual({
      refunds: {
        customer: { amount: 0, reason: expect.stringMatching(/the £100 deposit is non-refundable$/) },
        academy: { amount: 10_000, reason: "We cancelled your booking: everything paid (£100) is refunded" },
      },
      paid: 10_000,
    });
    const noAsker = await site.admin.send("POST", `/bookings/${deposit.id}/cancel`, { internalNote: "Ill" });
    expect(noAsker.status).toBe(400);
    expect(await fieldErrorsOf(noAsker)).toEqual({ requestedBy: ["Please say who asked for the cancellation"] });
    const stale = await site.admin.send("POST", `/bookings/${deposit.id}/cancel`, {
      requestedBy: "customer",
      refund: 5_000,
    });
    expect(stale.status).toBe(409);
    expect((await stale.json()).message).toMatch(/^The refund is now £0 \(.*\): check it and cancel again\.$/);
    expect((await stored(deposit.id)).status).toBe("confirmed");

    const cancelled = await site.admin.post<AdminBookingFull>(`/bookings/${deposit.id}/cancel`, {
      requestedBy: "academy",
      customerReason: "Our trainer is ill and no other date suits you.",
      internalNote: "Hospital stay; goodwill",
      refund: 10_000,
    });
    expect(cancelled).toMatchObject({
      status: "cancelled",
      cancelledBy: "academy",
      cancelReason: "Our trainer is ill and no other date suits you.",
    });
    expect(cancelled.payments.at(-1)).toMatchObject({ kind: "refund", amount: 10_000, state: "pending" });
    expect(cancelled.timeline.map((event) => event.text)).toContain(
      "Cancelled by staff (the academy cancelled); the seat is released. Refund of £100: We cancelled your booking: everything paid (£100) is refunded. Reason given to the customer: “Our trainer is ill and no other date suits you.”. Internal note: Hospital stay; goodwill",
    );
    // The customer is told, with the refund and the reason for them; never staff's note.
    const emails = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, deposit.id));
    expect(emails.map((email) => [email.kind, email.toAddress])).toEqual([["booking-cancelled", customer.email]]);
    expect(emails[0]!.subject).toMatch(/^Booking cancelled:/);
    expect(emails[0]!.text).toContain("is cancelled by the academy. Your place has been released.");
    expect(emails[0]!.text).toContain("Reason: Our trainer is ill and no other date suits you.");
    expect(emails[0]!.text).toContain("£100");
    expect(emails[0]!.text).not.toContain("Hospital");
    expect(emails[0]!.html).not.toContain("Hospital");
    expect(cancelled.timeline.map((event) => event.text)).toContainEqual(expect.stringMatching(/^Cancellation/));
  });

  it("cancels without e-mailing the customer when staff untick the box", async () => {
    const { deposit } = await scene();
    const response = await site.admin.send("POST", `/bookings/${deposit.id}/cancel`, {
      ...BY_THE_ACADEMY,
      notifyCustomer: false,
    });
    expect(response.status).toBe(200);
    expect(await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, deposit.id))).toEqual([]);
    const notABox = await site.admin.send("POST", `/bookings/${deposit.id}/cancel`, {
      ...BY_THE_ACADEMY,
      notifyCustomer: "no",
    });
    expect(notABox.status).toBe(400);
  });

  it.each([
    ["cancelled", "This booking is already cancelled."],
    ["expired", "This booking has expired: it holds no seat to release."],
  ])("refuses a booking that is %s with 409", async (status, message) => {
    const { door, instance } = await scene();
    const { accessToken: _, ...booking } = await insertBooking(site.app.ctx.db, {
      courseId: door.id,
      instanceId: instance.id,
      status: status as "cancelled" | "expired",
    });
    const response = await site.admin.send("POST", `/bookings/${booking.id}/cancel`, BY_THE_ACADEMY);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message });
    expect(await stored(booking.id)).toEqual(booking);
  });

  it("answers 404 for an unknown booking", async () => {
    expect((await site.admin.send("POST", `/bookings/${UNKNOWN}/cancel`, BY_THE_ACADEMY)).status).toBe(404);
  });
});

describe("POST /api/admin/bookings/:id/payments", () => {
  it("records money taken outside the site in the ledger, with the timeline and a receipt", async () => {
    const { deposit } = await scene();
    const part = await site.admin.send("POST", `/bookings/${deposit.id}/payments`, {
      amount: 4_900,
      method: "Bank transfer",
      note: "Ref DEE POSIT",
    });
    expect(part.status).toBe(201);
    const afterPart = (await part.json()) as AdminBookingFull;
    expect(afterPart).toMatchObject({ amountPaid: 14_900, balanceDue: 10_000, balancePaidAt: null });
    expect(
      afterPart.payments.map(({ kind, amount, state, provider, method }) => ({
        kind,
        amount,
        state,
        provider,
        method,
      })),
    ).toEqual([
      { kind: "deposit", amount: 10_000, state: "succeeded", provider: "test", method: null },
      { kind: "manual", amount: 4_900, state: "succeeded", provider: "manual", method: "Bank transfer" },
    ]);
    expect(afterPart.timeline.at(-1)?.text).toMatch(/^Receipt e-mail queued/);
    expect(afterPart.timeline.map((event) => event.text)).toContain(
      "£49 recorded by staff (Bank transfer): Ref DEE POSIT",
    );
    expect(afterPart.timeline.find((event) => event.kind === "payment")?.actor).toMatch(/^admin/);

    const tooMuch = await site.admin.send("POST", `/bookings/${deposit.id}/payments`, {
      amount: 10_001,
      method: "Cash",
    });
    expect(tooMuch.status).toBe(409);
    expect(await tooMuch.json()).toEqual({ message: "That is more than the £100 still owed." });

    const rest = await site.admin.send("POST", `/bookings/${deposit.id}/payments`, { amount: 10_000, method: "Cash" });
    expect(await rest.json()).toMatchObject({ amountPaid: 24_900, balanceDue: 0, balancePaidAt: expect.any(String) });
    const again = await site.admin.send("POST", `/bookings/${deposit.id}/payments`, { amount: 100, method: "Cash" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "This booking is paid in full: there is nothing more to pay." });
    const receipts = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, deposit.id));
    expect(receipts.filter((email) => email.kind.startsWith("receipt:"))).toHaveLength(2);
  });

  it.each([
    [{ amount: 0, method: "Cash" }, "amount", "The amount must be more than £0"],
    [{ amount: 12.5, method: "Cash" }, "amount", "Please enter the amount in whole pence"],
    [{ amount: 100, method: "Gold bars" }, "method", "Please choose how it was paid"],
  ])("refuses %o with a 400 and writes nothing", async (body, field, message) => {
    const { deposit } = await scene();
    const errors = await fieldErrorsOf(await site.admin.send("POST", `/bookings/${deposit.id}/payments`, body));
    expect(errors[field]).toEqual([message]);
    expect((await getBookingFull(deposit.id)).payments).toHaveLength(1);
  });

  it("refuses a booking that is not confirmed", async () => {
    const { door, instance } = await scene();
    const unpaid = await insertBooking(site.app.ctx.db, {
      courseId: door.id,
      instanceId: instance.id,
      status: "pending",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
    });
    const response = await site.admin.send("POST", `/bookings/${unpaid.id}/payments`, { amount: 100, method: "Cash" });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: "Only a confirmed booking's balance can be paid." });
    expect((await getBookingFull(unpaid.id)).payments).toEqual([]);
  });

  it("keeps the one-click Mark balance paid: the whole balance as a staff record", async () => {
    const { deposit, full } = await scene();
    const response = await site.admin.send("POST", `/bookings/${deposit.id}/mark-balance-paid`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ amountPaid: 24_900, balanceDue: 0, status: "confirmed" });
    expect((await site.admin.send("POST", `/bookings/${deposit.id}/mark-balance-paid`)).status).toBe(409);
    expect((await site.admin.send("POST", `/bookings/${full.id}/mark-balance-paid`)).status).toBe(409);
  });
});
