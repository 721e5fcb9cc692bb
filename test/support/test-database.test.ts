// Every test starts from an empty database: resetDatabase must empty every table, the append-only ones (whose
// triggers refuse a DELETE) included, and restart the sequences, however many resets a worker has made.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { listTables, type Database } from "#db/db.server";
import { invoicedBooking } from "./invoiced-booking";
import { getTestDatabase, resetDatabase } from "./test-database";

async function rowsPerTable(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of await listTables(db)) {
    const result = (await db.execute(sql.raw(`select count(*)::int as n from "${name}"`))) as unknown as {
      rows: { n: number }[];
    };
    if (result.rows[0]!.n > 0) counts[name] = result.rows[0]!.n;
  }
  return counts;
}

// 7 s alone on PGlite; 27 s once under the whole suite's load, near the 30 s default.
const TIMEOUT_MS = 120_000;

it("leaves every table empty and every sequence restarted, reset after reset", { timeout: TIMEOUT_MS }, async () => {
  const { db } = await getTestDatabase();
  // Several rounds: whichever way a reset empties the tables, each is checked.
  for (let round = 1; round <= 3; round++) {
    await resetDatabase(db);
    await invoicedBooking(db);
    const written = await rowsPerTable(db);
    expect(Object.keys(written)).toEqual(expect.arrayContaining(["booking", "document", "money_journal"]));
    await db.execute(sql`select nextval('money_journal_id_seq')`);

    await resetDatabase(db);
    expect(await rowsPerTable(db), `round ${round}`).toEqual({});
    const next = (await db.execute(sql`select nextval('money_journal_id_seq')::int as n`)) as unknown as {
      rows: { n: number }[];
    };
    expect(next.rows[0]!.n, `round ${round}`).toBe(1);
  }
});
