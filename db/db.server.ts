// Chooses the database: a PostgreSQL server when a URL is given, otherwise the
// embedded PGlite (real PostgreSQL compiled to WebAssembly) in a data folder.
// Both are driven through the same Drizzle schema and migrations.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import { lockDataDir, type LockOptions } from "./data-dir-lock.server";
import { drizzleClientOf } from "./pglite-client.server";
import { listenPglite, listenPostgres, type ListenHandlers, type StopListening } from "./listen.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; every query function accepts either. */
export type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseHandle = {
  db: Database;
  kind: "pglite" | "postgres";
  /** Raw SQL for libraries that bring their own queries (the session store). */
  query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  /** Hears NOTIFY on `channel` until the returned function is called (db/listen.server.ts). */
  listen(channel: string, handlers: ListenHandlers): Promise<StopListening>;
  /** Runs fn while no other process holds the start-up lock (migrations, seeding). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The PGlite instance, for tests that clone a migrated database. */
  pglite?: PGlite;
};

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), "migrations");

// Any constant will do; it only has to be the same in every process.
const STARTUP_LOCK_KEY = 7_426_001;

export type PostgresOptions = {
  databaseUrl: string;
  poolSize?: number;
  /** The server cancels a statement after this long; the client gives up on an unanswered one a second later. */
  queryTimeoutMs?: number;
  /** How long opening a connection may take. */
  connectTimeoutMs?: number;
};

/**
 * `purpose` names this process in the folder's lock ("server", "admin:create"): a second process on the same
 * folder is refused with a message naming the first (db/data-dir-lock.server.ts, decision 009).
 */
export type DataDirOptions = {
  dataDir: string;
  purpose: string;
  lock?: Omit<LockOptions, "purpose">;
  /** PostgreSQL's page cache inside the embedded database (PGLITE_SHARED_BUFFERS_MB, decision 023). */
  sharedBuffersMb?: number;
};

/**
 * PGlite's own postgresql.conf asks for 128 MB of shared buffers; the academy's whole database is a few MB, and on
 * a 512 MB server every MB of the WebAssembly heap counts (decision 023).
 */
export const DEFAULT_PGLITE_SHARED_BUFFERS_MB = 16;

/** The PostgreSQL settings the embedded database starts with, on top of PGlite's defaults. */
export function pgliteMemorySettings(sharedBuffersMb = DEFAULT_PGLITE_SHARED_BUFFERS_MB): string[] {
  return ["-c", `shared_buffers=${sharedBuffersMb}MB`];
}

export type DatabaseOptions = PostgresOptions | DataDirOptions | { memory: true } | { pglite: PGlite };

export const DEFAULT_QUERY_TIMEOUT_MS = 15_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("databaseUrl" in options) return openPostgres(options);
  if ("pglite" in options) return wrapPglite(options.pglite);
  if ("memory" in options) return wrapPglite(await PGlite.create());
  return openDataDir(options);
}

async function openDataDir(options: DataDirOptions): Promise<DatabaseHandle> {
  const dataDir = path.resolve(options.dataDir);
  fs.mkdirSync(dataDir, { recursive: true });
  // Taken before PGlite reads a byte, and given back only once it has written its last.
  const lock = await lockDataDir(dataDir, { ...options.lock, purpose: options.purpose });
  const clusterDir = path.join(dataDir, "pglite");
  const settings = pgliteMemorySettings(options.sharedBuffersMb);
  try {
    if (!fs.existsSync(path.join(clusterDir, "PG_VERSION"))) await createClusterApart(clusterDir, settings);
    const client = await PGlite.create(clusterDir, { startParams: [...PGlite.defaultStartParams, ...settings] });
    return wrapPglite(client, () => lock.release());
  } catch (error) {
    await lock.release();
    throw error;
  }
}

