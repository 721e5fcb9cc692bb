// POST /api/bookings with an Idempotency-Key (decision 003): a retry gets the
// booking made the first time, duplicates racing each other make one booking,
// and a key reused for another request is refused without touching anything.
import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import { bookings, leads } from "#db/schema";
import { startApiProcess } from "#test/support/api-process";
import { bookingScene, customer, type BookingScene } from "#test/support/booking-fixtures";
import { snapshotDatabase } from "#test/support/database-snapshot";
import { insertAvailableDate } from "#test/support/factories";
import { captureLog } from "#test/support/log-capture";
import { setUpTestApp } from "#test/support/app-fixture";
import { getTestDatabaseUrl } from "#test/support/test-database";
import { addDays } from "#app/shared/dates";
import { IDEMPOTENCY_KEY_REUSED_MESSAGE } from "./booking.server";
import { until } from "#test/support/wait";

const SNAPSHOT = { skip: ["rate_limit"] };

const log = captureLog("error");
const site = setUpTestApp({ start: { logger: log.logger } });
let scene: BookingScene;
beforeEach(async () => {
  scene = await bookingScene(site.app.ctx.db);
  log.clear();
});

const bookingBody = (change: Record<string, unknown> = {}) => ({
  courseId: scene.course.id,
  availableDateId: scene.farDate.id,
  userDetails: customer,
  paymentType: "full",
  paymentAmount: 24_900,
  ...change,
});

function book(key: string | undefined, body: Record<string, unknown> = bookingBody(), baseUrl = site.app.url) {
  return fetch(`${baseUrl}/api/bookings`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(key !== undefined && { "Idempotency-Key": key }) },
    body: JSON.stringify(body),
  });
}

/**
 * The answer, its access token set aside: a replay answers with a new link to the same booking (only a hash of each
 * link is kept, so the first answer's token cannot be given again; issue 13).
 */
const answer = async (response: Response) => {
  const body = (await response.json()) as Record<string, unknown>;
  if (typeof body.accessToken === "string") {
    expect(body.accessToken).toMatch(/^[\w-]{43}$/);
    body.accessToken = "(a link of its own)";
  }
  return { status: response.status, replayed: response.headers.get("idempotent-replayed"), body };
};

/** Another customer's request (the same e-mail on the same date would replace its own hold, decision 008). */
const anotherCustomer = (change: Record<string, unknown>) =>
  bookingBody({ userDetails: { ...customer, email: "another.customer@example.com" }, ...change });

const rowsOn = (availableDateId: string) =>
  site.app.ctx.db.select().from(bookings).where(eq(bookings.availableDateId, availableDateId));

async function oneSeatDate() {
  return insertAvailableDate(site.app.ctx.db, {
    courseId: scene.course.id,
    date: addDays(scene.today, 40),
    maxSeats: 1,
  });
}

