// One migrated database per test worker, emptied between tests.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql, type SQL } from "drizzle-orm";
import pg from "pg";
import { listTables, openDatabase, type Database, type DatabaseHandle } from "#db/db.server";
import { TEST_DATABASE_PREFIX } from "./global-setup";

let shared: Promise<DatabaseHandle> | undefined;
let sharedUrl: string | undefined;

/** The PostgreSQL URL of the worker's database, when tests run on a server. */
export async function getTestDatabaseUrl(): Promise<string | undefined> {
  await getTestDatabase();
  return sharedUrl;
}

/** The worker's database: PGlite in memory, or PostgreSQL when TEST_DATABASE_URL is set. */
export function getTestDatabase(): Promise<DatabaseHandle> {
  shared ??= (async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return createTestDatabase();
    sharedUrl = await createServerDatabase(serverUrl);
    const handle = await openDatabase({ databaseUrl: sharedUrl, poolSize: 20 });
    await handle.migrate();
    return handle;
  })();
  return shared;
}

export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const handle = serverUrl
    ? await openDatabase({ databaseUrl: await createServerDatabase(serverUrl), poolSize: 20 })
    : await openDatabase({ pglite: await PGlite.create() });
  await handle.migrate();
  return handle;
}

/** A fresh, empty database on the server, named so global setup can drop it. */
export async function createServerDatabase(serverUrl: string): Promise<string> {
  const runPrefix =
    process.env.TEST_DATABASE_RUN_PREFIX ?? `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000)}_adhoc_`;
  const name = `${runPrefix}${process.pid}_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

let emptying: { tables: string[]; statement: SQL } | undefined;
let resetsSinceTruncate = 0;

// TRUNCATE gives every table (and its indexes) new files: ~80 ms on PGlite and 150–400 ms on PostgreSQL for the
// schema's tables, paid by every test. Deleting the few rows a test leaves costs a few milliseconds; the dead rows it
// leaves behind are shed by a TRUNCATE every so often (PGlite has no autovacuum).
const RESETS_PER_TRUNCATE = 50;

export async function resetDatabase(db: Database): Promise<void> {
  emptying ??= await emptyingStatement(db);
  if (emptying.tables.length === 0) return;
  if (resetsSinceTruncate++ % RESETS_PER_TRUNCATE === 0) {
    const tables = emptying.tables.map((name) => `"${name}"`).join(", ");
    await db.execute(sql.raw(`truncate ${tables} restart identity cascade`));
  } else {
    await db.execute(emptying.statement);
  }
}

/**
 * One statement that empties every table and restarts every sequence, as TRUNCATE … RESTART IDENTITY does. Triggers
 * are off for it (session_replication_role, for this transaction only): the append-only tables refuse a DELETE, and
 * the foreign keys need not be followed when every row goes.
 */
async function emptyingStatement(db: Database): Promise<{ tables: string[]; statement: SQL }> {
  const tables = await listTables(db);
  const sequences = (
    (await db.execute(sql`select sequencename from pg_sequences where schemaname = current_schema()`)) as unknown as {
      rows: { sequencename: string }[];
    }
  ).rows.map((row) => row.sequencename);
  const body = [
    "perform set_config('session_replication_role', 'replica', true);",
    ...tables.map((name) => `delete from "${name}";`),
    ...sequences.map((name) => `perform setval('"${name}"', 1, false);`),
  ];
  return { tables, statement: sql.raw(`do $$ begin\n${body.join("\n")}\nend $$`) };
}

/** The database for this file's tests, emptied before each test. */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  const handle = await getTestDatabase();
  await resetDatabase(handle.db);
  return handle;
}