// Run in a process of its own: PGlite's initdb runs a second PostgreSQL instance beside the first and keeps a copy of
// its heap to reset it between steps (about 400 MB that V8 frees only at its next full collection), and the server
// would carry that, and the memory allocator's fragments of it, for the rest of its life (decision 023).
const CREATE_CLUSTER = `
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
const { target, building, settings } = JSON.parse(process.env.ACADEMY_PGLITE_CLUSTER);
fs.rmSync(building, { recursive: true, force: true });
const db = await PGlite.create(building, { initDbStartParams: settings, startParams: [...PGlite.defaultStartParams, ...settings] });
await db.close();
fs.renameSync(building, target);
`;

/**
 * Creates an empty PostgreSQL cluster at `clusterDir` in a child process, built beside it and renamed into place
 * when complete, so a start interrupted half-way leaves no half-made cluster to resume from.
 */
export async function createClusterApart(clusterDir: string, settings: string[]): Promise<void> {
  const building = `${clusterDir}.creating`;
  const env = {
    ...process.env,
    ACADEMY_PGLITE_CLUSTER: JSON.stringify({ target: clusterDir, building, settings }),
  };
  // Plain node (no TypeScript loader), resolving PGlite from this project whatever the working folder. Liftoff alone
  // compiles PostgreSQL's WebAssembly once, without the optimised second tier: ~90 MB less at the peak of a one-off.
  const child = spawn(process.execPath, ["--liftoff-only", "--input-type=module", "--eval", CREATE_CLUSTER], {
    cwd: path.dirname(migrationsFolder),
    env,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (exitCode, signal) => resolve(exitCode ?? (signal ? -1 : null)));
  });
  if (code !== 0)
    throw new Error(`Creating the embedded database in ${clusterDir} failed (${code}):\n${stderr.trim()}`);
}

function wrapPglite(client: PGlite, afterClose?: () => Promise<void>): DatabaseHandle {
  const drizzleClient = drizzleClientOf(client);
  const db = drizzlePglite({ client: drizzleClient.client as PGlite, schema });
  return {
    db: db as unknown as Database,
    kind: "pglite",
    pglite: client,
    async query(text, params) {
      const result = await client.query<Record<string, unknown>>(text, params, { parsers: drizzleClient.ownParsers });
      return { rows: result.rows };
    },
    async ping() {
      await client.query("select 1");
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder });
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    // PGlite lives inside this one process, and its folder's lock keeps every other process out.
    exclusive: (fn) => fn(),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        await afterClose?.();
      }
    },
  };
}

