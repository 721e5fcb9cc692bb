// Results and the free retake (issue 14) through the API: staff record a result once the course has started; after
// 'not passed' the learner books one retake at £0 on a later date within 6 months; every refusal changes nothing.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { bookings, emailOutbox } from "#db/schema";
import { addDays, addMonths, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { moveDateTo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { insertAvailableDate } from "#test/support/factories";
import { postJson } from "#test/support/test-app";

const site = setUpTestApp({ admin: true });
const today = londonToday();

/** A learner whose course started two days ago, and the course's later dates. */
async function scene() {
  const db = site.app.ctx.db;
  const { course, date: attended, booking } = await paidLearnerOnNewDate(site.app);
  const firstDay = addDays(today, -2);
  await moveDateTo(db, attended.id, firstDay);
  const later = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 20) });
  const tooLate = await insertAvailableDate(db, { courseId: course.id, date: addDays(addMonths(firstDay, 6), 1) });
  const full = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 25), maxSeats: 0 });
  return { course, booking, firstDay, later, tooLate, full };
}

const recordResult = (id: string, result: unknown) => site.admin.send("POST", `/bookings/${id}/result`, { result });
const retake = (token: string, body: unknown) => postJson(site.app, `/api/bookings/by-token/${token}/retake`, body);
const retakeChoice = async (token: string) => (await site.app.fetch(`/api/bookings/by-token/${token}/retake`)).json();
const bookingCount = async () => (await site.app.ctx.db.select({ id: bookings.id }).from(bookings)).length;

describe("results", () => {
  it("are recorded by staff once the course has started, on the timeline", async () => {
    const { booking } = await scene();
    const response = await recordResult(booking.id, "not-passed");
    expect(response.status).toBe(200);
    const detail = (await response.json()) as { result: string; timeline: { text: string }[] };
    expect(detail.result).toBe("not-passed");
    expect(detail.timeline.map((event) => event.text)).toContain(
      "Result recorded: Not passed (a free retake is offered on the booking page)",
    );
  });

  it("are refused before the course starts, and for a value that is not a result", async () => {
    const db = site.app.ctx.db;
    const { booking } = await paidLearnerOnNewDate(site.app);
    const early = await recordResult(booking.id, "passed");
    expect(early.status).toBe(409);
    expect((await early.json()).message).toBe("A result can be recorded once the course has started.");
    expect((await recordResult(booking.id, "excellent")).status).toBe(400);
    const [row] = await db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.result).toBeNull();
  });
});

describe("the free retake", () => {
  it("offers later dates with seats within 6 months, and books one at £0 with its own link and confirmation", async () => {
    const { booking, later } = await scene();
    await recordResult(booking.id, "not-passed");
    expect(await retakeChoice(booking.accessToken)).toMatchObject({
      allowed: true,
      options: [expect.objectContaining({ id: later.id })],
    });
    const response = await retake(booking.accessToken, { availableDateId: later.id });
    expect(response.status).toBe(201);
    const booked = (await response.json()) as { accessToken: string; reference: string; startDate: string };
    expect(booked.startDate).toBe(later.date);
    const page = await (await site.app.fetch(`/api/bookings/by-token/${booked.accessToken}`)).json();
    expect(page).toMatchObject({ status: "confirmed", startDate: later.date, amountPaid: 0, balanceDue: 0 });
    const [row] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.reference, booked.reference));
    expect(row).toMatchObject({ retakeOf: booking.id, totalPrice: 0, paymentAmount: 0 });
    const confirmation = await site.app.ctx.db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, row!.id));
    expect(confirmation.map((email) => email.kind)).toContain("booking-confirmation");

    // Once per booking.
    const again = await retake(booking.accessToken, { availableDateId: later.id });
    expect(again.status).toBe(409);
    expect((await again.json()).message).toBe("This booking's free retake has already been booked.");
  });

  it.each([
    ["after a pass", "passed", "later", "A free retake is offered once a result of 'not passed' is recorded."],
    ["before any result", null, "later", "A free retake is offered once a result of 'not passed' is recorded."],
    ["more than 6 months on", "not-passed", "tooLate", "A free retake must start within 6 months of your course"],
    ["on a full date", "not-passed", "full", "This date is fully booked"],
  ] as const)("is refused %s, changing nothing", async (_, result, date, message) => {
    const s = await scene();
    if (result) await recordResult(s.booking.id, result);
    const before = await bookingCount();
    const response = await retake(s.booking.accessToken, { availableDateId: s[date].id });
    expect(response.status).toBe(409);
    expect((await response.json()).message).toContain(message);
    expect(await bookingCount()).toBe(before);
  });

  it("is booked once when two requests race for it", async () => {
    const { booking, later } = await scene();
    await recordResult(booking.id, "not-passed");
    const statuses = await Promise.all(
      [0, 1].map(async () => (await retake(booking.accessToken, { availableDateId: later.id })).status),
    );
    expect(statuses.sort()).toEqual([201, 409]);
    const retakes = await site.app.ctx.db.select().from(bookings).where(eq(bookings.retakeOf, booking.id));
    expect(retakes).toHaveLength(1);
  });
});
