// Bad input, table-driven over every POST, PUT and PATCH route the app
// registers (found on the router, so a new route is covered without anyone
// listing it): each bad request gets a 4xx with a JSON message, the database
// is unchanged, and nothing is logged at error level.
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "./logger";
import { createScene, ROUTE_SPECS, type RouteSpec, type Scene } from "#test/support/bad-input-routes";
import type { FieldKind } from "#test/support/bad-values";
import { describeValue, LINE_BREAKING, ODD_BUT_VALID_TEXT, toJsonText, tooLong } from "#test/support/bad-values";
import { snapshotDatabase, tablesHoldingText, type DatabaseSnapshot } from "#test/support/database-snapshot";
import { listAppRoutes, type RouteEntry } from "#test/support/list-routes";
import { captureLog, type LogCapture } from "#test/support/log-capture";
import { startTestApp, type TestApp } from "#test/support/test-app";
import { getTestDatabase, useTestDatabase } from "#test/support/test-database";
import { createAppContext } from "#server/app-context";
import { CONTROL_CHARACTERS_MESSAGE } from "#app/shared/plain-text";
import { parseSettings } from "#app/shared/settings.server";

const STRIPE_ENV = {
  STRIPE_SECRET_KEY: "sk_test_dummy",
  STRIPE_PUBLISHABLE_KEY: "pk_test_dummy",
  STRIPE_WEBHOOK_SECRET: "whsec_test_secret_for_signatures",
};
const JSON_LIMIT_BYTES = 100 * 1024;
const WRITES = new Set(["POST", "PUT", "PATCH"]);

const routes: RouteEntry[] = listAppRoutes(
  createAppContext(await getTestDatabase(), parseSettings({ NODE_ENV: "test" }), createLogger("silent")),
).filter((route) => WRITES.has(route.method));
const keyOf = (route: RouteEntry) => `${route.method} ${route.path}`;

let log: LogCapture;
let app: TestApp;
let stripeApp: TestApp;
let scene: Scene;

beforeAll(async () => {
  log = captureLog("error");
  app = await startTestApp({ logger: log.logger });
  stripeApp = await startTestApp({ logger: log.logger, env: STRIPE_ENV });
  await useTestDatabase();
  scene = await createScene(app, app.ctx.db);
});
afterAll(async () => {
  await app.close();
  await stripeApp.close();
});

// ---- requests ----------------------------------------------------------------

type Attempt = {
  name: string;
  /** Overrides the route's concrete path (bad ids). */
  path?: string;
  /** The body as sent; a function of the scene when it needs ids. */
  body?: string | ((scene: Scene) => string);
  contentType?: string;
  headers?: Record<string, string>;
  /** An exact status, when the case has one; any 4xx otherwise. */
  status?: number;
  /** A message the answer must give for one field (fieldErrors is keyed by dotted path). */
  fieldMessage?: { key: string; message: string };
};