function openPostgres(options: PostgresOptions): DatabaseHandle {
  const { databaseUrl: connectionString, poolSize = 10, queryTimeoutMs = DEFAULT_QUERY_TIMEOUT_MS } = options;
  const connection = {
    connectionString,
    // Fail fast when the server is unreachable instead of queueing forever.
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5_000,
    // Notice a connection whose other end vanished without a word (a dead NAT entry, a failed-over host).
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
  };
  const pool = new ReleasingPool({
    ...connection,
    max: poolSize,
    idleTimeoutMillis: 30_000,
    // A database that stops answering (rather than refusing) must free the request with a 503, not hang it:
    // the server cancels a slow statement, and the client stops waiting for one that never answers.
    statement_timeout: queryTimeoutMs,
    query_timeout: queryTimeoutMs + 1_000,
    // A transaction whose client vanished mid-way gives back its row locks (a date's seats) within a minute.
    idle_in_transaction_session_timeout: 60_000,
  });
  // An idle client losing its connection must not crash the process.
  pool.on("error", () => {});
  pool.on("connect", abandonOnReadTimeout);
  const db = retryConflicts(drizzlePg(pool, { schema }) as unknown as Database);
  let closed = false;
  return {
    db: db as unknown as Database,
    kind: "postgres",
    async query(text, params) {
      const result = await pool.query(text, params);
      return { rows: result.rows as Record<string, unknown>[] };
    },
    async ping() {
      await pool.query("select 1");
    },
    async migrate() {
      // Its own connection, free of the query timeout: a migration may build an index on a large table.
      const client = new pg.Client(connection);
      await client.connect();
      try {
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
      } finally {
        await client.end();
      }
    },
    listen: async (channel, handlers) => listenPostgres(connection, channel, handlers),
    async exclusive(fn) {
      // Several processes may start together: one migrates and seeds at a time. The lock is waited
      // for on a connection of its own, without the query timeout, for as long as the first one takes.
      const client = new pg.Client(connection);
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        return await fn();
      } finally {
        await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
        await client.end().catch(() => {});
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

/** Times a transaction PostgreSQL ended as a deadlock victim or a serialization conflict is run again. */
export const TRANSACTION_TRIES = 3;
const CONFLICT = new Set(["40P01", "40001"]);

/**
 * Runs a top-level transaction again when PostgreSQL ends it to break a deadlock or a serialization conflict (issue
 * 20): nothing of it was kept, and every transaction here is database work only (providers are called outside them),
 * so running it again is safe. After TRANSACTION_TRIES the error reaches the API, which answers 503 with Retry-After.
 */
export function retryConflicts(db: Database): Database {
  const transaction = db.transaction.bind(db);
  db.transaction = (async (
    run: Parameters<Database["transaction"]>[0],
    config?: Parameters<Database["transaction"]>[1],
  ) => {
    for (let attempt = 1; ; attempt++) {
      try {
        return await transaction(run, config);
      } catch (error) {
        const code =
          (error as { code?: string; cause?: { code?: string } }).code ??
          (error as { cause?: { code?: string } }).cause?.code;
        if (!code || !CONFLICT.has(code) || attempt >= TRANSACTION_TRIES) throw error;
        // A short random pause, so the two sides of a deadlock do not meet again at once.
        await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20 * attempt));
      }
    }
  }) as Database["transaction"];
  return db;
}

/**
 * A pool whose checked-out clients cannot be lost when their connection dies.
 * drizzle-orm 0.45 sends a transaction's BEGIN before the try/finally that
 * releases its client (drizzle-orm#6023, #6241), so a BEGIN on a connection
 * that has just died leaks the client, and a few database outages exhaust the
 * pool for good. A checked-out client also has no 'error' listener, so the
 * same death would crash the process. Here a client that errors while checked
 * out is released at once (pg-pool then discards it), and a later release()
 * does nothing. Found by server/faults.test.ts.
 */
class ReleasingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): void;
  override connect(
    callback?: (err: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
  ): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and guards the client itself.
    if (callback) return super.connect(callback);
    return super.connect().then(releaseOnError);
  }
}

/**
 * pg's query_timeout only stops waiting: the query stays active on the
 * connection, so everything sent after it (the transaction's ROLLBACK, the
 * next request's queries) would wait behind it, and a late answer could be
 * read as another query's. A connection that timed out is closed at once;
 * its client then errors and leaves the pool (releaseOnError below).
 */
function abandonOnReadTimeout(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const abandon = (error: unknown) => {
    if (error instanceof Error && error.message === "Query read timeout") {
      (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    }
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        abandon(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    if (result instanceof Promise) result.catch(abandon);
    return result;
  }) as typeof client.query;
}

function releaseOnError(client: pg.PoolClient): pg.PoolClient {
  const release = client.release.bind(client);
  let released = false;
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off("error", releaseOnce);
    release(error);
  };
  client.on("error", releaseOnce);
  client.release = releaseOnce;
  return client;
}

/** Names of the application's tables, for test resets. */
export async function listTables(db: Database): Promise<string[]> {
  const result = (await db.execute(
    sql`select tablename from pg_tables where schemaname = current_schema() and tablename not like '__drizzle%'`,
  )) as unknown as { rows: { tablename: string }[] };
  return result.rows.map((row) => row.tablename);
}
