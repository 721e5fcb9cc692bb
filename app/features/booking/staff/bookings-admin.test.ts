import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings } from "#db/schema";
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
import type { AdminBookingDetail, AdminBookingRow } from "./staff-schema";
import { setUpTestApp } from "#test/support/app-fixture";

const site = setUpTestApp({ admin: true });

const UNKNOWN = "00000000-0000-4000-8000-000000000000";
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
    balanceDue: 14_900,
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
      balanceDue: 14_900,
      balanceDueDate: "2030-02-25",
      balancePaidAt: null,
      status: "confirmed",
      needsRefund: false,
      paymentProvider: null,
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
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: "Booking not found" });
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

    const response = await site.admin.send("POST", `/bookings/${id}/cancel`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id, status: "cancelled", holdExpiresAt: null });
    const cancelled = await stored(id);
    expect(cancelled.status).toBe("cancelled");
    expect(cancelled.cancelledAt).toBeInstanceOf(Date);

    expect((await book("next.visitor@example.com")).status).toBe(201);
  });

  it("cancels a confirmed booking", async () => {
    const { deposit } = await scene();
    expect((await site.admin.send("POST", `/bookings/${deposit.id}/cancel`)).status).toBe(200);
    expect((await stored(deposit.id)).status).toBe("cancelled");
  });

  it.each([
    ["cancelled", "This booking is already cancelled."],
    ["expired", "This booking has expired: it holds no seat to release."],
  ])("refuses a booking that is %s with 409", async (status, message) => {
    const { door, instance } = await scene();
    const booking = await insertBooking(site.app.ctx.db, {
      courseId: door.id,
      instanceId: instance.id,
      status: status as "cancelled" | "expired",
    });
    const response = await site.admin.send("POST", `/bookings/${booking.id}/cancel`);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message });
    expect(await stored(booking.id)).toEqual(booking);
  });

  it("answers 404 for an unknown booking", async () => {
    expect((await site.admin.send("POST", `/bookings/${UNKNOWN}/cancel`)).status).toBe(404);
  });
});

describe("POST /api/admin/bookings/:id/mark-balance-paid", () => {
  it("records a deposit booking's balance as paid", async () => {
    const { deposit } = await scene();
    const response = await site.admin.send("POST", `/bookings/${deposit.id}/mark-balance-paid`);
    expect(response.status).toBe(200);
    const detail = (await response.json()) as AdminBookingDetail;
    expect(detail).toMatchObject({ balanceDue: 0, status: "confirmed" });
    expect(detail.balancePaidAt).not.toBeNull();
    const row = await stored(deposit.id);
    expect(row.balanceDue).toBe(0);
    expect(row.balancePaidAt).toBeInstanceOf(Date);

    const again = await site.admin.send("POST", `/bookings/${deposit.id}/mark-balance-paid`);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "The balance of this booking has already been paid." });
  });

  it("refuses a full-payment booking and an unpaid deposit booking", async () => {
    const { full, door, instance } = await scene();
    const fullAnswer = await site.admin.send("POST", `/bookings/${full.id}/mark-balance-paid`);
    expect(fullAnswer.status).toBe(409);
    expect(await fullAnswer.json()).toEqual({ message: "Only deposit bookings have a balance to pay." });

    const unpaid = await insertBooking(site.app.ctx.db, {
      courseId: door.id,
      instanceId: instance.id,
      status: "pending",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      balanceDue: 14_900,
    });
    expect((await site.admin.send("POST", `/bookings/${unpaid.id}/mark-balance-paid`)).status).toBe(409);
    expect(await stored(unpaid.id)).toEqual(unpaid);
  });
});

describe("GET /api/admin/bookings.csv", () => {
  it("downloads the filtered bookings as CSV, amounts in pounds", async () => {
    const { deposit } = await scene();
    const response = await site.admin.send("GET", "/bookings.csv?status=confirmed");
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/filename="?bookings-\d{4}-\d{2}-\d{2}\.csv"?$/);
    const lines = (await response.text())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "Reference,Booked,Status,Needs refund,Customer,Email,Phone,Course,Date,Location,Payment,Payment amount,Total price,Balance due,Balance due by,Balance paid",
    );
    expect(lines.slice(1)).toEqual([
      `${deposit.reference},2026-01-01 10:00,confirmed,,Dee Posit,${customer.email},${customer.phone},SIA Door Supervisor,2030-03-04,Reading,deposit,£100,£249,£149,2030-02-25,`,
    ]);
  });
});
