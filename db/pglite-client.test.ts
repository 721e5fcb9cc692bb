import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "./db.server";
import * as schema from "./schema";
import { seedIfEmpty } from "./seed/seed.server";

// Every type drizzle-orm/pglite reads as text, alone and in arrays, beside types it leaves to PGlite.
const EVERY_KIND = sql`select
  timestamp '2026-11-30 10:15:00' as "timestamp",
  timestamptz '2026-11-30 10:15:00+00' as "timestamptz",
  date '2026-11-30' as "date",
  interval '1 day 2 hours' as "interval",
  array[1.5, 2]::numeric[] as "numerics",
  array[timestamp '2026-11-30 10:15:00'] as "timestamps",
  array[timestamptz '2026-11-30 10:15:00+00'] as "timestamptzs",
  array[interval '15 minutes'] as "intervals",
  array[date '2026-11-30'] as "dates",
  42 as "int",
  array[1, 2] as "ints",
  '{"a": 1}'::jsonb as "json",
  true as "bool"`;

const rowsOf = async (result: Promise<unknown>) => ((await result) as { rows: Record<string, unknown>[] }).rows;

describe("the PGlite client Drizzle is given (decision 024)", () => {
  let handle: DatabaseHandle;
  let pglite: PGlite;
  // Drizzle on the instance itself, as before: it passes its parsers with every query.
  let plainPglite: PGlite;
  let plain: ReturnType<typeof drizzle<typeof schema>>;

  beforeAll(async () => {
    pglite = await PGlite.create();
    handle = await openDatabase({ pglite });
    await handle.migrate();
    await seedIfEmpty(handle.db, { author: "Academy" });
    plainPglite = await PGlite.create();
    plain = drizzle(plainPglite, { schema });
  }, 120_000);
  afterAll(async () => {
    await handle.close();
    await plainPglite.close();
  });

  it("reads every type as Drizzle on PGlite always has: dates, times and intervals as PostgreSQL's text", async () => {
    const [row] = await rowsOf(handle.db.execute(EVERY_KIND));
    expect(row).toEqual((await rowsOf(plain.execute(EVERY_KIND)))[0]);
    expect(row).toMatchObject({
      timestamp: "2026-11-30 10:15:00",
      timestamptz: "2026-11-30 10:15:00+00",
      date: "2026-11-30",
      interval: "1 day 02:00:00",
      dates: "{2026-11-30}",
      int: 42,
      ints: [1, 2],
      json: { a: 1 },
    });
  });

  it("reads the same rows through a typed select, inside a transaction as outside", async () => {
    const outside = await handle.db.select().from(schema.courses).orderBy(schema.courses.slug);
    const inside = await handle.db.transaction((tx) => tx.select().from(schema.courses).orderBy(schema.courses.slug));
    expect(outside).toHaveLength(5);
    expect(inside).toEqual(outside);
    const [tx] = await rowsOf(handle.db.transaction((t) => t.execute(EVERY_KIND)));
    expect(tx).toEqual((await rowsOf(plain.execute(EVERY_KIND)))[0]);
  });

  it("sends Drizzle's queries without per-query parsers, which PGlite answers by copying its whole table of them", async () => {
    const query = vi.spyOn(pglite, "query");
    try {
      await handle.db.select({ slug: schema.courses.slug }).from(schema.courses).limit(1);
      await handle.db.execute(sql`select now() as at`);
      expect(query).toHaveBeenCalledTimes(2);
      for (const [, , options] of query.mock.calls) expect(options?.parsers).toBeUndefined();
      expect(query.mock.calls.map(([, , options]) => options?.rowMode)).toEqual(["array", "object"]);
    } finally {
      query.mockRestore();
    }
  });

  it("leaves queries made without Drizzle to PGlite's own parsing", async () => {
    const { rows } = await handle.query("select timestamptz '2026-11-30 10:15:00+00' as at, date '2026-11-30' as day");
    expect(rows[0]!.at).toEqual(new Date("2026-11-30T10:15:00Z"));
    expect(rows[0]!.day).toEqual(new Date("2026-11-30T00:00:00Z"));
  });
});
