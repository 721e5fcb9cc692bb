// The academy cancels a course date (issue 14): every learner is told once and offered, on their booking page, a new
// date at no extra cost or everything back; whoever has not chosen by the first day is refunded in full; no reminder
// or joining instructions go for the cancelled date, and its waiting list is closed and told.
import { and, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { availableDates, bookings, emailOutbox, waitlistEntries, type Job } from "#db/schema";
import { londonInstant } from "#app/shared/london-clock";
import { waitlistSweepHandler } from "#app/features/waitlist/waitlist-offers.server";
import { addDays, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { setUpTestApp } from "#test/support/app-fixture";
import { bookedDaysAgo, paidLearnerOnNewDate } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertWaitingPerson } from "#test/support/factories";
import { postJson } from "#test/support/test-app";
import { cancelsByLinkWithRefund } from "#test/support/cancel-by-link";
import { bookingSweepHandlers, queueScheduledMessage } from "../life-cycle/booking-sweeps.server";
import { paymentsOfKind } from "#test/support/ledger";

const site = setUpTestApp();
const logger = createLogger("silent");

async function scene() {
  const db = site.app.ctx.db;
  const { course, date, booking } = await paidLearnerOnNewDate(site.app, {
    daysAway: 20,
    maxSeats: 2,
    deposit: 10_000,
  });
  const other = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 27) });
  // Booked 30 days ago: outside the cooling-off period, so only the academy's cancellation returns the deposit.
  await bookedDaysAgo(db, booking.id, 30);
  await db.update(availableDates).set({ status: "cancelled" }).where(eq(availableDates.id, date.id));
  return { course, date, other, booking };
}

const run = (kind: string, now = new Date()) =>
  bookingSweepHandlers(site.app.ctx.site)[kind]!({ db: site.app.ctx.db, logger, now, job: {} as Job });
const emailsOf = (bookingId: string, kind: string) =>
  site.app.ctx.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.bookingId, bookingId), like(emailOutbox.kind, kind)));
const view = async (token: string, path = "") =>
  (await site.app.fetch(`/api/bookings/by-token/${token}${path}`)).json();

describe("a course date the academy cancels", () => {
  it("tells each learner once, with a link to choose", async () => {
    const { booking } = await scene();
    await run("cancelled-dates");
    await run("cancelled-dates");
    const told = await emailsOf(booking.id, "date-cancelled:%");
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/^We have had to cancel your course date: /);
    expect(told[0]!.text).toContain("deposit included");
  });

  it("offers every other date with a free seat at no extra cost, without using up the learner's own change", async () => {
    const { booking, other } = await scene();
    const choice = await view(booking.accessToken, "/date-change");
    expect(choice).toMatchObject({
      allowed: true,
      options: [expect.objectContaining({ id: other.id, money: expect.objectContaining({ extraOwed: 0 }) })],
    });
    const moved = await postJson(site.app, `/api/bookings/by-token/${booking.accessToken}/date-change`, {
      availableDateId: other.id,
    });
    expect(moved.status).toBe(200);
    const [row] = await site.app.ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ availableDateId: other.id, totalPrice: 24_900, dateChangedAt: null });
    // Moved off the cancelled date: no refund at its first day.
    await run("cancelled-dates", londonInstant(addDays(londonToday(), 20), "10:00"));
    expect(await view(booking.accessToken)).toMatchObject({ status: "confirmed" });
  });

  it("refunds everything, deposit included, when the learner chooses a refund", async () => {
    const { booking } = await scene();
    await cancelsByLinkWithRefund(site.app, booking.accessToken, {
      amount: 10_000,
      reason: "We cancelled the course: everything paid (£100) is refunded",
    });
  });

  it("cancels with everything refunded at the first day when no choice was made", async () => {
    const { booking, date } = await scene();
    await run("cancelled-dates", londonInstant(date.date, "08:00"));
    expect(await view(booking.accessToken)).toMatchObject({ status: "cancelled" });
    const refunds = await paymentsOfKind(site.app.ctx.db, booking.id, "refund");
    expect(refunds).toEqual([expect.objectContaining({ amount: 10_000, state: "pending" })]);
    const [email] = await emailsOf(booking.id, "booking-cancelled");
    expect(email!.text).toContain("as we had to cancel that date");
  });

  it("sends no joining instructions or reminders for the cancelled date", async () => {
    const { booking } = await scene();
    expect(await queueScheduledMessage(site.app.ctx.db, booking.id, "joining-instructions", site.app.ctx.site)).toBe(
      false,
    );
    expect(await emailsOf(booking.id, "joining-instructions:%")).toEqual([]);
  });

  it("closes its waiting list and tells each person once", async () => {
    const db = site.app.ctx.db;
    const { date, course } = await scene();
    await insertWaitingPerson(db, { courseId: course.id, availableDateId: date.id });
    const sweep = waitlistSweepHandler(site.app.ctx.site);
    await sweep({ db, logger, now: new Date(), job: {} as Job });
    await sweep({ db, logger, now: new Date(), job: {} as Job });
    const [entry] = await db.select().from(waitlistEntries).where(eq(waitlistEntries.availableDateId, date.id));
    expect(entry!.status).toBe("closed");
    const told = await db.select().from(emailOutbox).where(like(emailOutbox.kind, "waitlist-closed:%"));
    expect(told.map((email) => email.subject)).toEqual([expect.stringMatching(/^Course date cancelled: /)]);
  });
});
