// The after-sale messages with a controlled clock (issue 13): each at its moment, none twice, none after payment or
// cancellation, re-timed after a date change, and a message no longer true when its turn comes is not sent.
import { and, eq, like, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "#db/db.server";
import { bookingEvents, bookings, emailOutbox, jobs, payments, type EmailOutboxRow } from "#db/schema";
import { startJobRunner } from "#app/features/jobs/job-runner.server";
import { londonInstant } from "#app/shared/london-clock";
import { addDays, londonToday } from "#app/shared/dates";
import { createLogger } from "#server/logger";
import { siteAt } from "#test/support/site-at";
import { insertAvailableDate, insertBooking, insertCourse } from "#test/support/factories";
import { getTestDatabaseUrl, useTestDatabase } from "#test/support/test-database";
import { bookingEmailHooks } from "./booking-messages.server";
import { BOOKING_SWEEPS, bookingSweepHandlers } from "./booking-sweeps.server";
import { getBookingSummary } from "../booking-summary.server";
import { expectToContainEach } from "#test/support/expect-to-contain-each";

const logger = createLogger("silent");
const site = siteAt("https://academy.example.co.uk");
let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

// A course 40 days from now, so every moment of its schedule is still ahead of the real clock (bookings are
// confirmed long before it), and the sweeps read the controlled one.
const S = addDays(londonToday(), 40);
const at = (daysFromStart: number, time = "09:00") => londonInstant(addDays(S, daysFromStart), time);

async function scene(options: { paid?: number; status?: "confirmed" | "cancelled" | "pending" } = {}) {
  const course = await insertCourse(db, {
    title: "SIA Door Supervisor",
    price: 24_900,
    durationDays: 6,
    siaLicenceLinked: true,
    needsFirstAidCertificate: true,
  });
  const date = await insertAvailableDate(db, {
    courseId: course.id,
    date: S,
    venueAddress: "Unit 4, Station Road, Reading RG1 1AA",
    venueDirections: "Two minutes from the station; parking behind the building.",
    startTime: "08:30",
    finishTime: "16:30",
  });
  const booking = await insertBooking(db, {
    courseId: course.id,
    availableDateId: date.id,
    status: options.status ?? "confirmed",
    paymentType: "deposit",
    paymentAmount: 10_000,
    totalPrice: 24_900,
    balanceDueDate: addDays(S, -7),
    confirmedAt: new Date(Date.now() - 86_400_000),
    paid: options.paid,
  });
  return { course, date, booking };
}

function sweeper(clock: { now: Date }, database: Database = db) {
  return startJobRunner({
    db: database,
    logger,
    handlers: bookingSweepHandlers(site),
    sweeps: BOOKING_SWEEPS,
    now: () => clock.now,
    autoStart: false,
  });
}

const kindsOf = async (bookingId?: string) =>
  (await db.select().from(emailOutbox))
    .filter((email) => !bookingId || email.bookingId === bookingId)
    .map((email) => email.kind.replace(`:${S}`, ""))
    .sort();

describe("the booking messages sweep", () => {
  it("sends each message of a deposit booking at its moment, once", async () => {
    const { booking } = await scene();
    const clock = { now: at(-14, "08:59") };
    const run = sweeper(clock);
    const step = async (when: Date) => {
      clock.now = when;
      await run.runOnce();
    };
    await step(at(-14, "08:59"));
    expect(await kindsOf()).toEqual([]);
    await step(at(-14, "09:00"));
    expect(await kindsOf()).toEqual(["balance-reminder-first"]);
    await step(at(-14, "09:01"));
    await step(at(-14, "17:45"));
    expect(await kindsOf()).toEqual(["balance-reminder-first"]);
    await step(at(-9, "09:00"));
    await step(at(-7, "09:00"));
    expect(await kindsOf()).toEqual([
      "balance-due-today",
      "balance-reminder-first",
      "balance-reminder-last",
      "joining-instructions",
    ]);
    await step(at(-6, "09:00"));
    await step(at(-1, "09:00"));
    await step(at(0, "09:00"));
    expect(await kindsOf(booking.id)).toEqual([
      "balance-due-today",
      "balance-overdue",
      "balance-reminder-first",
      "balance-reminder-last",
      "joining-instructions",
      "see-you-tomorrow",
    ]);

    const [instructions] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, `joining-instructions:${S}`));
    expect(instructions!.subject).toMatch(/^Joining instructions/);
    expectToContainEach(instructions!.text, [
      "Unit 4, Station Road, Reading RG1 1AA",
      "Two minutes from the station",
      "08:30 to 16:30",
      "One Group A identity document, such as your passport or photocard driving licence, and two Group B identity documents",
      "Proof of right to work in the UK",
      "valid until at least",
      "£149",
      "https://academy.example.co.uk/my-booking/",
    ]);
    expect(instructions!.attachments.map((file) => file.filename)).toEqual(["course.ics"]);
    const timeline = await db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(timeline.filter((event) => event.kind === "message-queued")).toHaveLength(6);
  });

  it("sends no balance message to a booking paid in full, and nothing to a cancelled one", async () => {
    const paid = await scene({ paid: 24_900 });
    const cancelled = await scene({ status: "cancelled" });
    const clock = { now: at(-14) };
    const run = sweeper(clock);
    for (const day of [-14, -9, -7, -6, -1]) {
      clock.now = at(day);
      await run.runOnce();
    }
    expect(await kindsOf(paid.booking.id)).toEqual(["joining-instructions", "see-you-tomorrow"]);
    expect(await kindsOf(cancelled.booking.id)).toEqual([]);
  });

  it("sends no reminder whose moment passed before the booking was made", async () => {
    const { booking } = await scene();
    // Booked (confirmed) at S−10: the S−14 reminder's moment had passed.
    await db
      .update(bookings)
      .set({ confirmedAt: at(-10, "12:00") })
      .where(eq(bookings.id, booking.id));
    const clock = { now: at(-10, "12:01") };
    const run = sweeper(clock);
    await run.runOnce();
    clock.now = at(-9);
    await run.runOnce();
    expect(await kindsOf()).toEqual(["balance-reminder-last"]);
  });

  it("re-times the messages when the booking moves to another date", async () => {
    const { booking, course } = await scene({ paid: 24_900 });
    const clock = { now: at(-7) };
    const run = sweeper(clock);
    await run.runOnce();
    expect(await kindsOf()).toEqual(["joining-instructions"]);
    const later = await insertAvailableDate(db, { courseId: course.id, date: addDays(S, 7) });
    await db.update(bookings).set({ availableDateId: later.id }).where(eq(bookings.id, booking.id));
    clock.now = at(-6);
    await run.runOnce();
    expect((await db.select().from(emailOutbox)).map((email) => email.kind)).toEqual([`joining-instructions:${S}`]);
    clock.now = at(0);
    await run.runOnce();
    expect((await db.select().from(emailOutbox)).map((email) => email.kind).sort()).toEqual([
      `joining-instructions:${S}`,
      `joining-instructions:${addDays(S, 7)}`,
    ]);
  });
});

