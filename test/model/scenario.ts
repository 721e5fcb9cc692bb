// One model run from start to finish: a fresh database with a course of four small dates, real server processes on
// it (two on PostgreSQL, one on an embedded PGlite folder), the seeded random operations (./money-model.ts), a final
// drain of the job table, then the invariants (./invariants.ts) over the database and what the APIs show.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type DatabaseHandle } from "#db/db.server";
import { addDays, londonToday } from "#app/shared/dates";
import { insertCourse, insertInstance } from "#test/support/factories";
import { createServerDatabase } from "#test/support/test-database";
import { checkInvariants, type ApiFigures, type InvariantResult, type Query } from "./invariants";
import type { Fixture, RunStats, ServerTarget } from "./model-clients";
import { logInStaff, runOperations } from "./money-model";
import { queueSweeps } from "./sweep-operations";
import { startModelServer, type ModelServer } from "./servers";

export type ScenarioOptions = {
  seed: number;
  operations: number;
  clients: number;
  /** A PostgreSQL server URL (a fresh database is made on it) for two processes; without it, one on PGlite. */
  postgresUrl?: string;
  processes?: number;
  /** Waves of operations with `pauseMs` between them (job runners tick every 15 s): default one per 400 operations. */
  waves?: number;
  pauseMs?: number;
  log?: (line: string) => void;
};

export type ScenarioReport = {
  seed: number;
  database: "postgres" | "pglite";
  processes: number;
  stats: RunStats;
  results: InvariantResult[];
  /** For up to a few violating bookings: their timeline and ledger, in time order. */
  examples: string;
  dataDir: string;
  databaseUrl?: string;
  serverOutput: string;
};

export const ADMIN_PASSWORD = "Model-Test-Admin-2026";
/** Four dates of one course, seats 4/4/2/2, prices £249/£299/£199/£149: small enough to fill, far enough to change. */
const DATES = [
  { days: 30, seats: 4, price: 24_900 },
  { days: 40, seats: 4, price: 29_900 },
  { days: 50, seats: 2, price: 19_900 },
  { days: 60, seats: 2, price: 14_900 },
];

export async function insertFixture(handle: DatabaseHandle): Promise<Fixture> {
  const course = await insertCourse(handle.db, { title: "Model SIA Door Supervisor", price: 24_900, durationDays: 1 });
  const today = londonToday();
  const dates = [];
  for (const date of DATES) {
    const row = await insertInstance(handle.db, {
      courseId: course.id,
      startDate: addDays(today, date.days),
      maxSeats: date.seats,
      price: date.price,
    });
    dates.push({ id: row.id, price: date.price, seats: date.seats });
  }
  // The first-aid bundle (decision 026): few seats on each side, so bundles race each other for the last one.
  const flagged = await insertCourse(handle.db, {
    title: "Model SIA Security Officer",
    price: 24_900,
    durationDays: 1,
    needsFirstAidCertificate: true,
  });
  const flaggedDate = await insertInstance(handle.db, {
    courseId: flagged.id,
    startDate: addDays(today, 35),
    maxSeats: 3,
  });
  const efaw = await insertCourse(handle.db, { slug: "efaw", title: "Model EFAW", price: 9_500, durationDays: 1 });
  const efawDateIds = [];
  for (const days of [20, 25]) {
    efawDateIds.push(
      (await insertInstance(handle.db, { courseId: efaw.id, startDate: addDays(today, days), maxSeats: 2 })).id,
    );
  }
  return {
    courseId: course.id,
    dates,
    bundle: { courseId: flagged.id, dateId: flaggedDate.id, price: 24_900, efawDateIds },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runScenario(options: ScenarioOptions): Promise<ScenarioReport> {
  const log = options.log ?? (() => {});
  const database = options.postgresUrl ? "postgres" : "pglite";
  const processes = options.processes ?? (options.postgresUrl ? 2 : 1);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "academy-model-"));
  const servers: ModelServer[] = [];
  let pool: pg.Pool | undefined;
  let databaseUrl: string | undefined;
  try {
    // The database, migrated, with the course and its dates; the servers find it not empty and seed nothing.
    let fixture: Fixture;
    if (options.postgresUrl) {
      databaseUrl = await createServerDatabase(options.postgresUrl);
      const handle = await openDatabase({ databaseUrl, poolSize: 2 });
      await handle.migrate();
      fixture = await insertFixture(handle);
      await handle.close();
      pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
    } else {
      const handle = await openDatabase({ dataDir, purpose: "model test set-up" });
      await handle.migrate();
      fixture = await insertFixture(handle);
      await handle.close();
    }
    const query: Query | undefined = pool ? async (text, params) => (await pool!.query(text, params)).rows : undefined;
    log(
      `model run: seed ${options.seed}, ${options.operations} operations, ${options.clients} clients, ${processes} process(es) on ${database} (data ${dataDir})`,
    );

    // One after the other: two Vite starts at once race over React Router's generated types.
    for (let i = 0; i < processes; i++) {
      servers.push(
        await startModelServer({ name: `server${i + 1}`, dataDir, databaseUrl, adminPassword: ADMIN_PASSWORD }),
      );
    }
    const targets: ServerTarget[] = servers.map((server) => ({ name: server.name, url: server.url }));
    await logInStaff(targets, ADMIN_PASSWORD);
    log(`servers ready: ${targets.map((target) => target.url).join(", ")}`);

    const stats = await runOperations({
      seed: options.seed,
      operations: options.operations,
      clients: options.clients,
      servers: targets,
      fixture,
      query,
      outboxDirs: [path.join(dataDir, "outbox")],
      waves: options.waves ?? Math.max(1, Math.ceil(options.operations / 400)),
      pauseMs: options.pauseMs ?? 20_000,
      onProgress: (done) => log(`  ${done} operations done`),
    });
    log(`operations done in ${(stats.elapsedMs / 1000).toFixed(1)} s; draining jobs`);

    if (query) await drainPostgres(query);
    else await drainThroughApi(targets[0]!);
    const api = await readApiFigures(targets, stats);

    let results: InvariantResult[];
    let examples: string;
    if (query) {
      results = await checkInvariants(query, api);
      examples = await examplesOf(query, results);
    } else {
      // The embedded database has one user at a time: stop the server, then read its folder.
      await Promise.all(servers.map((server) => server.stop()));
      const handle = await openDatabase({ dataDir, purpose: "model test checks" });
      try {
        const pgliteQuery: Query = async (text, params) => (await handle.query(text, params)).rows;
        results = await checkInvariants(pgliteQuery, api);
        examples = await examplesOf(pgliteQuery, results);
      } finally {
        await handle.close();
      }
    }
    return {
      seed: options.seed,
      database,
      processes,
      stats,
      results,
      examples,
      dataDir,
      databaseUrl,
      serverOutput: servers.map((server) => `=== ${server.name}\n${server.output().slice(-20_000)}`).join("\n"),
    };
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await pool?.end();
  }
}

