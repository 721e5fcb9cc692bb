// Changing date (issue 14), through the API: the customer from their booking page (once, up to 8 days before, to a
// date with a free seat) and staff (any time); the seats, the money, the timeline, the e-mail and the re-timed
// messages, and every refusal leaving the booking as it was.
import { and, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { bookingEvents, bookings, emailOutbox, jobs } from "#db/schema";
import { addDays, londonToday } from "#app/shared/dates";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookAndPayThroughApi, customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse, insertInstance } from "#test/support/factories";
import { postJson, type TestApp } from "#test/support/test-app";
import { messageStillTrue } from "../life-cycle/booking-messages.server";
import { scheduledKind } from "../life-cycle/message-schedule";
import { postBooking } from "#app/features/booking/booking-test-kit";
import { paymentsOfKind } from "#test/support/ledger";

/** The one event of a calendar file. */
function calendarEvent(file: Buffer) {
  const calendar = new ICAL.Component(ICAL.parse(file.toString("utf8")));
  return new ICAL.Event(calendar.getFirstSubcomponent("vevent")!);
}

const site = setUpTestApp({ admin: true, start: { env: { LOG_LEVEL: "error" } } });
const today = londonToday();

/** A £249 course with the booked date (30 days away), a dearer and a cheaper run, and a full date. */
async function scene(bookedDaysAway = 30) {
  const db = site.app.ctx.db;
  const course = await insertCourse(db, { price: 24_900 });
  const booked = await insertAvailableDate(db, {
    courseId: course.id,
    date: addDays(today, bookedDaysAway),
    maxSeats: 1,
  });
  const dearer = await insertInstance(db, { courseId: course.id, startDate: addDays(today, 40), price: 26_900 });
  const cheaper = await insertInstance(db, { courseId: course.id, startDate: addDays(today, 45), price: 22_000 });
  const full = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, 50), maxSeats: 0 });
  const past = await insertAvailableDate(db, { courseId: course.id, date: addDays(today, -3) });
  const other = await insertCourse(db, { price: 24_900 });
  const otherDate = await insertAvailableDate(db, { courseId: other.id, date: addDays(today, 35) });
  return { course, booked, dearer, cheaper, full, past, otherDate };
}

async function book(s: Awaited<ReturnType<typeof scene>>, paymentType: "deposit" | "full") {
  return bookAndPayThroughApi(site.app, {
    courseId: s.course.id,
    date: { availableDateId: s.booked.id },
    paymentType,
    paymentAmount: paymentType === "deposit" ? 10_000 : 24_900,
  });
}

type ByToken = { status: string; startDate: string; amountPaid: number; balanceDue: number };
const byToken = async (token: string) =>
  (await (await site.app.fetch(`/api/bookings/by-token/${token}`)).json()) as ByToken;
const changeDate = (token: string, body: unknown, app: TestApp = site.app) =>
  postJson(app, `/api/bookings/by-token/${token}/date-change`, body);