describe("a sweep killed part-way", () => {
  it("is taken back after its lease and finishes the rest, sending nothing twice", async () => {
    await scene();
    await scene();
    const clock = { now: at(-7) };
    const run = sweeper(clock);
    await run.runOnce();
    const before = await kindsOf();
    expect(before).toHaveLength(4);
    // As if its process was killed after the first booking's transaction: one booking's messages gone, the job
    // left running under a lease that has lapsed.
    const [first] = await db.select().from(emailOutbox);
    await db.delete(emailOutbox).where(eq(emailOutbox.bookingId, first!.bookingId!));
    await db
      .update(jobs)
      .set({ status: "running", leaseUntil: sql`now() - interval '1 second'` as unknown as Date })
      .where(like(jobs.dedupeKey, "booking-messages:%"));
    await run.runOnce();
    expect(await kindsOf()).toEqual(before);
    await run.runOnce();
    expect(await kindsOf()).toEqual(before);
  });
});

describe("a queued message when its turn comes", () => {
  async function queuedReminder(time = "09:00") {
    const { booking } = await scene();
    const clock = { now: at(-14, time) };
    await sweeper(clock).runOnce();
    const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.bookingId, booking.id));
    return { booking, row: row! };
  }

  it("goes with a working link of its own in place of the placeholder", async () => {
    const { booking, row } = await queuedReminder();
    expect(row.text).toContain("BOOKING-LINK-TOKEN-PLACEHOLDER");
    const sent = (await bookingEmailHooks(db).prepare(row)) as EmailOutboxRow;
    expect(sent.text).not.toContain("BOOKING-LINK-TOKEN-PLACEHOLDER");
    expect(sent.html).not.toContain("BOOKING-LINK-TOKEN-PLACEHOLDER");
    const token = /\/my-booking\/([\w-]+)/.exec(sent.text)![1]!;
    expect((await getBookingSummary(db, { accessToken: token }))?.id).toBe(booking.id);
  });

  it("is not sent once the balance is paid, or once the booking is cancelled", async () => {
    const { booking, row } = await queuedReminder();
    await db.insert(payments).values({
      bookingId: booking.id,
      kind: "balance",
      amount: 14_900,
      provider: "test",
      state: "succeeded",
    });
    expect(await bookingEmailHooks(db).prepare(row)).toBeNull();

    const other = await queuedReminder("09:01");
    await db.update(bookings).set({ status: "cancelled" }).where(eq(bookings.id, other.booking.id));
    expect(await bookingEmailHooks(db).prepare(other.row)).toBeNull();
  });
});

describe("the hold sweep", () => {
  it("expires lapsed holds with a line on their timeline, and leaves live ones", async () => {
    const { course, date } = await scene();
    const lapsed = await insertBooking(db, {
      courseId: course.id,
      availableDateId: date.id,
      holdExpiresAt: sql`now() - interval '1 minute'` as unknown as Date,
    });
    const live = await insertBooking(db, { courseId: course.id, availableDateId: date.id });
    await sweeper({ now: new Date() }).runOnce();
    const statusOf = async (id: string) =>
      (await db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;
    expect(await statusOf(lapsed.id)).toBe("expired");
    expect(await statusOf(live.id)).toBe("pending");
    const events = await db
      .select()
      .from(bookingEvents)
      .where(and(eq(bookingEvents.bookingId, lapsed.id), eq(bookingEvents.kind, "expireHold")));
    expect(events.map((event) => event.text)).toEqual(["The hold on the seat lapsed unpaid"]);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("two processes on PostgreSQL", () => {
  it("queue each message exactly once", async () => {
    for (let i = 0; i < 5; i++) await scene();
    const other = await openDatabase({ databaseUrl: (await getTestDatabaseUrl())!, poolSize: 4 });
    try {
      const clock = { now: at(-7) };
      const one = sweeper(clock);
      const two = sweeper(clock, other.db);
      await Promise.all([one.runOnce(), two.runOnce(), one.runOnce(), two.runOnce()]);
      const kinds = (await db.select().from(emailOutbox)).map((email) => `${email.bookingId} ${email.kind}`);
      expect(kinds).toHaveLength(5 * 2 + 0);
      expect(new Set(kinds).size).toBe(kinds.length);
    } finally {
      await other.close();
    }
  });
});
