// The chaos run's own connections to its PostgreSQL cluster (./chaos.ts): the driver's SQL, which waits out an
// outage, and the cluster's maintenance database, for creating the run's database and terminating the app's
// connections to it.
import pg from "pg";
import { sleep } from "#test/support/wait";
import type { Query } from "./invariants";
import type { PostgresCluster } from "./postgres-cluster";

/** The driver's own connection (hold expiry, sweep triggers, checks): not one of the app's, so never terminated. */
export const DRIVER_APPLICATION = "academy-chaos-driver";
export const DATABASE = "academy_chaos";

/** node-postgres and PostgreSQL errors that mean "the database is not there right now". */
function isTransient(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    (code !== undefined && (/^(08|57P0)/.test(code) || ["ECONNREFUSED", "ECONNRESET", "EPIPE"].includes(code))) ||
    /Connection terminated|connection timeout|terminating connection|ECONNREFUSED|starting up|shutting down/i.test(
      message ?? "",
    )
  );
}

/** The driver's SQL, retried for up to 90 s while the database is away (a stop, a restart). */
export function robustQuery(pool: pg.Pool): Query {
  return async (text, params) => {
    const deadline = Date.now() + 90_000;
    for (;;) {
      try {
        return (await pool.query(text, params)).rows;
      } catch (error) {
        if (!isTransient(error) || Date.now() > deadline) throw error;
        await sleep(500);
      }
    }
  };
}

/** One statement on the cluster's maintenance database, as the driver (so never one of the app's connections). */
export async function adminQuery(cluster: PostgresCluster, text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: cluster.url("postgres"), application_name: DRIVER_APPLICATION });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/** pg_terminate_backend() of every connection of the app to the run's database; how many there were. */
export async function terminateAppConnections(cluster: PostgresCluster): Promise<number> {
  const [row] = await adminQuery(
    cluster,
    `select count(*) filter (where pg_terminate_backend(pid))::int as terminated from pg_stat_activity
     where datname = '${DATABASE}' and pid <> pg_backend_pid() and application_name <> '${DRIVER_APPLICATION}'`,
  );
  return Number(row?.terminated);
}
