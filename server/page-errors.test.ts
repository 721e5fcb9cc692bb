// Pages rendered for real (React Router through Vite's development server):
// an unexpected error is logged with its message and stack, a database outage
// answers 503 like the API, and a booking's access token never reaches the log
// (issue 11; security review F9, F14).
import type { PGlite } from "@electric-sql/pglite";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { customer } from "#test/support/booking-fixtures";
import { insertAvailableDate, insertCourse } from "#test/support/factories";
import { captureLog, type LogEntry } from "#test/support/log-capture";
import { closePageServer, startPageApp, type PageApp } from "#test/support/page-app";
import { createTestDatabase, getTestDatabase, resetDatabase } from "#test/support/test-database";
import { until } from "#test/support/wait";
import { addDays, londonToday } from "#app/shared/dates";

// The first page of a run compiles the app through Vite: slow on a busy machine.
const PAGE_TEST_TIMEOUT_MS = 240_000;

const cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(() => closePageServer());

/** A database of this test's own, which it may break. */
async function ownDatabase(): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  if (process.env.TEST_DATABASE_URL) {
    database = await createTestDatabase();
  } else {
    // A copy of the worker's migrated database costs half a second; a new one, several.
    const shared = await getTestDatabase();
    await resetDatabase(shared.db);
    database = await openDatabase({ pglite: (await shared.pglite!.clone()) as PGlite });
  }
  cleanups.push(() => database.close());
  return database;
}

async function pageApp(database: DatabaseHandle, level: "info" | "error" = "error") {
  const log = captureLog(level);
  const app: PageApp = await startPageApp({ database, logger: log.logger });
  cleanups.push(() => app.close());
  return { app, log };
}

/** A fault nobody planned for: the table the article page and its API read is gone. */
async function pageAppWithPostTableGone() {
  const database = await ownDatabase();
  const served = await pageApp(database);
  await database.query('alter table "post" rename to "post_gone"');
  return served;
}

const requestLines = (entries: LogEntry[]) =>
  entries.filter((entry) => (entry.req as { url?: string } | undefined)?.url !== undefined);

describe("an unexpected error on a page", () => {
  it(
    "is logged with its real message and stack, on the request's line",
    async () => {
      const { app, log } = await pageAppWithPostTableGone();

      const response = await app.fetch("/blog/some-article", { headers: { "X-Request-Id": "page-fault-1" } });
      expect(response.status).toBe(500);
      await response.text();

      const [line] = requestLines(log.entries()).filter((entry) => (entry.req as { id: string }).id === "page-fault-1");
      expect(line).toMatchObject({ level: 50, res: { statusCode: 500 } });
      // Drizzle's "Failed query: …", caused by PostgreSQL's own error.
      const err = line!.err as { message: string; stack: string; cause?: { message: string } };
      expect(err.message).toContain('Failed query: select "id", "slug"');
      expect(err.cause?.message).toBe('relation "post" does not exist');
      expect(err.stack).toMatch(/\n\s+at /);
    },
    PAGE_TEST_TIMEOUT_MS,
  );

  it(
    "of the API is logged with its real message too, not [object Object]",
    async () => {
      const { app, log } = await pageAppWithPostTableGone();

      const response = await app.fetch("/api/posts/some-article");
      expect(response.status).toBe(500);
      const logged = log.entries().map((entry) => entry.err as { message: string; cause?: { message: string } });
      expect(logged.length).toBeGreaterThan(0);
      for (const err of logged) {
        expect(err.message).toContain("Failed query: select");
        expect(err.cause?.message).toBe('relation "post" does not exist');
      }
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

describe("a page that refuses a request", () => {
  it(
    "logs it at info with its reason, like any bad input, not as an error",
    async () => {
      const { app, log } = await pageApp(await ownDatabase(), "info");

      // A form POSTed to a page that takes one, from a page whose Referrer-Policy is no-referrer (Chromium then sends
      // Origin null) or from another site: React Router's check of page POSTs refuses it, the client's doing.
      const response = await app.fetch("/business-accounts/account", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: "null", "X-Request-Id": "refused-1" },
        body: "intent=sign-out&note=typed-before-scripts",
        redirect: "manual",
      });
      expect(response.status).toBe(400);
      await response.text();

      const lineOf = () =>
        requestLines(log.entries()).find((entry) => (entry.req as { id: string }).id === "refused-1");
      await until(() => lineOf() !== undefined, "the request's line");
      expect(lineOf()).toMatchObject({ level: 30, res: { statusCode: 400 } });
      expect((lineOf()!.err as { message: string }).message).toMatch(/origin/i);
      expect(JSON.stringify(log.entries())).not.toContain("typed-before-scripts");
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

describe("pages while the database is unreachable", () => {
  it(
    "answer 503 with Retry-After and the error page, like the API",
    async () => {
      const unreachable = await openDatabase({ databaseUrl: "postgres://127.0.0.1:1/none", connectTimeoutMs: 1_000 });
      cleanups.push(() => unreachable.close());
      const { app } = await pageApp(unreachable);

      for (const path of [
        "/",
        "/courses",
        "/courses/door-supervisor",
        "/schedule",
        "/blog",
        "/blog/some-article",
        "/booking-success?token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa",
      ]) {
        const response = await app.fetch(path);
        expect({ path, status: response.status }).toEqual({ path, status: 503 });
        expect(response.headers.get("retry-after")).toBe("5");
        // The page's error boundary, as for any failure.
        expect(response.headers.get("content-type")).toMatch(/^text\/html/);
        await response.text();
      }
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});

describe("a booking's access token", () => {
  it(
    "never appears in the log, from the booking to its confirmation page",
    async () => {
      const database = await ownDatabase();
      const { app, log } = await pageApp(database, "info");
      const course = await insertCourse(database.db, { price: 24_900 });
      const date = await insertAvailableDate(database.db, { courseId: course.id, date: addDays(londonToday(), 30) });

      const booked = await app.fetch("/api/bookings", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          courseId: course.id,
          availableDateId: date.id,
          userDetails: customer,
          paymentType: "full",
          paymentAmount: 24_900,
        }),
      });
      expect(booked.status).toBe(201);
      const { accessToken } = (await booked.json()) as { accessToken: string };

      // Each body read whole: a page's request line is written once its last byte is sent.
      const get = async (path: string) => {
        const response = await app.fetch(path);
        await response.text();
        return response.status;
      };
      expect(await get(`/booking-success?token=${accessToken}`)).toBe(200);
      expect(await get(`/booking-success?from=email&token=${accessToken}`)).toBe(200);
      expect(await get(`/api/bookings/by-token/${accessToken}`)).toBe(200);
      await get(`/api/bookings/by-token/${accessToken}/calendar.ics`);
      await until(() => requestLines(log.entries()).length >= 5, "every request line");

      const text = log
        .entries()
        .map((entry) => JSON.stringify(entry))
        .join("\n");
      expect(text).not.toContain(accessToken);
      const urls = requestLines(log.entries()).map((entry) => (entry.req as { url: string }).url);
      expect(urls).toEqual(
        expect.arrayContaining([
          "/booking-success?token=[redacted]",
          "/booking-success?from=email&token=[redacted]",
          "/api/bookings/by-token/[redacted]",
          "/api/bookings/by-token/[redacted]/calendar.ics",
        ]),
      );
    },
    PAGE_TEST_TIMEOUT_MS,
  );
});
