// The other side of the bad-input tests (server/bad-input*.test.ts): text that is odd but legitimate in a free-text
// field is stored exactly as sent or refused cleanly, never an error; and the valid request each route's bad cases
// start from is itself accepted, so each refusal there is down to the one bad part.
import { isDeepStrictEqual } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ROUTE_SPECS } from "#test/support/bad-input-routes";
import { json, setPath } from "#test/support/bad-input/attempts";
import { keyOf, SNAPSHOT, badInputApps, writeRoutes } from "#test/support/bad-input/harness";
import { ODD_BUT_VALID_TEXT } from "#test/support/bad-values";
import {
  changedTables,
  snapshotDatabase,
  tablesHoldingText,
  type DatabaseSnapshot,
} from "#test/support/database-snapshot";
import { getTestDatabase } from "#test/support/test-database";

const routes = await writeRoutes();
const apps = badInputApps();

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
    const { db } = await getTestDatabase();
    apps.log.clear();
    const before = await snapshotDatabase(db, SNAPSHOT);
    const response = await apps.send(c.route, c.spec, {
      name: c.name,
      body: (s) => json(setPath(c.valid(s), c.field, c.value)),
    });
    const text = await response.text();
    expect(response.status, text).toBeLessThan(500);
    const after = await snapshotDatabase(db, SNAPSHOT);
    if (response.status >= 400) {
      expect(typeof (JSON.parse(text) as { message?: unknown }).message).toBe("string");
      expect(after).toEqual(before);
    } else {
      // Stored text changed its table: only those need searching.
      expect(await tablesHoldingText(db, c.value, changedTables(before, after)), "stored exactly as sent").not.toEqual(
        [],
      );
      expectNoTableShrank(before, after);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(apps.log.entries()).toEqual([]);
  });
});

function expectNoTableShrank(before: DatabaseSnapshot, after: DatabaseSnapshot) {
  expect(Object.keys(after)).toEqual(Object.keys(before));
  for (const [table, { rows }] of Object.entries(before))
    expect(after[table]!.rows, table).toBeGreaterThanOrEqual(rows);
}

// Last, because each starts from a new scene on an empty database.
describe("the valid requests the bad cases start from", () => {
  // The scene as made: a request that left the database so (a read, or a refusal's own check) needs no new one for
  // the next. A new scene for each of the 78 was most of this file's time.
  let asMade: DatabaseSnapshot | undefined;
  it.each(routes.map((route) => ({ route, key: keyOf(route) })).filter(({ key }) => ROUTE_SPECS[key]))(
    "$key answers as expected",
    async ({ route, key }) => {
      const spec = ROUTE_SPECS[key]!;
      const { db } = await getTestDatabase();
      await db.execute(sql`delete from rate_limit`);
      if (!asMade || !isDeepStrictEqual(await snapshotDatabase(db, SNAPSHOT), asMade)) {
        await apps.resetScene();
        asMade = await snapshotDatabase(db, SNAPSHOT);
      }
      apps.log.clear();
      const body = spec.body === "none" ? undefined : json(spec.body(apps.scene()));
      const response = await apps.send(route, spec, { name: "valid", body });
      expect(response.status, await response.text()).toBe(spec.accepted);
      await new Promise((resolve) => setImmediate(resolve));
      expect(apps.log.entries()).toEqual([]);
    },
  );
});
