// With TEST_DATABASE_URL, each worker creates its own database named after
// this run; this drops them afterwards, and any a crashed run left behind
// more than two hours ago. Runs that overlap (two terminals, CI) never drop
// each other's databases.
import { randomBytes } from "node:crypto";
import pg from "pg";

export const TEST_DATABASE_PREFIX = "academy_test_";
const STALE_AFTER_SECONDS = 2 * 60 * 60;

async function dropDatabases(url: string, shouldDrop: (name: string) => boolean) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows.filter((row) => shouldDrop(row.datname))) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

/** academy_test_<unix seconds>_<random>_… : the time tells stale databases apart. */
const createdAt = (name: string) => Number(name.slice(TEST_DATABASE_PREFIX.length).split("_")[0]);

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const runPrefix = `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(3).toString("hex")}_`;
  // Workers start after global setup and inherit this.
  process.env.TEST_DATABASE_RUN_PREFIX = runPrefix;
  const now = Date.now() / 1000;
  await dropDatabases(url, (name) => now - createdAt(name) > STALE_AFTER_SECONDS);
  return () => dropDatabases(url, (name) => name.startsWith(runPrefix));
}
