// A throw-away database on a PostgreSQL server for the two-process contention
// run: created through an admin connection (BENCH_DATABASE_URL), dropped at the
// end, and dropped on exit too if the bench dies before it gets there.
import { randomBytes } from "node:crypto";
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const DEFAULT_BENCH_DATABASE_URL = "postgres://postgres@127.0.0.1:5432/test";
export const BENCH_DATABASE_PREFIX = "academy_bench_";
const CONNECT_TIMEOUT_MS = 5_000;

export class PostgresUnavailableError extends Error {
  override name = "PostgresUnavailableError";
}

/** academy_bench_<unix seconds>_<8 hex digits>: unique per run, and tells a leftover's age. */
export function benchDatabaseName(now = Date.now(), random = randomBytes(4).toString("hex")): string {
  if (!/^[0-9a-f]+$/.test(random)) throw new Error(`not a hex suffix: ${random}`);
  return `${BENCH_DATABASE_PREFIX}${Math.floor(now / 1000)}_${random}`;
}

/** The admin URL pointing at another database on the same server, with the same credentials and parameters. */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The URL without its password, fit to print. */
export function redactUrl(value: string): string {
  try {
    const url = new URL(value);
    if (url.password) url.password = "***";
    return url.toString();
  } catch {
    return "(not a URL)";
  }
}

export type ThrowawayDatabase = { name: string; url: string; drop: () => Promise<void> };

/** Creates the database, or throws PostgresUnavailableError when the server cannot be reached or refuses. */
export async function createThrowawayDatabase(adminUrl: string): Promise<ThrowawayDatabase> {
  const name = benchDatabaseName();
  try {
    await withAdmin(adminUrl, (client) => client.query(`create database "${name}"`));
  } catch (error) {
    throw new PostgresUnavailableError(
      `PostgreSQL unreachable at ${redactUrl(adminUrl)} (set BENCH_DATABASE_URL): ${errorText(error)}`,
    );
  }
  // Ctrl-C or a crash exits without awaiting anything: drop it from a child process, synchronously.
  const dropOnExit = () => dropSync(adminUrl, name);
  process.once("exit", dropOnExit);
  let dropped = false;
  return {
    name,
    url: databaseUrlFor(adminUrl, name),
    drop: async () => {
      if (dropped) return;
      // WITH (FORCE): a server that has not let go of its connections yet must not keep the database alive.
      await withAdmin(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      dropped = true;
      process.off("exit", dropOnExit);
    },
  };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

function dropSync(adminUrl: string, name: string): void {
  const script =
    "const pg = require('pg'); const c = new pg.Client({ connectionString: process.env.ADMIN_URL });" +
    'c.connect().then(() => c.query(`drop database if exists "${process.env.DB_NAME}" with (force)`))' +
    ".finally(() => c.end()).catch((e) => { console.error(e.message); process.exit(1); });";
  spawnSync(process.execPath, ["-e", script], {
    cwd: ROOT,
    env: { ...process.env, ADMIN_URL: adminUrl, DB_NAME: name },
    stdio: "inherit",
    timeout: 15_000,
  });
}

function errorText(error: unknown): string {
  if (error instanceof AggregateError && error.errors.length > 0) return errorText(error.errors[0]);
  if (error instanceof Error) {
    const code = (error as NodeJS.ErrnoException).code;
    return error.message
      ? code && !error.message.includes(code)
        ? `${code} ${error.message}`
        : error.message
      : (code ?? "error");
  }
  return String(error);
}