const bookingRow = async (id: string) => (await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

describe("a customer changes date from their booking page", () => {
  it("offers the course's other dates with free seats, each with what it does to the money", async () => {
    const s = await scene();
    const booking = await book(s, "deposit");
    const answer = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/date-change`)).json();
    expect(answer).toEqual({
      allowed: true,
      options: [
        expect.objectContaining({
          id: s.dearer.id,
          kind: "instance",
          startDate: s.dearer.startDate,
          price: 26_900,
          money: {
            totalPrice: 26_900,
            refund: 0,
            takeBack: 0,
            extraOwed: 2_000,
            summary: "£20 dearer: added to what you owe",
          },
        }),
        expect.objectContaining({
          id: s.cheaper.id,
          price: 22_000,
          money: {
            totalPrice: 22_000,
            refund: 0,
            takeBack: 0,
            extraOwed: 0,
            summary: "£29 cheaper: taken off your balance",
          },
        }),
      ],
    });
  });

  it("moves a deposit booking to a dearer date: the seat moves, the balance grows, the e-mail brings the calendar", async () => {
    const s = await scene();
    const booking = await book(s, "deposit");
    const response = await changeDate(booking.accessToken, { instanceId: s.dearer.id });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      startDate: s.dearer.startDate,
      totalPrice: 26_900,
      amountPaid: 10_000,
      amountHeld: 10_000,
      balanceDue: 16_900,
      balanceDueDate: addDays(s.dearer.startDate, -7),
      refund: 0,
      summary: "£20 dearer: added to what you owe",
    });
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ instanceId: s.dearer.id, availableDateId: null, totalPrice: 26_900 });
    expect(row.dateChangedAt).not.toBeNull();

    // The old date's one seat is free again: another customer can book it.
    const again = await postBooking(site.app, {
      courseId: s.course.id,
      availableDateId: s.booked.id,
      userDetails: { ...customer, email: "next@example.com" },
    });
    expect(again.status).toBe(201);

    const events = await site.app.ctx.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((event) => event.text)).toContainEqual(
      expect.stringMatching(/^Date changed by the customer from .+ to .+\. £20 dearer: added to what you owe$/),
    );
    const [email] = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), like(emailOutbox.kind, "date-changed:%")));
    expect(email!.subject).toMatch(/^New date for your course: /);
    expect(email!.text).toContain("Balance");
    expect(email!.attachments).toEqual([expect.objectContaining({ filename: "course.ics" })]);
    const calendar = Buffer.from(email!.attachments[0]!.contentBase64, "base64").toString();
    expect(calendar).toContain(`DTSTART;VALUE=DATE:${s.dearer.startDate.replaceAll("-", "")}`);
  });

  it("refunds the difference when a booking paid in full moves to a cheaper date", async () => {
    const s = await scene();
    const booking = await book(s, "full");
    const response = await changeDate(booking.accessToken, { instanceId: s.cheaper.id });
    expect(await response.json()).toMatchObject({ refund: 2_900, balanceDue: 0, summary: "£29 cheaper: £29 refunded" });
    const refunds = await paymentsOfKind(site.app.ctx.db, booking.id, "refund");
    expect(refunds).toEqual([expect.objectContaining({ amount: 2_900, state: "pending" })]);
    const queued = await site.app.ctx.db
      .select()
      .from(jobs)
      .where(eq(jobs.dedupeKey, `refund:${refunds[0]!.id}`));
    expect(queued).toHaveLength(1);
  });

  it("asks a booking paid in full for the difference of a dearer date, by the balance", async () => {
    const s = await scene();
    const booking = await book(s, "full");
    await changeDate(booking.accessToken, { instanceId: s.dearer.id });
    expect(await byToken(booking.accessToken)).toMatchObject({ status: "confirmed", balanceDue: 2_000 });
    const started = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/balance-payment`, {});
    expect(await started.json()).toMatchObject({ amount: 2_000 });
  });

  it("re-times the scheduled messages: one queued for the old first day is no longer true", async () => {
    const s = await scene();
    const booking = await book(s, "deposit");
    const oldKind = scheduledKind("joining-instructions", s.booked.date);
    expect(await messageStillTrue(site.app.ctx.db, { kind: oldKind, bookingId: booking.id })).toBe(true);
    await changeDate(booking.accessToken, { instanceId: s.dearer.id });
    expect(await messageStillTrue(site.app.ctx.db, { kind: oldKind, bookingId: booking.id })).toBe(false);
    const newKind = scheduledKind("joining-instructions", s.dearer.startDate);
    expect(await messageStillTrue(site.app.ctx.db, { kind: newKind, bookingId: booking.id })).toBe(true);
  });

  it("allows one change per booking", async () => {
    const s = await scene();
    const booking = await book(s, "deposit");
    expect((await changeDate(booking.accessToken, { instanceId: s.dearer.id })).status).toBe(200);
    const second = await changeDate(booking.accessToken, { instanceId: s.cheaper.id });
    expect(second.status).toBe(409);
    expect((await second.json()).message).toBe("This booking's date has already been changed once: please call us.");
    expect(await bookingRow(booking.id)).toMatchObject({ instanceId: s.dearer.id, totalPrice: 26_900 });
    expect(await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/date-change`)).json()).toEqual({
      allowed: false,
      message: "This booking's date has already been changed once: please call us.",
    });
  });

  it.each([
    [
      "7 days before the start",
      7,
      "instance:dearer",
      409,
      "Dates can be changed up to 8 days before the course starts: please call us.",
    ],
    ["to a full date", 30, "date:full", 409, "This date is fully booked"],
    ["to a past date", 30, "date:past", 409, "This date has already started or passed. Please choose another date."],
    ["to its own date", 30, "date:booked", 409, "The booking is already on this date."],
    ["to another course's date", 30, "date:otherDate", 400, "The chosen date is not a date of this course."],
    ["to no date", 30, "none", 400, "Please choose one date"],
  ] as const)("refuses a change %s, changing nothing", async (_, daysAway, target, status, message) => {
    const s = await scene(daysAway);
    const booking = await book(s, "full");
    const [kind, name] = target.split(":") as [string, keyof typeof s];
    const body =
      kind === "instance" ? { instanceId: s[name].id } : kind === "date" ? { availableDateId: s[name].id } : {};
    const before = await bookingRow(booking.id);
    const response = await changeDate(booking.accessToken, body);
    expect(response.status).toBe(status);
    const answer = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
    expect([answer.message, ...Object.values(answer.fieldErrors ?? {}).flat()]).toContain(message);
    expect(await bookingRow(booking.id)).toEqual(before);
  });

  it("refuses an unknown token with 404", async () => {
    const response = await changeDate("not-a-token", { instanceId: crypto.randomUUID() });
    expect(response.status).toBe(404);
  });
});

describe("staff move a booking", () => {
  it("to any date of the course with a free seat, inside the customer's 8 days and after their change, on the timeline", async () => {
    const s = await scene(5);
    const booking = await book(s, "full");
    const options = await site.admin.get<{ id: string }[]>(`/bookings/${booking.id}/dates`);
    expect(options.map((option) => option.id)).toEqual([s.dearer.id, s.cheaper.id]);

    const moved = await site.admin.send("POST", `/bookings/${booking.id}/move`, { instanceId: s.dearer.id });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toMatchObject({ totalPrice: 26_900, balanceDue: 2_000 });
    const again = await site.admin.send("POST", `/bookings/${booking.id}/move`, { instanceId: s.cheaper.id });
    expect(again.status).toBe(200);
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({ instanceId: s.cheaper.id, totalPrice: 22_000, dateChangedAt: null });
    const detail = await site.admin.get<{ timeline: { kind: string; text: string }[] }>(`/bookings/${booking.id}`);
    const moves = detail.timeline.filter((event) => event.text.startsWith("Date changed by staff"));
    expect(moves).toHaveLength(2);
    // Each move re-sends the calendar file as an update of the same event: same UID, a higher SEQUENCE.
    const emails = await site.app.ctx.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.bookingId, booking.id), like(emailOutbox.kind, "date-changed:%")));
    const sent = emails
      .map((email) => calendarEvent(Buffer.from(email.attachments[0]!.contentBase64, "base64")))
      .sort((a, b) => a.sequence - b.sequence);
    const download = await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/calendar.ics`);
    const current = calendarEvent(Buffer.from(await download.arrayBuffer()));
    expect([...sent, current].map((event) => [event.uid, event.sequence, event.startDate.toString()])).toEqual([
      [`${booking.id}@booking`, 1, s.dearer.startDate],
      [`${booking.id}@booking`, 2, s.cheaper.startDate],
      [`${booking.id}@booking`, 2, s.cheaper.startDate],
    ]);
    // A staff move leaves the customer's own change unused: now 45 days away, they may still move once.
    const choice = await (await site.app.fetch(`/api/bookings/by-token/${booking.accessToken}/date-change`)).json();
    expect(choice).toMatchObject({ allowed: true });
  });

  it("never over-fills a date", async () => {
    const s = await scene();
    const booking = await book(s, "full");
    const response = await site.admin.send("POST", `/bookings/${booking.id}/move`, { availableDateId: s.full.id });
    expect(response.status).toBe(409);
    expect(await bookingRow(booking.id)).toMatchObject({ availableDateId: s.booked.id });
  });
});
