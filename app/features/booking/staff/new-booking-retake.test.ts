// Staff book a learner's free retake (issue 21, M6): from a not-passed booking, on a date staff choose, by the same
// path as the learner's own (one retake per booking, seats counted under the date's lock). Before, staff could not.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, bookings, emailOutbox } from "#db/schema";
import { setUpTestApp } from "#test/support/app-fixture";
import { moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { insertAvailableDate } from "#test/support/factories";
import { addDays, londonToday } from "#app/shared/dates";
import type { RetakeChoice } from "../changes/retake.server";
import type { AdminBookingFull } from "./staff-schema";
import type { StaffBookingCreated } from "./new-booking-schema";

const site = setUpTestApp({ admin: true });
const today = londonToday();

async function notPassed() {
  const db = site.app.ctx.db;
  const { course, date: attended, booking } = await paidLearnerOnNewDate(site.app);
  await moveDateTo(db, attended.id, addDays(today, -2));
  const later = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 20) });
  const full = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 25), maxSeats: 0 });
  expect((await site.admin.send("POST", `/bookings/${booking.id}/result`, { result: "not-passed" })).status).toBe(200);
  return { booking, later, full };
}

const bookRetake = (id: string, body: unknown) => site.admin.send("POST", `/bookings/${id}/retake`, body);

describe("staff booking a learner's free retake", () => {
  it("offers the later dates with seats, books one at £0 in the learner's name, confirmed, e-mailed and logged", async () => {
    const { booking, later } = await notPassed();
    const choice = await site.admin.get<RetakeChoice>(`/bookings/${booking.id}/retake`);
    expect(choice).toMatchObject({ allowed: true, options: [expect.objectContaining({ id: later.id })] });

    const response = await bookRetake(booking.id, { availableDateId: later.id, channel: "phone" });
    expect(response.status).toBe(201);
    const retake = (await response.json()) as StaffBookingCreated;
    const db = site.app.ctx.db;
    const [row] = await db.select().from(bookings).where(eq(bookings.id, retake.id));
    expect(row).toMatchObject({ retakeOf: booking.id, totalPrice: 0, status: "confirmed", channel: "phone" });
    expect(row!.createdBy).not.toBeNull();
    const mail = await db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, retake.id));
    expect(mail.map((message) => message.kind)).toContain("booking-confirmation");
    const detail = await site.admin.get<AdminBookingFull>(`/bookings/${retake.id}`);
    expect(detail.timeline[0]!.text).toBe(
      `Free retake of ${booking.reference}, booked by staff for the learner (on the phone)`,
    );
    const [audit] = await db.select().from(auditLog).where(eq(auditLog.recordId, retake.id));
    expect(audit).toMatchObject({ action: "booking.retake" });

    const again = await bookRetake(booking.id, { availableDateId: later.id, channel: "phone" });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This booking's free retake has already been booked.");
  });

  it("refuses a full date and a booking with no free retake, booking nothing", async () => {
    const { booking, full } = await notPassed();
    const refused = await bookRetake(booking.id, { availableDateId: full.id, channel: "walk-in" });
    expect(refused.status).toBe(409);
    const bad = await bookRetake(booking.id, { availableDateId: full.id, channel: "post" });
    expect(bad.status).toBe(400);
    const db = site.app.ctx.db;
    expect(await db.select().from(bookings).where(eq(bookings.retakeOf, booking.id))).toHaveLength(0);
  });
});