/** Removes what a run left on disk (its data folder) and its PostgreSQL database. */
export async function cleanUpScenario(report: Pick<ScenarioReport, "dataDir" | "databaseUrl">, postgresUrl?: string) {
  await rm(report.dataDir, { recursive: true, force: true });
  if (report.databaseUrl && postgresUrl) {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(`drop database if exists "${new URL(report.databaseUrl).pathname.slice(1)}" with (force)`);
    } finally {
      await client.end();
    }
  }
}

/**
 * Queues every minute sweep and waits until the servers' job runners have run all that is due (twice: a sweep may
 * queue more work, such as refunds), so what the invariants read is settled.
 */
export async function drainPostgres(query: Query, timeoutMs = 150_000) {
  const deadline = Date.now() + timeoutMs;
  for (const round of [1, 2]) {
    await queueSweeps(query, `model-final-${round}-${Date.now()}`);
    for (;;) {
      const [row] = await query(`
        select
          (select count(*) from job where (status = 'queued' and run_at <= now()) or status = 'running')::int as due,
          (select count(*) from payment where kind = 'refund' and state = 'pending' and provider <> 'manual')::int as refunds`);
      if (Number(row!.due) === 0 && Number(row!.refunds) === 0) break;
      if (Date.now() > deadline) return;
      await sleep(1_000);
    }
  }
}

/** PGlite cannot be read while its server runs: wait for a job-runner tick and for card refunds to settle. */
async function drainThroughApi(server: ServerTarget, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  const earliestEnd = Date.now() + 20_000;
  for (;;) {
    const response = await fetch(`${server.url}/api/admin/refunds`, { headers: { Cookie: server.staffCookie! } });
    const refunds = response.ok ? ((await response.json()) as { state: string; byHand?: boolean }[]) : [];
    const waiting = refunds.filter((refund) => refund.state === "pending" && !refund.byHand).length;
    if ((waiting === 0 && Date.now() >= earliestEnd) || Date.now() > deadline) return;
    await sleep(1_000);
  }
}

type StaffRow = { id: string; amountPaid?: number; amountHeld?: number; overpaid?: number; needsRefund?: boolean };

/** What the staff API and each booking's customer API show now. */
export async function readApiFigures(servers: ServerTarget[], stats: RunStats): Promise<ApiFigures> {
  const server = servers[0]!;
  const staff: ApiFigures["staff"] = new Map();
  const customer: ApiFigures["customer"] = new Map();
  const list = await fetch(`${server.url}/api/admin/bookings`, { headers: { Cookie: server.staffCookie! } });
  if (!list.ok) throw new Error(`GET /api/admin/bookings: ${list.status} ${await list.text()}`);
  for (const row of (await list.json()) as StaffRow[]) staff.set(row.id, row);
  for (const booking of stats.bookings) {
    const response = await fetch(
      `${servers[customer.size % servers.length]!.url}/api/bookings/by-token/${booking.token}`,
    );
    if (response.status === 200) customer.set(booking.id, (await response.json()) as StaffRow);
  }
  return { staff, customer };
}

/** Each violating booking's timeline and ledger (up to `limit` bookings), as the sequence that broke the invariant. */
export async function examplesOf(query: Query, results: InvariantResult[], limit = 4): Promise<string> {
  const ids = [
    ...new Set(results.flatMap((result) => result.violations.flatMap((violation) => violation.bookingId ?? []))),
  ].slice(0, limit);
  const parts: string[] = [];
  for (const id of ids) {
    const [booking] = await query("select reference, status, total_price, needs_refund from booking where id = $1", [
      id,
    ]);
    const events = await query(
      `select at, kind || ' by ' || actor || ': ' || text as line from booking_event where booking_id = $1
       union all
       select created_at, 'ledger ' || kind || ' ' || amount || ' ' || state || ' via ' || provider ||
         coalesce(' (' || method || ')', '') || coalesce(' refund of ' || refund_of, '') || ' [' || id || ']'
       from payment where booking_id = $1
       order by 1`,
      [id],
    );
    parts.push(
      `booking ${String(booking?.reference)} ${id} — now ${String(booking?.status)}, price ${String(booking?.total_price)}, needsRefund ${String(booking?.needs_refund)}\n` +
        events
          .map((event) => `  ${new Date(String(event.at)).toISOString().slice(11, 23)}  ${String(event.line)}`)
          .join("\n"),
    );
  }
  return parts.join("\n");
}
