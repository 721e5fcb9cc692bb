// The database-kept rate-limit store: a burst of increments shares upserts, and
// every caller still gets the exact count after its own hit, on PGlite and on
// PostgreSQL (TEST_DATABASE_URL).
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import type { Options } from "express-rate-limit";
import type { Database } from "#db/db.server";
import { rateLimits } from "#db/schema";
import { useTestDatabase } from "#test/support/test-database";
import { DatabaseRateLimitStore, hitsByKey } from "./rate-limit-store";

let db: Database;
beforeEach(async () => {
  db = (await useTestDatabase()).db;
});

function storeOn(database: Database, windowMs = 600_000) {
  const store = new DatabaseRateLimitStore(database, "test");
  store.init({ windowMs } as Options);
  return store;
}

const hitsInDatabase = async (key: string) =>
  (
    await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `test:${key}`))
  )[0]?.hits;

describe("DatabaseRateLimitStore", () => {
  it("gives 100 increments at once on one key the counts 1 to 100, in fewer statements than increments", async () => {
    const store = storeOn(db);
    const infos = await Promise.all(Array.from({ length: 100 }, () => store.increment("203.0.113.1")));
    expect(infos.map((info) => info.totalHits)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await hitsInDatabase("203.0.113.1")).toBe(100);
    expect(store.statements).toBeGreaterThan(0);
    expect(store.statements).toBeLessThan(100);
  });

  it("counts keys of one burst each on its own", async () => {
    const store = storeOn(db);
    const keys = ["a", "b", "a", "c", "a", "b"];
    const infos = await Promise.all(keys.map((key) => store.increment(key)));
    expect(infos.map((info) => info.totalHits)).toEqual([1, 1, 2, 1, 3, 2]);
    expect([await hitsInDatabase("a"), await hitsInDatabase("b"), await hitsInDatabase("c")]).toEqual([3, 2, 1]);
  });

  it("adds to the count already in the database, as another process's hits would be", async () => {
    await storeOn(db).increment("shared");
    await storeOn(db).increment("shared");
    const infos = await Promise.all([1, 2, 3].map(() => storeOn(db).increment("shared")));
    expect(infos.map((info) => info.totalHits).sort()).toEqual([3, 4, 5]);
    expect(await hitsInDatabase("shared")).toBe(5);
  });

  it("starts an ended window again at the burst's own hits, with a new reset time", async () => {
    const store = storeOn(db, 60_000);
    await store.increment("old");
    await db
      .update(rateLimits)
      .set({ hits: 40, resetAt: new Date(Date.now() - 1_000) })
      .where(eq(rateLimits.key, "test:old"));
    const infos = await Promise.all([1, 2, 3].map(() => store.increment("old")));
    expect(infos.map((info) => info.totalHits)).toEqual([1, 2, 3]);
    expect(infos[0]!.resetTime!.getTime()).toBeGreaterThan(Date.now());
  });

  it("rejects every increment of a batch whose upsert fails, and counts again afterwards", async () => {
    const failing = {
      insert: () => {
        throw new Error("database down");
      },
    } as unknown as Database;
    const broken = storeOn(failing);
    const results = await Promise.allSettled([1, 2, 3].map(() => broken.increment("x")));
    expect(results.map((result) => result.status)).toEqual(["rejected", "rejected", "rejected"]);
    expect((await storeOn(db).increment("x")).totalHits).toBe(1);
  });

  it("takes a hit back on decrement, never below 0", async () => {
    const store = storeOn(db);
    await Promise.all([1, 2].map(() => store.increment("d")));
    await store.decrement("d");
    await store.decrement("d");
    await store.decrement("d");
    expect(await hitsInDatabase("d")).toBe(0);
  });
});

describe("hitsByKey", () => {
  it.each([
    { keys: [], expected: [] },
    { keys: ["a"], expected: [["a", 1]] },
    {
      keys: ["a", "b", "a", "a"],
      expected: [
        ["a", 3],
        ["b", 1],
      ],
    },
  ])("counts $keys as $expected", ({ keys, expected }) => {
    expect([...hitsByKey(keys)]).toEqual(expected);
  });
});
