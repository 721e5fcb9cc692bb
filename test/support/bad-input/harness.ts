// What the bad-input tests (server/bad-input*.test.ts) share: the routes that take input, found on the router (so a
// new route is covered without anyone listing it); the app they are sent to, signed in as staff, with the scene the
// valid bodies point at; and the check that a request was refused cleanly. The cases are split over files by
// `refusalFileOf`, so that the test workers share them.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger";
import { createAppContext } from "#server/app-context";
import { parseSettings } from "#app/shared/settings.server";
import { snapshotDatabase, type DatabaseSnapshot } from "../database-snapshot";
import { listAppRoutes, type RouteEntry } from "../list-routes";
import { captureLog, type LogCapture } from "../log-capture";
import { startTestApp, stripeTestEnv, type TestApp } from "../test-app";
import { getTestDatabase, resetDatabase } from "../test-database";
import { ROUTE_SPECS } from "../bad-input-routes";
import { attemptsFor, type Attempt } from "./attempts";
import { createScene, type RouteSpec, type Scene } from "./route-spec";

const WRITES = new Set(["POST", "PUT", "PATCH"]);

export const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;

/** Every POST, PUT and PATCH route the app registers. */
export async function writeRoutes(): Promise<RouteEntry[]> {
  const ctx = createAppContext(await getTestDatabase(), parseSettings({ NODE_ENV: "test" }), createLogger("silent"));
  return listAppRoutes(ctx).filter((route) => WRITES.has(route.method));
}

/** The test file that holds each share of the refusals (checked by server/bad-input.test.ts). */
export const REFUSAL_FILES = {
  public: "server/bad-input.test.ts",
  "staff-bookings": "server/bad-input-staff-bookings.test.ts",
  "staff-catalogue": "server/bad-input-staff-catalogue.test.ts",
} as const;

export type RefusalFile = keyof typeof REFUSAL_FILES;

/** The file whose cases refuse bad input to `route`: every route has exactly one, so none is left untried. */
export function refusalFileOf(route: RouteEntry): RefusalFile {
  if (!/^\/api\/(admin|auth)\//.test(route.path)) return "public";
  return /^\/api\/admin\/(courses|course-instances|dates|available-dates|offline-places|venues|posts)(\/|$)/.test(
    route.path,
  )
    ? "staff-catalogue"
    : "staff-bookings";
}

/** The rate-limit counts change with every request by design; a session's expiry slides with each. */
export const SNAPSHOT = { skip: ["rate_limit"], countOnly: ["session"] };

export type BadInputApps = {
  log: LogCapture;
  scene: () => Scene;
  /** A new scene on an emptied database (a valid request may have used up the last). */
  resetScene: () => Promise<void>;
  send: (route: RouteEntry, spec: RouteSpec | undefined, attempt: Attempt) => Promise<Response>;
};

/** Starts the apps before the file's tests (the default one, and one with Stripe keys for the routes that need them). */
export function badInputApps(): BadInputApps {
  const log = captureLog("error");
  let app: TestApp;
  let stripeApp: TestApp;
  let scene: Scene | undefined;
  beforeAll(async () => {
    app = await startTestApp({ logger: log.logger });
    stripeApp = await startTestApp({ logger: log.logger, env: stripeTestEnv("whsec_test_secret_for_signatures") });
    await resetDatabase(app.ctx.db);
    scene = await createScene(app, app.ctx.db);
  });
  afterAll(async () => {
    await app.close();
    await stripeApp.close();
  });
  const currentScene = () => scene ?? expect.unreachable("the scene is made before the tests");
  return {
    log,
    scene: currentScene,
    resetScene: async () => {
      await resetDatabase(app.ctx.db);
      scene = await createScene(app, app.ctx.db);
    },
    send: (route, spec, attempt) => {
      const target = spec?.stripe ? stripeApp : app;
      const headers: Record<string, string> = {
        Origin: target.url,
        "Content-Type": attempt.contentType ?? "application/json",
        ...attempt.headers,
      };
      if (/^\/api\/(admin|auth)\//.test(route.path)) headers.Cookie = currentScene().admin.cookie;
      const body = typeof attempt.body === "function" ? attempt.body(currentScene()) : attempt.body;
      const path = attempt.path ?? (spec ? spec.path(currentScene()) : route.path.replace(/:\w+/g, randomUUID()));
      return target.fetch(path, { method: route.method, headers, body });
    },
  };
}

/** The test's database as the app sees it. */
const database = async () => (await getTestDatabase()).db;

/**
 * One test per bad request to each route of `file`: each gets a 4xx with a JSON message, the database is unchanged,
 * and nothing is logged at error level.
 */
export function describeRefusals(routes: RouteEntry[], file: RefusalFile) {
  const apps = badInputApps();
  // What the database held after the last refused request: the next one must leave it so too. Nothing else writes
  // between these cases, so one snapshot a case is enough (the one taken after its request).
  let lastSeen: DatabaseSnapshot | undefined;

  async function expectRefused(route: RouteEntry, spec: RouteSpec | undefined, attempt: Attempt) {
    const db = await database();
    // Login attempts are limited per address and username: start each case with a clean count.
    await db.execute(sql`delete from rate_limit`);
    apps.log.clear();
    const before = lastSeen ?? (await snapshotDatabase(db, SNAPSHOT));
    lastSeen = undefined;
    const response = await apps.send(route, spec, attempt);
    const text = await response.text();
    const label = `${attempt.name}: ${response.status} ${text.slice(0, 300)}`;
    if (attempt.status) expect(response.status, label).toBe(attempt.status);
    expect(response.status, label).toBeGreaterThanOrEqual(400);
    expect(response.status, label).toBeLessThan(500);
    // A staff request must be refused on its merits, not because the session went (a case that logged out would
    // otherwise make every later case pass for the wrong reason).
    if (/^\/api\/admin\//.test(route.path)) expect([401, 403], label).not.toContain(response.status);
    expect(response.headers.get("content-type"), label).toMatch(/^application\/json/);
    const { message, fieldErrors } = JSON.parse(text) as { message?: unknown; fieldErrors?: Record<string, string[]> };
    expect(typeof message === "string" && message.length > 0, label).toBe(true);
    if (attempt.fieldMessage)
      expect(fieldErrors?.[attempt.fieldMessage.key], label).toContain(attempt.fieldMessage.message);
    const after = await snapshotDatabase(db, SNAPSHOT);
    expect(after, label).toEqual(before);
    lastSeen = after;
    await new Promise((resolve) => setImmediate(resolve));
    expect(apps.log.entries(), label).toEqual([]);
  }

  const cases = routes.filter((route) => refusalFileOf(route) === file).map((route) => ({ route, key: keyOf(route) }));
  describe.each(cases)("bad input to $key", ({ route, key }) => {
    const spec = ROUTE_SPECS[key];
    it.each(attemptsFor(route, spec).map((attempt) => ({ attempt, name: attempt.name })))(
      "refuses $name",
      async ({ attempt }) => {
        await expectRefused(route, spec, attempt);
      },
    );
  });
}
