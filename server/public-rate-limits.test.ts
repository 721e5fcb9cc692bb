// The per-address limits on public writes, exercised on purpose: the test
// app turns them on (tests elsewhere leave them off, see settings).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { leads } from "#db/schema";
import { startApiProcess } from "#test/support/api-process";
import { captureLog, type LogCapture } from "#test/support/log-capture";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabaseUrl, useTestDatabase } from "#test/support/test-database";
import { parseSettings } from "#app/shared/settings.server";
import { BOOKING_LINK_LIMIT, isBookingLinkPath, PUBLIC_WRITE_LIMITS, scaledLimit } from "./public-rate-limits";

const LIMITS_ON = { PUBLIC_WRITE_LIMIT_MULTIPLIER: "1", TRUST_PROXY: "loopback" };

let log: LogCapture;
let app: TestApp;
beforeAll(async () => {
  log = captureLog("error");
  app = await startTestApp({ env: LIMITS_ON, logger: log.logger });
});
afterAll(() => app.close());
beforeEach(async () => {
  await useTestDatabase();
  log.clear();
});

const contactMessage = (i: number) => ({
  firstName: "Jo",
  lastName: "Bloggs",
  email: `jo${i}@example.com`,
  message: "When does the next door supervisor course start?",
});

/** A POST from the given client address, as the load balancer in front would report it. */
function postFrom(target: TestApp | { url: string }, address: string, path: string, body: unknown = {}) {
  return fetch(target.url + path, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": address },
    body: JSON.stringify(body),
  });
}

async function expectTooMany(response: Response, message: string) {
  expect(response.status).toBe(429);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ message });
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  expect(Number(response.headers.get("retry-after"))).toBeLessThanOrEqual(600);
}

describe("limits on public writes", () => {
  it.each(PUBLIC_WRITE_LIMITS.map((rule) => ({ ...rule, name: `POST /api${rule.path}` })))(
    "$name: $limit requests per address in 10 minutes, then 429 with a clear message",
    async (rule) => {
      const address = "203.0.113.10";
      for (let i = 0; i < rule.limit; i++) {
        const response = await postFrom(app, address, `/api${rule.path}`);
        expect(response.status, `request ${i + 1}`).not.toBe(429);
        expect(response.headers.get("ratelimit"), `request ${i + 1}`).toMatch(`r=${rule.limit - i - 1};`);
      }
      await expectTooMany(await postFrom(app, address, `/api${rule.path}`), rule.message);
      expect(log.entries()).toEqual([]);
    },
  );

  it("refuses a flood of contact messages without storing the ones over the limit", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        postFrom(app, "203.0.113.11", "/api/leads/contact", contactMessage(i)).then((r) => r.status),
      ),
    );
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15);
    expect(await app.ctx.db.select().from(leads)).toHaveLength(5);
  });

  it("counts each client address on its own", async () => {
    for (let i = 0; i < 5; i++) await postFrom(app, "198.51.100.1", "/api/leads/contact", contactMessage(i));
    expect((await postFrom(app, "198.51.100.1", "/api/leads/contact", contactMessage(9))).status).toBe(429);
    expect((await postFrom(app, "198.51.100.2", "/api/leads/contact", contactMessage(10))).status).toBe(201);
    // Other endpoints keep their own counts for the same address.
    expect((await postFrom(app, "198.51.100.1", "/api/booking-leads")).status).toBe(400);
  });

  it("counts an IPv6 customer by their /56, which they hold whole", async () => {
    for (let i = 0; i < 5; i++)
      await postFrom(app, `2001:db8:abcd:12${i}0::1`, "/api/leads/contact", contactMessage(i));
    expect((await postFrom(app, "2001:db8:abcd:12ff::9", "/api/leads/contact", contactMessage(7))).status).toBe(429);
    expect((await postFrom(app, "2001:db8:abcd:1300::1", "/api/leads/contact", contactMessage(8))).status).toBe(201);
  });

  it("counts a path however it is spelt (trailing slash, capitals) against the same limit", async () => {
    const spellings = [
      "/api/leads/contact",
      "/api/leads/contact/",
      "/API/Leads/Contact",
      "/api/leads/contact",
      "/api/leads/contact/",
    ];
    for (const [i, path] of spellings.entries()) {
      expect((await postFrom(app, "192.0.2.5", path, contactMessage(i))).status, path).toBe(201);
    }
    expect((await postFrom(app, "192.0.2.5", "/API/LEADS/CONTACT/", contactMessage(6))).status).toBe(429);
  });

  it("leaves reading alone", async () => {
    for (let i = 0; i < 5; i++) await postFrom(app, "192.0.2.6", "/api/leads/contact", contactMessage(i));
    const response = await fetch(`${app.url}/api/courses`, { headers: { "X-Forwarded-For": "192.0.2.6" } });
    expect(response.status).toBe(200);
  });

  it("holds across two app instances sharing one database", async () => {
    const second = await startTestApp({ env: LIMITS_ON, logger: log.logger });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (await postFrom(i % 2 ? second : app, "203.0.113.20", "/api/leads/contact", contactMessage(i))).status,
        );
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
    } finally {
      await second.close();
    }
  });

  // Two processes can only share a PostgreSQL server (PGlite lives in one process).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    "holds across two server processes on one PostgreSQL, under concurrent requests",
    async () => {
      const second = await startApiProcess((await getTestDatabaseUrl())!, LIMITS_ON);
      try {
        const statuses = await Promise.all(
          Array.from({ length: 40 }, (_, i) =>
            postFrom(i % 2 ? second : app, "203.0.113.21", "/api/bookings").then((r) => r.status),
          ),
        );
        expect(statuses.filter((status) => status === 429)).toHaveLength(10);
        expect(statuses.filter((status) => status === 400)).toHaveLength(30);
      } finally {
        await second.stop();
      }
    },
  );
});

