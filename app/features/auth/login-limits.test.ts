// Brute-force limits on staff login, over HTTP from several loopback addresses
// (TRUST_PROXY unset: the server counts the socket's address). Issue 11, F3.
import { like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { requestFromAddress } from "#test/support/request-from-address";
import { insertUser, sameSite, STAFF_PASSWORD } from "#test/support/staff";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { useTestDatabase } from "#test/support/test-database";
import {
  delayAfterWrongAnswer,
  delayBeforeCheck,
  LOGIN_FAILURES_PER_ADDRESS,
  LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME,
  LOGIN_ROW_PREFIX,
  loginDelayMs,
  loginThrottleKeys,
  MAX_LOGIN_DELAY_MS,
} from "./login-throttle.server";

const TOO_MANY = { message: "Too many login attempts. Please wait 15 minutes and try again." };
// scrypt is slow on purpose, and answers wait as failures mount: these tests send many logins at once.
const SLOW = 60_000;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app.close());
beforeEach(async () => {
  await useTestDatabase();
  await insertUser(app.ctx.db, { username: "admin" });
});

const loginFrom = (address: string, username: string, password: string) =>
  requestFromAddress(`${app.url}/api/auth/login`, address, {
    method: "POST",
    headers: sameSite(app),
    body: JSON.stringify({ username, password }),
  });

/** `count` wrong passwords for `username`, all at once, from the addresses `addressOf(i)` gives. */
const failures = (count: number, username: string, addressOf: (i: number) => string) =>
  Promise.all(Array.from({ length: count }, (_, i) => loginFrom(addressOf(i), username, `wrong guess ${i}`)));

const statuses = (responses: { status: number }[]) => responses.map((response) => response.status).sort();