function send(route: RouteEntry, spec: RouteSpec | undefined, attempt: Attempt): Promise<Response> {
  const target = spec?.stripe ? stripeApp : app;
  const headers: Record<string, string> = {
    Origin: target.url,
    "Content-Type": attempt.contentType ?? "application/json",
    ...attempt.headers,
  };
  if (/^\/api\/(admin|auth)\//.test(route.path)) headers.Cookie = scene.admin.cookie;
  const body = typeof attempt.body === "function" ? attempt.body(scene) : attempt.body;
  const path = attempt.path ?? (spec ? spec.path(scene) : route.path.replace(/:\w+/g, randomUUID()));
  return target.fetch(path, { method: route.method, headers, body });
}

const SNAPSHOT = { skip: ["rate_limit"], countOnly: ["session"] };

/** Sends the attempt and checks the answer is a 4xx with a message, nothing changed and nothing logged as an error. */
async function expectRefused(route: RouteEntry, spec: RouteSpec | undefined, attempt: Attempt) {
  // Login attempts are limited per address and username: start each case with a clean count.
  await app.ctx.db.execute(sql`delete from rate_limit`);
  log.clear();
  const before = await snapshotDatabase(app.ctx.db, SNAPSHOT);
  const response = await send(route, spec, attempt);
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
  expect(await snapshotDatabase(app.ctx.db, SNAPSHOT), label).toEqual(before);
  await new Promise((resolve) => setImmediate(resolve));
  expect(log.entries(), label).toEqual([]);
}

// ---- the cases -----------------------------------------------------------------

const json = (value: unknown) => toJsonText(value);

/** A JSON object of exactly `bytes` bytes. */
function bodyOfSize(bytes: number): string {
  const frame = '{"padding":""}';
  return `{"padding":"${"x".repeat(bytes - frame.length)}"}`;
}

function setPath(body: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
  const copy = structuredClone(body);
  const keys = dotted.split(".");
  let node = copy as Record<string, unknown>;
  for (const key of keys.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

function parserAttempts(spec: RouteSpec | undefined): Attempt[] {
  const limit = spec?.rawBody?.limitBytes ?? JSON_LIMIT_BYTES;
  const malformed = ["{", '{"a": }', "{'a': 1}", '{"a": 1,}', "NaN", '{"a": undefined}', "\u0000", "<?xml?><a/>"];
  return [
    ...malformed.map((body) => ({ name: `malformed JSON ${describeValue(body)}`, body, status: 400 })),
    { name: "a body one byte over the limit", body: bodyOfSize(limit + 1), status: 413 },
    { name: "a body of 5 MB", body: bodyOfSize(5 * 1024 * 1024), status: 413 },
    ...(spec?.rawBody
      ? []
      : [
          {
            name: "an unsupported charset",
            body: "{}",
            contentType: "application/json; charset=iso-8859-1",
            status: 415,
          },
        ]),
  ];
}

function shapeAttempts(spec: RouteSpec): Attempt[] {
  if (spec.body === "none" || spec.rawBody) return [];
  const valid = spec.body;
  const firstField = Object.keys(spec.fields ?? { a: null })[0]!.split(".")[0]!;
  const deep = "[".repeat(5000) + "]".repeat(5000);
  const attempts: Attempt[] = [
    ...["null", '"text"', "42", "true", "[]"].map((body) => ({ name: `the JSON ${body}`, body })),
    { name: "an array of valid bodies", body: (s: Scene) => json([valid(s)]) },
    { name: "valid JSON sent as text/plain", body: (s: Scene) => json(valid(s)), contentType: "text/plain" },
    { name: "a form post", body: "a=1&b=2", contentType: "application/x-www-form-urlencoded" },
    {
      name: "a field nested 5,000 arrays deep",
      // Last, because the last of two equal keys is the one JSON.parse keeps.
      body: (s: Scene) => json(valid(s)).replace(/\}$/, `,"${firstField}":${deep}}`),
    },
  ];
  if (!spec.partial) {
    attempts.push(
      { name: "an empty object", body: "{}" },
      { name: "unknown fields only", body: json({ isAdmin: true, role: "admin", status: "confirmed" }) },
    );
  }
  if (spec.strict) {
    attempts.push(
      { name: "a valid body with an unknown field", body: (s: Scene) => json({ ...valid(s), status: "confirmed" }) },
      {
        name: "a valid body with __proto__",
        body: (s: Scene) => json(valid(s)).replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
      },
    );
  }
  return attempts;
}

/** Control and bidi characters in a text field: a 400 with the field's own message (issue 11). */
function lineAttempts(
  valid: (scene: Scene) => Record<string, unknown>,
  field: string,
  kind: FieldKind<Scene>,
): Attempt[] {
  if (!kind.lines) return [];
  const list = kind.lines === "list";
  return LINE_BREAKING[kind.lines === "multi" ? "multi" : "one"].map((value) => ({
    name: `${field} = ${describeValue(list ? [value] : value)}`,
    body: (s: Scene) => json(setPath(valid(s), field, list ? [value] : value)),
    status: 400,
    fieldMessage: { key: list ? `${field}.0` : field, message: CONTROL_CHARACTERS_MESSAGE },
  }));
}

function fieldAttempts(spec: RouteSpec): Attempt[] {
  if (spec.body === "none" || !spec.fields) return [];
  const valid = spec.body;
  return Object.entries(spec.fields).flatMap(([field, kind]) => [
    ...lineAttempts(valid, field, kind),
    ...(kind.required && !spec.partial
      ? [{ name: `${field} missing`, body: (s: Scene) => json(setPath(valid(s), field, undefined)) }]
      : []),
    ...kind.bad.map((bad) => ({
      name: `${field} = ${describeValue(bad)}`,
      body: (s: Scene) => {
        const value = typeof bad === "function" ? (bad as (scene: Scene) => unknown)(s) : bad;
        return json(setPath(valid(s), field, value));
      },
    })),
  ]);
}

function headerAttempts(spec: RouteSpec): Attempt[] {
  const body = spec.body === "none" ? undefined : spec.body;
  return Object.entries(spec.headers ?? {}).flatMap(([header, values]) =>
    values.map((value) => ({
      name: `the header ${header}: ${describeValue(value)}`,
      headers: { [header]: value },
      body: body && ((s: Scene) => json(body(s))),
      status: 400,
    })),
  );
}

const BAD_IDS = [
  "not-a-uuid",
  "1",
  "' OR '1'='1",
  '<script>alert("x")</script>',
  "%00",
  "%E2%80%AE",
  "..%2F..%2Fetc%2Fpasswd",
  tooLong(3000),
  "6a1e3b2c-0000-4000-8000-000000000000",
];

function pathAttempts(route: RouteEntry, spec: RouteSpec | undefined): Attempt[] {
  if (!route.path.includes("/:")) return [];
  const body = spec && spec.body !== "none" ? spec.body : undefined;
  return BAD_IDS.map((id) => ({
    name: `the id ${describeValue(id)}`,
    path: route.path.replace(/:\w+/g, id.includes("%") ? id : encodeURIComponent(id)),
    body: body ? (s: Scene) => json(body(s)) : undefined,
  }));
}

// ---- the tests -----------------------------------------------------------------

describe("the routes that take input", () => {
  it("are found on the router, each described in test/support/bad-input-routes.ts", () => {
    expect(routes.length).toBeGreaterThanOrEqual(19);
    expect(routes.map(keyOf).filter((key) => !ROUTE_SPECS[key])).toEqual([]);
    expect(Object.keys(ROUTE_SPECS).filter((key) => !routes.some((route) => keyOf(route) === key))).toEqual([]);
  });
});

describe.each(routes.map((route) => ({ route, key: keyOf(route) })))("bad input to $key", ({ route, key }) => {
  const spec = ROUTE_SPECS[key];
  const attempts = [
    ...parserAttempts(spec),
    ...(spec ? [...shapeAttempts(spec), ...fieldAttempts(spec), ...headerAttempts(spec)] : []),
    ...pathAttempts(route, spec),
  ];
  it.each(attempts.map((attempt) => ({ attempt, name: attempt.name })))("refuses $name", async ({ attempt }) => {
    await expectRefused(route, spec, attempt);
  });
});

describe("odd but legitimate text in free-text fields", () => {
  const cases = routes.flatMap((route) => {
    const spec = ROUTE_SPECS[keyOf(route)];
    if (!spec || spec.body === "none") return [];
    const valid = spec.body;
    return (spec.freeText ?? []).flatMap((field) =>
      ODD_BUT_VALID_TEXT.map((value) => ({ route, spec, valid, field, value, name: `${keyOf(route)} ${field}` })),
    );
  });
  it.each(cases)("$name = $value is stored as given or refused, never an error", async (c) => {
    log.clear();
    const before = await snapshotDatabase(app.ctx.db, SNAPSHOT);
    const response = await send(c.route, c.spec, {
      name: c.name,
      body: (s) => json(setPath(c.valid(s), c.field, c.value)),
    });
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    if (response.status >= 400) {
      expect(typeof (JSON.parse(text) as { message?: unknown }).message).toBe("string");
      expect(await snapshotDatabase(app.ctx.db, SNAPSHOT)).toEqual(before);
    } else {
      expect(await tablesHoldingText(app.ctx.db, c.value), "stored exactly as sent").not.toEqual([]);
      expectNoTableShrank(before, await snapshotDatabase(app.ctx.db, SNAPSHOT));
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(log.entries()).toEqual([]);
  });
});

function expectNoTableShrank(before: DatabaseSnapshot, after: DatabaseSnapshot) {
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const [table, { rows }] of Object.entries(before))
    expect(after[table]!.rows, table).toBeGreaterThanOrEqual(rows);
}

// Last, because each starts again from an empty database: the requests the cases
// above spoil are themselves accepted, so each refusal is down to the one bad part.
describe("the valid requests the cases start from", () => {
  it.each(routes.map((route) => ({ route, key: keyOf(route) })).filter(({ key }) => ROUTE_SPECS[key]))(
    "$key answers as expected",
    async ({ route, key }) => {
      const spec = ROUTE_SPECS[key]!;
      await useTestDatabase();
      scene = await createScene(app, app.ctx.db);
      log.clear();
      const body = spec.body === "none" ? undefined : json(spec.body(scene));
      const response = await send(route, spec, { name: "valid", body });
      expect(response.status, await response.text()).toBe(spec.accepted);
      await new Promise((resolve) => setImmediate(resolve));
      expect(log.entries()).toEqual([]);
    },
  );
});