describe("the limit on reading by a secret link (issue 19, N6)", () => {
  const token = "n0GFRHwHUSd2IA_j2Z75DD4iQLNaHcipQx7Lw3YbT0k";
  const getFrom = (address: string, path: string) => fetch(app.url + path, { headers: { "X-Forwarded-For": address } });

  it.each([
    `/my-booking/${token}`,
    `/my%2Dbooking/${token}`,
    `/my%2dbooking/${token}`,
    `/%6Dy-booking/${token}`,
    `/MY%2DBOOKING/${token}?receipt=1`,
    `/x/../my-booking/${token}`,
    `/x/%2e%2e/my%2Dbooking/${token}`,
    `/waiting-list/${token}`,
    `/waiting%2Dlist/${token}/confirm`,
    `/api/bookings/by-token/${token}`,
    `/api/bookings/by%2Dtoken/${token}/calendar.ics`,
    `/api/waiting-list/${token}`,
  ])("counts %s as a read by link", (url) => {
    expect(isBookingLinkPath(url)).toBe(true);
  });

  it.each(["/my-booking", "/my-booking/", "/api/waiting-list", "/find-booking", "/my%252Dbooking/abc", "/courses"])(
    "leaves %s alone",
    (url) => {
      expect(isBookingLinkPath(url)).toBe(false);
    },
  );

  it("counts percent-encoded spellings of the booking page against the same 60 a minute", async () => {
    const spellings = [`/my-booking/${token}`, `/my%2Dbooking/${token}`, `/%6Dy%2dbooking/${token}`];
    for (let i = 0; i < BOOKING_LINK_LIMIT.limit; i++) {
      const response = await getFrom("203.0.113.40", spellings[i % spellings.length]!);
      expect(response.status, `request ${i + 1}`).not.toBe(429);
      expect(response.headers.get("ratelimit"), `request ${i + 1}`).toMatch(`r=${BOOKING_LINK_LIMIT.limit - i - 1};`);
    }
    const over = await getFrom("203.0.113.40", `/my%2Dbooking/${token}`);
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
  });

  it("limits the waiting list's page spelt with %2D the same way", async () => {
    for (let i = 0; i < BOOKING_LINK_LIMIT.limit; i++) await getFrom("203.0.113.41", `/waiting%2Dlist/${token}`);
    expect((await getFrom("203.0.113.41", `/waiting%2Dlist/${token}`)).status).toBe(429);
    expect((await getFrom("203.0.113.41", `/waiting-list/${token}`)).status).toBe(429);
  });
});

describe("the PUBLIC_WRITE_LIMIT_MULTIPLIER setting", () => {
  it("defaults to 1, and to 0 (no limits) when NODE_ENV is test", () => {
    expect(parseSettings({ NODE_ENV: "production" }).PUBLIC_WRITE_LIMIT_MULTIPLIER).toBe(1);
    expect(parseSettings({}).PUBLIC_WRITE_LIMIT_MULTIPLIER).toBe(1);
    expect(parseSettings({ NODE_ENV: "test" }).PUBLIC_WRITE_LIMIT_MULTIPLIER).toBe(0);
    expect(
      parseSettings({ NODE_ENV: "production", PUBLIC_WRITE_LIMIT_MULTIPLIER: "2.5" }).PUBLIC_WRITE_LIMIT_MULTIPLIER,
    ).toBe(2.5);
    expect(() => parseSettings({ PUBLIC_WRITE_LIMIT_MULTIPLIER: "-1" })).toThrow(/PUBLIC_WRITE_LIMIT_MULTIPLIER/);
    expect(() => parseSettings({ PUBLIC_WRITE_LIMIT_MULTIPLIER: "lots" })).toThrow(/PUBLIC_WRITE_LIMIT_MULTIPLIER/);
  });

  it.each([
    { limit: 5, multiplier: 1, expected: 5 },
    { limit: 5, multiplier: 4, expected: 20 },
    { limit: 5, multiplier: 0.5, expected: 3 },
    { limit: 5, multiplier: 0.01, expected: 1 },
  ])("scales $limit by $multiplier to $expected", ({ limit, multiplier, expected }) => {
    expect(scaledLimit(limit, multiplier)).toBe(expected);
  });

  it("scales the limit the server applies", async () => {
    const doubled = await startTestApp({ env: { ...LIMITS_ON, PUBLIC_WRITE_LIMIT_MULTIPLIER: "2" } });
    try {
      for (let i = 0; i < 10; i++) {
        expect((await postFrom(doubled, "203.0.113.30", "/api/leads/contact", contactMessage(i))).status).toBe(201);
      }
      expect((await postFrom(doubled, "203.0.113.30", "/api/leads/contact", contactMessage(11))).status).toBe(429);
    } finally {
      await doubled.close();
    }
  });

  it("at 0, lets a flood through to the handlers (as the other tests run)", async () => {
    const unlimited = await startTestApp({ env: { TRUST_PROXY: "loopback" } });
    try {
      const statuses = await Promise.all(
        Array.from({ length: 40 }, () => postFrom(unlimited, "203.0.113.31", "/api/bookings").then((r) => r.status)),
      );
      expect(new Set(statuses)).toEqual(new Set([400]));
    } finally {
      await unlimited.close();
    }
  });
});