describe("POST /api/bookings with an Idempotency-Key", () => {
  it("answers a repeat with the booking made the first time: same status and body, no second booking", async () => {
    const key = randomUUID();
    const first = await answer(await book(key));
    expect(first.status).toBe(201);
    expect(first.replayed).toBeNull();

    const again = await answer(await book(key));
    expect(again).toEqual({ status: 201, replayed: "true", body: first.body });
    // The key is a UUID, so its case does not matter.
    expect(await answer(await book(key.toUpperCase()))).toEqual(again);

    const rows = await rowsOn(scene.farDate.id);
    expect(rows.map((row) => row.id)).toEqual([first.body.id]);
    expect(rows[0]!.idempotencyKey).toBe(key);
  });

  it("is optional: requests without a key are each a new booking", async () => {
    expect((await book(undefined)).status).toBe(201);
    expect((await book(undefined)).status).toBe(201);
    expect(await rowsOn(scene.farDate.id)).toHaveLength(2);
  });

  it("replays even when the date has filled since: the seat is the one the first attempt took", async () => {
    const date = await oneSeatDate();
    const key = randomUUID();
    const first = await answer(await book(key, bookingBody({ availableDateId: date.id })));
    expect(first.status).toBe(201);
    expect((await book(undefined, anotherCustomer({ availableDateId: date.id }))).status).toBe(409);
    expect(await answer(await book(key, bookingBody({ availableDateId: date.id })))).toMatchObject({
      status: 201,
      body: first.body,
    });
    expect(await rowsOn(date.id)).toHaveLength(1);
  });

  it.each([
    ["not a UUID", "not-a-uuid"],
    ["empty", ""],
    ["a UUID without dashes", "1b4e28ba2fa141d2883f0016d3cca427"],
    ["a UUID in braces", "{1b4e28ba-2fa1-41d2-883f-0016d3cca427}"],
    ["a UUID with a character too many", "1b4e28ba-2fa1-41d2-883f-0016d3cca4271"],
    ["two keys", "1b4e28ba-2fa1-41d2-883f-0016d3cca427, 2c4e28ba-2fa1-41d2-883f-0016d3cca427"],
    ["SQL", "' OR '1'='1"],
  ])("refuses a key that is %s with 400 and a clear message, changing nothing", async (_label, key) => {
    const before = await snapshotDatabase(site.app.ctx.db, SNAPSHOT);
    const response = await book(key);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: "The Idempotency-Key header must be a UUID, such as 1b4e28ba-2fa1-41d2-883f-0016d3cca427.",
    });
    expect(await snapshotDatabase(site.app.ctx.db, SNAPSHOT)).toEqual(before);
    expect(log.entries()).toEqual([]);
  });

  it.each<[string, (scene: BookingScene) => Record<string, unknown>]>([
    ["another customer", () => ({ userDetails: { ...customer, email: "jo@example.com" } })],
    ["another date", (s) => ({ availableDateId: undefined, instanceId: s.instance.id, paymentAmount: 22_000 })],
    ["another payment type", () => ({ paymentType: "deposit", paymentAmount: 10_000 })],
  ])("refuses the same key with %s with 422, changing nothing", async (_label, change) => {
    const key = randomUUID();
    const leadResponse = await fetch(`${site.app.url}/api/booking-leads`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ...customer, selectedCourseId: scene.course.id, selectedCourseDateId: scene.farDate.id }),
    });
    const { leadId } = (await leadResponse.json()) as { leadId: string };
    await site.app.ctx.db.update(leads).set({ bookingStage: "details" }).where(eq(leads.id, leadId));
    const first = await answer(await book(key));
    expect(first.status).toBe(201);

    const before = await snapshotDatabase(site.app.ctx.db, SNAPSHOT);
    const response = await book(key, bookingBody({ ...change(scene), leadId }));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
    // Not even the lead moved to the payment stage.
    expect(await snapshotDatabase(site.app.ctx.db, SNAPSHOT)).toEqual(before);
    expect(log.entries()).toEqual([]);
    // The first request still gets its booking.
    expect(await answer(await book(key))).toMatchObject({ status: 201, body: first.body });
  });

  it("stores nothing for a refused request, so its key is still free", async () => {
    const key = randomUUID();
    expect((await book(key, bookingBody({ paymentAmount: 100 }))).status).toBe(400);
    const response = await book(key);
    expect(response.status).toBe(201);
    expect(response.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("duplicates racing each other", () => {
  it("10 parallel requests with one key make one booking and take one seat", async () => {
    const date = await oneSeatDate();
    const key = randomUUID();
    const body = bookingBody({ availableDateId: date.id });
    const answers = await Promise.all(Array.from({ length: 10 }, () => book(key, body).then(answer)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(answers.filter((a) => a.replayed === null)).toHaveLength(1);
    expect((await rowsOn(date.id)).map((row) => row.id)).toEqual([...ids]);
    // The one seat is taken, once.
    expect((await book(randomUUID(), anotherCustomer({ availableDateId: date.id }))).status).toBe(409);
  });

  it("one key sent with two different requests at once makes one booking; the other request gets 422", async () => {
    const key = randomUUID();
    const other = await insertAvailableDate(site.app.ctx.db, {
      courseId: scene.course.id,
      date: addDays(scene.today, 45),
      maxSeats: 10,
    });
    const bodies = [bookingBody(), bookingBody({ availableDateId: other.id })];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => book(key, bodies[i % 2]).then(async (r) => ({ i, ...(await answer(r)) }))),
    );
    const booked = answers.filter((a) => a.status === 201);
    const winner = booked[0]!.i % 2;
    expect(booked.map((a) => a.i % 2)).toEqual(Array(5).fill(winner));
    expect(new Set(booked.map((a) => a.body.id)).size).toBe(1);
    expect(answers.filter((a) => a.status === 422).map((a) => a.i % 2)).toEqual(Array(5).fill(1 - winner));
    const rows = await site.app.ctx.db.select().from(bookings);
    expect(rows.map((row) => row.id)).toEqual([booked[0]!.body.id]);
    expect(log.entries()).toEqual([]);
  });

  // Held at the dates' locks until all have looked for the key and found none, the two
  // requests then insert at the same moment: only the unique index can tell them apart.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "one key on two dates at the very same moment: the unique index lets one booking through",
    async () => {
      const key = randomUUID();
      const other = await insertAvailableDate(site.app.ctx.db, {
        courseId: scene.course.id,
        date: addDays(scene.today, 45),
        maxSeats: 10,
      });
      const locker = new pg.Client({ connectionString: (await getTestDatabaseUrl())! });
      await locker.connect();
      try {
        await locker.query("begin");
        await locker.query("select id from available_date where id = any($1) for update", [
          [scene.farDate.id, other.id],
        ]);
        const pending = [bookingBody(), bookingBody({ availableDateId: other.id })].map((body) =>
          book(key, body).then(answer),
        );
        await until(async () => (await waitingOnLocks()) >= 2, "both bookings to wait on the row lock", 10_000);
        await locker.query("commit");
        const answers = await Promise.all(pending);
        expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
        expect(answers.find((a) => a.status === 422)!.body).toEqual({ message: IDEMPOTENCY_KEY_REUSED_MESSAGE });
        const rows = await site.app.ctx.db.select().from(bookings);
        expect(rows.map((row) => row.id)).toEqual([answers.find((a) => a.status === 201)!.body.id]);
      } finally {
        await locker.end();
      }
    },
  );

  // PGlite lives inside one process, so two processes can only share a PostgreSQL server.
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "10 parallel requests with one key through two server processes make one booking",
    async () => {
      const second = await startApiProcess((await getTestDatabaseUrl())!);
      try {
        const date = await oneSeatDate();
        const key = randomUUID();
        const body = bookingBody({ availableDateId: date.id });
        const answers = await Promise.all(
          Array.from({ length: 10 }, (_, i) => book(key, body, i % 2 === 0 ? site.app.url : second.url).then(answer)),
        );
        expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
        expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
        expect(await rowsOn(date.id)).toHaveLength(1);
      } finally {
        await second.stop();
      }
    },
  );
});

async function waitingOnLocks(): Promise<number> {
  const result = (await site.app.ctx.db.execute(
    sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
  )) as unknown as { rows: { n: number }[] };
  return result.rows[0]!.n;
}
