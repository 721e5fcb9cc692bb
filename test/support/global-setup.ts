// With TEST_DATABASE_URL, each worker creates its own database; this removes
// them after the run (and any left behind by an interrupted run).
import pg from "pg";

export const TEST_DATABASE_PREFIX = "academy_test_";

async function dropTestDatabases(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>("select datname from pg_database where datname like $1", [
      `${TEST_DATABASE_PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      await client.query(`drop database if exists "${datname}" with (force)`);
    }
  } finally {
    await client.end();
  }
}

export default async function setup() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  await dropTestDatabases(url);
  return () => dropTestDatabases(url);
}
