// Issue 21: the staff's daily e-mail at 07:00 London, with tomorrow's rosters, overdue balances, refunds waiting and
// failed e-mails; sent exactly once a day however many processes tick, and not again after a restart or a run that
// is repeated. The clock is London's (london-clock.ts): 07:00 is 07:00 GMT in winter and 06:00 UTC in summer. Runs on
// PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where two processes really run at once).
import { eq, like, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Database } from "#db/db.server";
import { emailOutbox, jobs, offlinePlaces, payments } from "#db/schema";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { londonInstant } from "#app/shared/london-clock";
import { addDays, formatDate, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { siteAt } from "#test/support/site-at";
import { insertAvailableDate, insertBooking, insertCourse, insertInstance } from "#test/support/factories";
import { useTestDatabase } from "#test/support/test-database";
import { STAFF_DAILY_SWEEP, queueStaffDaily, staffDailyHandlers } from "./staff-daily.server";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const logger = createLogger("silent");
const site = siteAt("https://academy.example.co.uk");
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

/** A process's job runner, ticking on the clock the test moves. */
const processOn = (clock: { now: Date }) =>
  startJobRunner({
    db,
    logger,
    handlers: staffDailyHandlers(site),
    sweeps: [STAFF_DAILY_SWEEP],
    now: () => clock.now,
    autoStart: false,
  });

const dailyEmails = () => db.select().from(emailOutbox).where(like(emailOutbox.kind, "staff-daily:%"));

describe("the staff's daily e-mail", () => {
  it("goes at 07:00 London, once a day, however many processes tick", async () => {
    const day = "2027-01-14";
    const clock = { now: londonInstant(day, "06:59") };
    const [a, b] = [processOn(clock), processOn(clock)];
    await a.runOnce();
    await b.runOnce();
    expect(await dailyEmails()).toEqual([]);
    for (const time of ["07:00", "07:00", "07:01", "12:30", "23:59"]) {
      clock.now = londonInstant(day, time);
      await Promise.all([a.runOnce(), b.runOnce()]);
    }
    expect((await dailyEmails()).map((email) => email.kind)).toEqual([`staff-daily:${day}`]);
    expect(await db.select().from(jobs).where(eq(jobs.kind, "staff-daily"))).toEqual([
      expect.objectContaining({ dedupeKey: `staff-daily:${day}`, status: "done" }),
    ]);
    // The next day, its own.
    clock.now = londonInstant(addDays(day, 1), "07:00");
    await a.runOnce();
    expect((await dailyEmails()).map((email) => email.kind).sort()).toEqual([
      `staff-daily:${day}`,
      `staff-daily:${addDays(day, 1)}`,
    ]);
  });

  it("reads London's clock: 06:00 UTC in summer, 07:00 UTC in winter", async () => {
    const clock = { now: new Date("2027-07-01T05:59:00Z") };
    const run = processOn(clock);
    await run.runOnce();
    expect(await dailyEmails()).toEqual([]);
    clock.now = new Date("2027-07-01T06:00:00Z");
    await run.runOnce();
    clock.now = new Date("2027-12-01T06:59:00Z");
    await run.runOnce();
    expect((await dailyEmails()).map((email) => email.kind)).toEqual(["staff-daily:2027-07-01"]);
    clock.now = new Date("2027-12-01T07:00:00Z");
    await run.runOnce();
    expect((await dailyEmails()).map((email) => email.kind).sort()).toEqual([
      "staff-daily:2027-07-01",
      "staff-daily:2027-12-01",
    ]);
  });

  it("is not sent again after a restart, nor by a run repeated after its lease lapsed", async () => {
    const day = "2027-01-14";
    const clock = { now: londonInstant(day, "07:00") };
    await processOn(clock).runOnce();
    // The process restarts at 07:20 (a new runner, the same job table) and keeps ticking all day.
    const restarted = processOn(clock);
    for (const time of ["07:20", "09:00", "18:00"]) {
      clock.now = londonInstant(day, time);
      await restarted.runOnce();
    }
    // A run that died after queuing the e-mail but before marking its job done is run again: nothing more is sent.
    await db
      .update(jobs)
      .set({ status: "queued", runAt: sql`now()` as unknown as Date })
      .where(eq(jobs.kind, "staff-daily"));
    await restarted.runOnce();
    expect(await queueStaffDaily(db, day, site)).toBe(false);
    expect(await dailyEmails()).toHaveLength(1);
  });

  it("is queued once when runs for the same day race", async () => {
    const queued = await Promise.all([1, 2, 3].map(() => queueStaffDaily(db, "2027-01-14", site)));
    expect(queued.filter(Boolean)).toHaveLength(1);
    expect(await dailyEmails()).toHaveLength(1);
  });

  it("lists tomorrow's rosters, overdue balances, refunds waiting and e-mails that failed", async () => {
    const today = londonToday();
    const tomorrow = addDays(today, 1);
    const door = await insertCourse(db, { title: "SIA Door Supervisor", price: 24_900 });
    const aid = await insertCourse(db, { title: "Emergency First Aid at Work", price: 9_500 });
    // A three-day run whose second day is tomorrow, with a learner who still owes and a named place booked offline.
    const run = await insertInstance(db, {
      courseId: door.id,
      startDate: today,
      location: "Reading",
      courseDays: [today, tomorrow, addDays(today, 2)],
    });
    await insertBooking(db, {
      courseId: door.id,
      instanceId: run.id,
      status: "confirmed",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      userDetails: {
        fullName: "Dee Deposit",
        email: "dee@example.com",
        phone: "07700 900111",
        address: "x",
        postcode: "OX1 1AA",
      },
    });
    await db
      .insert(offlinePlaces)
      .values([{ instanceId: run.id, fullName: "Olly Offline", phone: "07700 900222" }, { instanceId: run.id }]);
    // A one-day date tomorrow; and one the day after, not listed.
    await insertAvailableDate(db, { courseId: aid.id, date: tomorrow, courseDays: [tomorrow] });
    await insertAvailableDate(db, { courseId: aid.id, date: addDays(today, 2), courseDays: [addDays(today, 2)] });
    // An overdue balance on a later course.
    const later = await insertAvailableDate(db, {
      courseId: door.id,
      date: addDays(today, 20),
      courseDays: [addDays(today, 20)],
    });
    const late = await insertBooking(db, {
      courseId: door.id,
      availableDateId: later.id,
      status: "confirmed",
      paymentType: "deposit",
      paymentAmount: 10_000,
      totalPrice: 24_900,
      balanceDueDate: addDays(today, -2),
      userDetails: {
        fullName: "Larry Late",
        email: "larry@example.com",
        phone: "07700 900333",
        address: "x",
        postcode: "OX1 1AA",
      },
    });
    // A cancelled booking whose refund the office must pay back by hand.
    const gone = await insertBooking(db, {
      courseId: door.id,
      availableDateId: later.id,
      status: "cancelled",
      paid: 10_000,
      userDetails: {
        fullName: "Rita Refund",
        email: "rita@example.com",
        phone: "07700 900444",
        address: "x",
        postcode: "OX1 1AA",
      },
    });
    const [deposit] = await db.select().from(payments).where(eq(payments.bookingId, gone.id));
    await db.insert(payments).values({
      bookingId: gone.id,
      kind: "refund",
      amount: 2_500,
      provider: "manual",
      state: "pending",
      refundOf: deposit!.id,
    });
    await db.insert(emailOutbox).values({
      kind: "receipt:lost",
      toAddress: "gone@example.com",
      subject: "Your receipt",
      text: "t",
      status: "failed",
      lastError: "550 mailbox unavailable",
    });

    expect(await queueStaffDaily(db, today, site)).toBe(true);
    const [email] = await dailyEmails();
    expect(email).toMatchObject({
      toAddress: site.email,
      subject: `Today at the academy, ${formatDate(today)}: 2 dates tomorrow, 1 overdue balance, 1 refund waiting, 1 failed e-mail`,
    });
    expectToContainEach(email!.text, [
      `Tomorrow, ${formatDate(tomorrow)}`,
      "SIA Door Supervisor",
      ", Reading, day 2 of 3: 3 learners",
      "Dee Deposit, 07700 900111, owes £149",
      "Olly Offline, 07700 900222",
      "Unnamed place",
      "Emergency First Aid at Work",
      "Larry Late, 07700 900333",
      "Owes £149, due",
      "Total overdue: £149",
      "Rita Refund: £25, to pay back by hand",
      "“Your receipt” to gone@example.com",
      "550 mailbox unavailable",
      `https://academy.example.co.uk/admin/dates/instance/${run.id}`,
      `https://academy.example.co.uk/admin/bookings/${late.id}`,
    ]);
    expect(email!.text.match(/Emergency First Aid at Work/g)).toHaveLength(1);
  });

  it("says so when there is nothing to do", async () => {
    await queueStaffDaily(db, "2027-01-14", site);
    const [email] = await dailyEmails();
    expect(email!.subject).toBe(
      "Today at the academy, 14 January 2027: 0 dates tomorrow, 0 overdue balances, 0 refunds waiting, 0 failed e-mails",
    );
    expectToContainEach(email!.text, [
      "No course meets tomorrow.",
      "No balance is past its due date.",
      "No refund is waiting on the office.",
      "Every e-mail went out.",
    ]);
  });
});
