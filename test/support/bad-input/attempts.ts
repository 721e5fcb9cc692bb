// The bad requests tried against each route that takes input (server/bad-input*.test.ts): malformed and oversized
// bodies for every route, and, from the route's entry in ROUTE_SPECS, wrong shapes, bad values per field, bad headers
// and bad ids in the path.
import type { RouteEntry } from "../list-routes";
import { describeValue, LINE_BREAKING, toJsonText, tooLong, type FieldKind } from "../bad-values";
import { CONTROL_CHARACTERS_MESSAGE } from "#app/shared/plain-text";
import type { RouteSpec, Scene } from "./route-spec";

export type Attempt = {
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

const JSON_LIMIT_BYTES = 100 * 1024;

export const json = (value: unknown) => toJsonText(value);

/** Every bad request tried against `route`. */
export function attemptsFor(route: RouteEntry, spec: RouteSpec | undefined): Attempt[] {
  return [
    ...parserAttempts(spec),
    ...(spec ? [...shapeAttempts(spec), ...fieldAttempts(spec), ...headerAttempts(spec)] : []),
    ...pathAttempts(route, spec),
  ];
}

/** A JSON object of exactly `bytes` bytes. */
function bodyOfSize(bytes: number): string {
  const frame = '{"padding":""}';
  return `{"padding":"${"x".repeat(bytes - frame.length)}"}`;
}

export function setPath(body: Record<string, unknown>, dotted: string, value: unknown): Record<string, unknown> {
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
