// What a request may have changed: the row count and a digest of the content
// of every table, taken in one query so it is cheap enough to run around every
// request of a table-driven test.
import { sql } from "drizzle-orm";
import { listTables, type Database } from "#db/db.server";

export type DatabaseSnapshot = Record<string, { rows: number; digest: string | null }>;

export type SnapshotOptions = {
  /** Tables left out altogether (rate_limit counts every request by design). */
  skip?: string[];
  /** Tables whose rows are counted but whose content may change (session expiry slides with every request). */
  countOnly?: string[];
};

// The snapshot's query for each database and options: the bad-input tests take one around each of ~7,000 requests,
// and the tables of a migrated test database do not change under them.
const queries = new WeakMap<Database, Map<string, Promise<string | undefined>>>();

async function snapshotQuery(db: Database, options: SnapshotOptions): Promise<string | undefined> {
  const tables = (await listTables(db)).filter((name) => !options.skip?.includes(name)).sort();
  const parts = tables.map((name) => {
    const table = `"${name.replace(/"/g, '""')}"`;
    const digest = options.countOnly?.includes(name)
      ? "null::text"
      : `md5(coalesce(string_agg(t::text, '|' order by t::text), ''))`;
    return `select '${name}' as name, count(*)::int as rows, ${digest} as digest from ${table} t`;
  });
  return parts.length === 0 ? undefined : parts.join(" union all ");
}

export async function snapshotDatabase(db: Database, options: SnapshotOptions = {}): Promise<DatabaseSnapshot> {
  const ofDb = queries.get(db) ?? new Map<string, Promise<string | undefined>>();
  queries.set(db, ofDb);
  const key = JSON.stringify([options.skip ?? [], options.countOnly ?? []]);
  if (!ofDb.has(key)) ofDb.set(key, snapshotQuery(db, options));
  const query = await ofDb.get(key)!;
  if (!query) return {};
  const result = (await db.execute(sql.raw(query))) as unknown as {
    rows: { name: string; rows: number; digest: string | null }[];
  };
  return Object.fromEntries(result.rows.map((row) => [row.name, { rows: row.rows, digest: row.digest }]));
}

/** The tables whose rows or content differ between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  return Object.keys(after).filter(
    (name) => before[name]?.rows !== after[name]!.rows || before[name]?.digest !== after[name]!.digest,
  );
}

/**
 * Tables (of `among`, or all) with a row holding exactly this text in some column, however deeply nested in JSON or
 * an array.
 */
export async function tablesHoldingText(db: Database, value: string, among?: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const name of among ?? (await listTables(db))) {
    const result = (await db.execute(
      sql`select exists (select 1 from ${sql.raw(`"${name.replace(/"/g, '""')}"`)} t
        where jsonb_path_exists(to_jsonb(t), '$.** ? (@ == $v)', jsonb_build_object('v', ${value}::text))) as found`,
    )) as unknown as { rows: { found: boolean }[] };
    if (result.rows[0]?.found) found.push(name);
  }
  return found;
}
