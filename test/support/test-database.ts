// One migrated database per test worker, emptied between tests.
import { randomBytes } from "node:crypto";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
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

let tableNames: string[] | undefined;

export async function resetDatabase(db: Database): Promise<void> {
  tableNames ??= await listTables(db);
  if (tableNames.length === 0) return;
  await db.execute(sql.raw(`truncate ${tableNames.map((name) => `"${name}"`).join(", ")} restart identity cascade`));
}

/** The database for this file's tests, emptied before each test. */
export async function useTestDatabase(): Promise<DatabaseHandle> {
  const handle = await getTestDatabase();
  await resetDatabase(handle.db);
  return handle;
}