describe("staff login limits", () => {
  it(
    "ten wrong passwords for admin from ten addresses do not keep the right password out from an eleventh",
    async () => {
      const wrong = await failures(10, "admin", (i) => `127.0.1.${i + 1}`);
      expect(statuses(wrong)).toEqual(Array(10).fill(401));

      const right = await loginFrom("127.0.2.1", "admin", STAFF_PASSWORD);
      expect(right.status).toBe(200);
      expect(right.headers["set-cookie"]?.[0]).toMatch(/^academy\.sid=/);
    },
    SLOW,
  );

  it(
    `counts at most ${LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME} failures per address and username, even sent at once; then even the right password from there gets 429`,
    async () => {
      const attempts = await failures(15, "admin", () => "127.0.3.1");
      expect(statuses(attempts)).toEqual([
        ...Array(LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME).fill(401),
        ...Array(15 - LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME).fill(429),
      ]);

      const locked = await loginFrom("127.0.3.1", "admin", STAFF_PASSWORD);
      expect(locked.status).toBe(429);
      expect(JSON.parse(locked.text)).toEqual(TOO_MANY);
      expect(Number(locked.headers["retry-after"])).toBeGreaterThan(0);
      expect(Number(locked.headers["retry-after"])).toBeLessThanOrEqual(15 * 60);

      // The same username from an address that has not been failing, and another username from the locked address.
      expect((await loginFrom("127.0.3.2", "admin", STAFF_PASSWORD)).status).toBe(200);
      await insertUser(app.ctx.db, { username: "jo" });
      expect((await loginFrom("127.0.3.1", "jo", STAFF_PASSWORD)).status).toBe(200);

      // Fifteen minutes pass (the windows' ends move into the past rather than the test waiting): the address may try again.
      await app.ctx.db
        .update(rateLimits)
        .set({ resetAt: sql`now() - interval '1 second'` as unknown as Date })
        .where(like(rateLimits.key, `${LOGIN_ROW_PREFIX}%`));
      expect((await loginFrom("127.0.3.1", "admin", STAFF_PASSWORD)).status).toBe(200);
    },
    SLOW,
  );

  it(
    `stops one address spraying usernames after ${LOGIN_FAILURES_PER_ADDRESS} failures in all`,
    async () => {
      // The address has already failed for other usernames all but once this window (rows set rather than 29 scrypts sent).
      await app.ctx.db.insert(rateLimits).values({
        key: LOGIN_ROW_PREFIX + loginThrottleKeys("127.0.4.1", "").address,
        hits: LOGIN_FAILURES_PER_ADDRESS - 1,
        resetAt: sql`now() + interval '10 minutes'` as unknown as Date,
      });
      expect((await loginFrom("127.0.4.1", "user-new", "wrong guess")).status).toBe(401);

      const next = await loginFrom("127.0.4.1", "admin", STAFF_PASSWORD);
      expect(next.status).toBe(429);
      expect(JSON.parse(next.text)).toEqual(TOO_MANY);
      expect((await loginFrom("127.0.4.2", "admin", STAFF_PASSWORD)).status).toBe(200);
    },
    SLOW,
  );

  it(
    "does not count the right password, so signing in often never locks anyone out",
    async () => {
      for (let i = 0; i < LOGIN_FAILURES_PER_ADDRESS_AND_USERNAME + 1; i++) {
        expect((await loginFrom("127.0.6.1", "admin", STAFF_PASSWORD)).status, `login ${i + 1}`).toBe(200);
      }
    },
    SLOW,
  );

  it(
    "slows wrong answers for a username as its failures mount, from any address",
    async () => {
      await failures(6, "admin", (i) => `127.0.7.${i + 1}`);
      const wrong = await loginFrom("127.0.8.1", "admin", "another wrong guess");
      expect(wrong.status).toBe(401);
      // A lower bound only: timers never fire early by more than a millisecond, while scrypt's time on a busy
      // machine has no useful upper bound. The 2-second ceiling is the pure functions' (below).
      expect(wrong.elapsedMs).toBeGreaterThanOrEqual(MAX_LOGIN_DELAY_MS - 5);
      expect((await loginFrom("127.0.8.2", "admin", STAFF_PASSWORD)).status).toBe(200);
    },
    SLOW,
  );

  it("does not count a request that is not a login (400)", async () => {
    const response = await requestFromAddress(`${app.url}/api/auth/login`, "127.0.10.1", {
      method: "POST",
      headers: sameSite(app),
      body: JSON.stringify({ username: "admin" }),
    });
    expect(response.status).toBe(400);
    expect(await app.ctx.db.select().from(rateLimits)).toEqual([]);
  });
});

describe("login delays", () => {
  it.each([
    [0, 0],
    [1, 0],
    [2, 0],
    [3, 250],
    [4, 500],
    [5, 1000],
    [6, 2000],
    [7, 2000],
    [30, 2000],
    [10_000, 2000],
  ])("after %i recent failures waits %i ms", (failures, ms) => {
    expect(loginDelayMs(failures)).toBe(ms);
  });

  const counts = [0, 1, 2, 3, 4, 5, 6, 9, 10, 30, 1000];
  it("never wait more than 2 seconds in all for one answer", () => {
    for (const pair of counts)
      for (const address of counts)
        for (const username of counts) {
          const total = delayBeforeCheck({ pair, address }) + delayAfterWrongAnswer({ pair, address }, username);
          expect(total, `${pair}/${address}/${username}`).toBeLessThanOrEqual(MAX_LOGIN_DELAY_MS);
          expect(total).toBe(loginDelayMs(Math.max(pair, address, username)));
        }
  });

  it("hold back nothing before the check for an address that has not been failing, however the username is attacked", () => {
    expect(delayBeforeCheck({ pair: 0, address: 0 })).toBe(0);
    // Only a wrong answer waits for the username's failures (the right password never calls for it).
    expect(delayAfterWrongAnswer({ pair: 0, address: 0 }, 1000)).toBe(MAX_LOGIN_DELAY_MS);
  });
});
