// A database that stops answering, rather than refusing: requests must be
// freed with a 503 within the query or connection timeout, never hang, and
// the server must recover by itself when the database answers again. Needs a
// PostgreSQL server (TEST_DATABASE_URL): PGlite lives inside the test process.
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { bookings } from "#db/schema";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { captureLog } from "#test/support/log-capture";
import { proxyPostgres } from "#test/support/tcp-proxy";
import { postJson, startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabaseUrl, useTestDatabase } from "#test/support/test-database";
import { addDays, londonToday } from "#app/shared/dates";
import { sleep, until } from "#test/support/wait";

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const UNAVAILABLE = "The service is temporarily unavailable. Please try again in a moment.";
const PRICE = 24_900;
const QUERY_TIMEOUT_MS = 1_000;
const CONNECT_TIMEOUT_MS = 1_000;
// The client stops waiting a second after the server would have cancelled; then some slack for a busy machine.
const LONGEST_ANSWER_MS = QUERY_TIMEOUT_MS + 1_000 + 1_500;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch(() => {});
});

async function bookableDate(db: DatabaseHandle["db"]) {
  const course = await insertCourse(db, { price: PRICE });
  const date = await insertAvailableDate(db, { courseId: course.id, date: addDays(londonToday(), 30), maxSeats: 1000 });
  return { courseId: course.id, dateId: date.id };
}

async function book(app: TestApp, place: { courseId: string; dateId: string }, i: number) {
  const started = performance.now();
  const response = await postJson(app, "/api/bookings", {
    courseId: place.courseId,
    availableDateId: place.dateId,
    userDetails: { ...customer, email: `buyer${i}@example.com` },
    paymentType: "full",
    paymentAmount: PRICE,
  });
  return {
    status: response.status,
    ms: performance.now() - started,
    body: (await response.json()) as { id?: string; message?: string },
  };
}

async function timedFetch(app: TestApp, path: string) {
  const started = performance.now();
  const response = await app.fetch(path);
  return { status: response.status, ms: performance.now() - started, body: (await response.json()) as unknown };
}

describe.runIf(onPostgres)("a database that stops answering", () => {
  it("frees every request with 503 within the timeouts, and recovers when it answers again", async () => {
    const direct = await useTestDatabase();
    const { proxy, url: proxiedUrl } = await proxyPostgres((await getTestDatabaseUrl())!);
    cleanups.push(() => proxy.close());
    const database = await openDatabase({
      databaseUrl: proxiedUrl,
      poolSize: 4,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
      connectTimeoutMs: CONNECT_TIMEOUT_MS,
    });
    cleanups.push(() => database.close());
    const log = captureLog("error");
    const app = await startTestApp({ database, logger: log.logger });
    cleanups.push(() => app.close());
    const place = await bookableDate(direct.db);

    // Open connections in the pool first, so the stall catches requests on connections already open.
    const warm = await Promise.all(Array.from({ length: 4 }, (_, i) => book(app, place, i)));
    expect(warm.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);

    proxy.stall();
    // More requests than connections: some wait for a connection, some for an answer that never comes.
    const stalled = await Promise.all(Array.from({ length: 8 }, (_, i) => book(app, place, 100 + i)));
    for (const answer of stalled) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: UNAVAILABLE });
      expect(answer.ms).toBeLessThan(LONGEST_ANSWER_MS);
    }
    // Later requests need new connections, which are accepted but never answered.
    const later = await book(app, place, 200);
    expect(later.status).toBe(503);
    expect(later.ms).toBeLessThan(LONGEST_ANSWER_MS);
    for (const path of ["/api/health", "/api/health/ready"]) {
      const health = await timedFetch(app, path);
      expect(health.status, path).toBe(503);
      expect(health.body, path).toMatchObject({ status: "unavailable", database: "down" });
      expect(health.ms, path).toBeLessThan(2_500);
    }

    proxy.resume();
    await until(async () => (await app.fetch("/api/health/ready")).status === 200, "readiness after the resume");
    const after = await Promise.all(Array.from({ length: 8 }, (_, i) => book(app, place, 300 + i)));
    expect(after.map((answer) => answer.status)).toEqual(Array(8).fill(201));

    // Every 201 is one booking; no stalled attempt left one (they never got past BEGIN).
    const rows = await direct.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.availableDateId, place.dateId));
    expect(rows.map((row) => row.id).sort()).toEqual([...warm, ...after].map((answer) => answer.body.id).sort());
    // No connection is left checked out: closing the pool waits for every one.
    await expect(
      Promise.race([database.close(), sleep(5_000).then(() => "a client was never released")]),
    ).resolves.toBe(undefined);
    expect(log.entries().filter((entry) => entry.msg === "unhandled error")).toEqual([]);
  });

  it("answers 503 when a statement runs past the query timeout (a row lock held elsewhere)", async () => {
    const direct = await useTestDatabase();
    const databaseUrl = (await getTestDatabaseUrl())!;
    const database = await openDatabase({ databaseUrl, poolSize: 2, queryTimeoutMs: QUERY_TIMEOUT_MS });
    cleanups.push(() => database.close());
    const app = await startTestApp({ database });
    cleanups.push(() => app.close());
    const place = await bookableDate(direct.db);

    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    cleanups.push(() => locker.end());
    await locker.query("begin");
    await locker.query("select id from available_date where id = $1 for update", [place.dateId]);

    const waited = await book(app, place, 1);
    expect(waited.status).toBe(503);
    expect(waited.body).toEqual({ message: UNAVAILABLE });
    expect(waited.ms).toBeGreaterThanOrEqual(QUERY_TIMEOUT_MS - 50);
    expect(waited.ms).toBeLessThan(LONGEST_ANSWER_MS);

    await locker.query("commit");
    expect((await book(app, place, 2)).status).toBe(201);
  });
});
