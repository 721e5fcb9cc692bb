// Issue 21, "the day on one page": GET /api/admin/overview gives the charts on /admin their figures: bookings and
// takings per week for 12 weeks, the fill of the next 8 weeks' dates, money owed and overdue, waiting lists, and failed
// e-mails and dead jobs.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, jobs, payments, waitlistEntries } from "#db/schema";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { setUpTestApp } from "#test/support/app-fixture";
import { addDays, londonToday } from "#app/shared/dates";
import { weekStartOf } from "./overview";
import type { StaffOverview } from "./overview-schema";

const site = setUpTestApp({ admin: true });

/** Noon London-ish (UTC) on a day, as an instant. */
const noonOf = (day: string) => new Date(`${day}T12:00:00Z`);

async function scene() {
  const db = site.app.ctx.db;
  const today = londonToday();
  const door = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
  const soon = await insertInstance(db, {
    courseId: door.id,
    startDate: addDays(today, 10),
    maxSeats: 4,
    bookedSeats: 1,
  });
  const far = await insertAvailableDate(db, { courseId: door.id, date: addDays(today, 70), maxSeats: 10 });
  await insertInstance(db, { courseId: door.id, startDate: addDays(today, 20), status: "cancelled" });
  // Confirmed this week and three weeks ago, each paid by card that day.
  const booked = async (daysAgo: number, extra: Partial<Parameters<typeof insertBooking>[1]> = {}) => {
    const booking = await insertBooking(db, {
      courseId: door.id,
      instanceId: soon.id,
      status: "confirmed",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      balanceDueDate: addDays(today, 3),
      confirmedAt: noonOf(addDays(today, -daysAgo)),
      paid: 0,
      ...extra,
    });
    await db.insert(payments).values({
      bookingId: booking.id,
      kind: "deposit",
      amount: 10_000,
      provider: "stripe",
      state: "succeeded",
      settledAt: noonOf(addDays(today, -daysAgo)),
    });
    return booking;
  };
  await booked(0);
  await booked(21, { balanceDueDate: addDays(today, -2) });
  // A waiting list on the far date: two in line (one unconfirmed does not count), one offered.
  const person = (n: number, status: "waiting" | "offered", confirmed = true) => ({
    courseId: door.id,
    availableDateId: far.id,
    fullName: `Wai Ting ${n}`,
    email: `wait${n}@example.com`,
    emailKey: `wait${n}@example.com`,
    phone: "07700900000",
    status,
    confirmedAt: confirmed ? new Date() : null,
  });
  await db
    .insert(waitlistEntries)
    .values([person(1, "waiting"), person(2, "waiting"), person(3, "waiting", false), person(4, "offered")]);
  await db
    .insert(emailOutbox)
    .values({ kind: "receipt:x", toAddress: "a@example.com", subject: "s", text: "t", status: "failed" });
  await db.insert(jobs).values({ kind: "execute-refund", status: "dead", finishedAt: sql`now()` as unknown as Date });
  return { today, soon, far };
}

describe("GET /api/admin/overview", () => {
  it("gives the figures of every chart on the overview", async () => {
    const { today, soon, far } = await scene();
    const overview = await site.admin.get<StaffOverview>("/overview");
    expect(overview.today).toBe(today);

    expect(overview.weeks).toHaveLength(12);
    expect(overview.weeks.at(-1)).toEqual({ weekStart: weekStartOf(today), bookings: 1, takings: 10_000, refunds: 0 });
    expect(overview.weeks.find((week) => week.weekStart === weekStartOf(addDays(today, -21)))).toMatchObject({
      bookings: 1,
      takings: 10_000,
    });
    expect(overview.weeks.reduce((sum, week) => sum + week.bookings, 0)).toBe(2);

    // The next 8 weeks: the soon run (1 offline + 2 confirmed of 4); not the far date nor the cancelled run.
    expect(overview.fill).toEqual([
      {
        path: `/admin/dates/instance/${soon.id}`,
        startDate: addDays(today, 10),
        courseTitle: "SIA Door Supervisor",
        location: soon.location,
        taken: 3,
        maxSeats: 4,
        status: "active",
      },
    ]);
    expect(overview.money).toEqual({
      owed: 2 * 14_900,
      overdue: 14_900,
      dueToday: 0,
      notYetDue: 14_900,
      bookings: 2,
      overdueBookings: 1,
    });
    expect(overview.waitingLists).toEqual([
      {
        path: `/admin/dates/date/${far.id}`,
        startDate: addDays(today, 70),
        courseTitle: "SIA Door Supervisor",
        waiting: 2,
        offered: 1,
      },
    ]);
    expect(overview.problems).toHaveLength(14);
    expect(overview.problems.at(-1)).toEqual({ day: today, failedEmails: 1, deadJobs: 1 });
    expect(overview.attention).toEqual({ failedEmails: 1, deadJobs: 1, refundsWaiting: 0 });
  });

  it("is empty but whole on an empty database", async () => {
    const overview = await site.admin.get<StaffOverview>("/overview");
    expect(overview.weeks.every((week) => week.bookings === 0 && week.takings === 0)).toBe(true);
    expect(overview).toMatchObject({ fill: [], waitingLists: [], attention: { failedEmails: 0, deadJobs: 0 } });
  });
});
