// `npm run chaos`: the fault-injection run (issue 20). Not part of `npm test` or CI.
//   npm run chaos -- [--minutes 10] [--seed N] [--clients 6] [--faults kill,terminate,pg-stop] [--outage-seconds 10]
//                    [--keep]
// A PostgreSQL 15 cluster of its own (./postgres-cluster.ts: initdb into a temporary folder, a free port, trust
// authentication), two server processes on one database of it (./servers.ts), and the model's seeded random customer,
// staff, payment and sweep operations (./operations.ts, run by ./money-model.ts) for `--minutes`, while at random
// moments one of:
//   kill       kill -9 one server process, then start it again on its port and wait for its ready line;
//   terminate  pg_terminate_backend() of every connection of the app to its database;
//   pg-stop    pg_ctl stop -m immediate, `--outage-seconds` without PostgreSQL, then pg_ctl start.
// Then the faults stop, the job runners and the e-mail outbox drain (a message claimed by a killed process waits out
// its lease), and the checks run: the model's invariants (./invariants.ts); every request answered or cleanly refused
// (no answer is expected only from a process being killed, a 503 only during a database outage and is counted apart
// outside one; any other 5xx fails); every outbox row written to at most one .eml file, once, with its own
// Message-ID, and no two e-mails of one kind for one booking. Prints the answers by status, the faults and the checks;
// exits 1 on any failure. The cluster is stopped and removed at the end, also on a failure or Ctrl-C; the run's
// folder (server logs, PostgreSQL's log, the .eml files) is removed after a clean run and kept otherwise (or --keep).
// One file, read top to bottom as the run happens (flags, faults, drain, checks, summary): what it shares with the soak
// run (servers, cluster, operations, invariants) is already in the modules it imports.
import { mkdir, mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "#db/db.server";
import { checkInvariants, invariantsTable, violationsText, type InvariantResult, type Query } from "./invariants";
import { Rng, type CallRecord, type RunStats, type ServerTarget, type Verdict } from "./model-clients";
import { answersTable, logInStaff, runOperations } from "./money-model";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";
import { ADMIN_PASSWORD, drainPostgres, examplesOf, insertFixture, readApiFigures } from "./scenario";
import { killAllModelServers, startModelServer, type ModelServer, type ModelServerOptions } from "./servers";

const FAULT_KINDS = ["kill", "terminate", "pg-stop"] as const;
type FaultKind = (typeof FAULT_KINDS)[number];

const { values } = parseArgs({
  options: {
    minutes: { type: "string", default: "10" },
    seed: { type: "string" },
    clients: { type: "string", default: "6" },
    faults: { type: "string", default: FAULT_KINDS.join(",") },
    "outage-seconds": { type: "string", default: "10" },
    keep: { type: "boolean", default: false },
  },
});
const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const minutes = Number(values.minutes);
const clients = Number(values.clients);
const outageSeconds = Number(values["outage-seconds"]);
const faultKinds = values.faults.split(",").filter(Boolean) as FaultKind[];
if (
  !Number.isInteger(seed) ||
  seed < 0 ||
  !(minutes > 0) ||
  !Number.isInteger(clients) ||
  clients < 1 ||
  !(outageSeconds > 0) ||
  faultKinds.length === 0 ||
  faultKinds.some((kind) => !FAULT_KINDS.includes(kind))
) {
  process.stderr.write(
    "usage: npm run chaos -- [--minutes N] [--seed N] [--clients N] [--faults kill,terminate,pg-stop] [--outage-seconds N] [--keep]\n",
  );
  process.exit(2);
}

/** The driver's own connection (hold expiry, sweep triggers, checks): not one of the app's, so never terminated. */
const DRIVER_APPLICATION = "academy-chaos-driver";
const DATABASE = "academy_chaos";
/** A 503 up to this long after a database outage ended still counts as during it (pools reconnecting). */
const OUTAGE_GRACE_MS = 5_000;
/** The wait between two faults: 15–40 s, so a 10-minute run injects about 20. */
const GAP_MS = [15_000, 40_000] as const;
/** How long a message claimed by a process that died stays claimed (SEND_LEASE_SECONDS of the outbox). */
const MAIL_LEASE_MS = 300_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const say = (line: string) => process.stdout.write(`${line}\n`);
const clock = () => new Date().toISOString().slice(11, 19);
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const range = (values: number[]) =>
  values.length === 0
    ? "-"
    : `${(Math.min(...values) / 1000).toFixed(1)}–${(Math.max(...values) / 1000).toFixed(1)} s (mean ${seconds(values.reduce((sum, v) => sum + v, 0) / values.length)})`;

type Fault = {
  kind: FaultKind;
  /** Wall clock, for the logs. */
  at: Date;
  detail: string;
  /** Kill → ready again, or PostgreSQL started → both servers ready; terminations: undefined. */
  recoveryMs?: number;
  /** pg-stop: the stop → both servers ready again. */
  outageMs?: number;
  failed?: string;
};

type Failure = { at: number; text: string };

// ---------------------------------------------------------------------------------------------------------------
// What is running, for the clean-up on any exit.

let cluster: PostgresCluster | undefined;
let runDir: string | undefined;

let interrupted = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  // Kept for repeats (Ctrl-C reaches tsx and this process both): a second signal must not end the clean-up half-way.
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    killAllModelServers();
    cluster?.remove(runDir ? path.join(runDir, "postgresql.log") : undefined);
    process.stderr.write(`\n${signal}: servers and PostgreSQL stopped (seed ${seed}); run folder ${runDir ?? "-"}\n`);
    process.exit(130);
  });
}

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
function robustQuery(pool: pg.Pool): Query {
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

async function adminQuery(text: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: cluster!.url("postgres"), application_name: DRIVER_APPLICATION });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

async function main(): Promise<number> {
  runDir = await mkdtemp(path.join(os.tmpdir(), "academy-chaos-"));
  const logsDir = path.join(runDir, "logs");
  const dataDir = path.join(runDir, "data");
  await mkdir(logsDir);
  const rng = new Rng((seed ^ 0x5eed_c4a0) >>> 0);
  say(
    `chaos run: seed ${seed}, ${minutes} min, ${clients} clients, faults ${faultKinds.join(", ")} (folder ${runDir})`,
  );

  cluster = await startPostgresCluster();
  say(`${clock()} PostgreSQL cluster on port ${cluster.port} (${cluster.folder})`);
  await adminQuery(`create database ${DATABASE}`);
  const databaseUrl = cluster.url(DATABASE);
  const setUp = await openDatabase({ databaseUrl, poolSize: 2 });
  await setUp.migrate();
  const fixture = await insertFixture(setUp);
  await setUp.close();
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3, application_name: DRIVER_APPLICATION });
  pool.on("error", () => {}); // an idle connection lost in an outage; the next query opens another
  const query = robustQuery(pool);

  const serverOptions = (i: number): ModelServerOptions => ({
    name: `server${i + 1}`,
    dataDir,
    databaseUrl,
    adminPassword: ADMIN_PASSWORD,
    logFile: path.join(logsDir, `server${i + 1}.log`),
  });
  const servers: ModelServer[] = [];
  // One after the other: two Vite starts at once race over React Router's generated types.
  for (let i = 0; i < 2; i++) servers.push(await startModelServer(serverOptions(i)));
  const targets: ServerTarget[] = servers.map((server) => ({ name: server.name, url: server.url, restarts: 0 }));
  await logInStaff(targets, ADMIN_PASSWORD);
  say(`${clock()} servers ready: ${targets.map((target) => target.url).join(", ")}`);

  // Database outages as performance.now() spans (end undefined while one lasts), for the 503 verdicts.
  const outages: { from: number; to?: number }[] = [];
  const failures: Failure[] = [];
  const judge = (call: CallRecord): Verdict => {
    if (call.status === 0) {
      if (call.server.down || (call.server.restarts ?? 0) !== call.restartsBefore) {
        return { count: "cut (kill)", serverError: false };
      }
      failures.push({ at: Date.now(), text: `${call.op} on ${call.server.name}: no answer (${call.body})` });
      return { count: "no answer", serverError: true };
    }
    if (call.status === 503) {
      const during = outages.some(
        (outage) => call.endedAt >= outage.from && call.startedAt <= (outage.to ?? Infinity) + OUTAGE_GRACE_MS,
      );
      return { count: during ? "503 (outage)" : "503", serverError: false };
    }
    if (call.status >= 500) {
      failures.push({
        at: Date.now(),
        text: `${call.op} on ${call.server.name}: ${call.status} ${call.body.slice(0, 300)}`,
      });
      return { count: String(call.status), serverError: true };
    }
    return { count: String(call.status), serverError: false };
  };

  // ---------------------------------------------------------------------------------------------------------------
  // The faults, one at a time at random moments, until the deadline.

  const faults: Fault[] = [];
  const started = Date.now();
  const deadline = started + minutes * 60_000;
  let faultsOver = false;

  async function waitReady(target: ServerTarget, timeoutMs = 120_000): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const response = await fetch(`${target.url}/api/health/ready`, { signal: AbortSignal.timeout(5_000) }).catch(
        () => undefined,
      );
      if (response?.status === 200) return;
      if (Date.now() > until) throw new Error(`${target.name} not ready ${timeoutMs / 1000} s after the outage`);
      await sleep(100);
    }
  }

  async function inject(kind: FaultKind): Promise<Fault> {
    const at = new Date();
    if (kind === "kill") {
      const i = rng.int(servers.length);
      const server = servers[i]!;
      const target = targets[i]!;
      const pid = server.child.pid;
      const killedAt = performance.now();
      target.down = true;
      if (server.child.exitCode === null && server.child.signalCode === null) {
        const exited = new Promise((resolve) => server.child.once("exit", resolve));
        server.child.kill("SIGKILL");
        await exited;
      }
      const port = Number(new URL(target.url).port);
      servers[i] = await startModelServer({ ...serverOptions(i), port });
      target.restarts = (target.restarts ?? 0) + 1;
      target.down = false;
      const recoveryMs = performance.now() - killedAt;
      return { kind, at, detail: `kill -9 ${server.name} (pid ${pid}), restarted and ready`, recoveryMs };
    }
    if (kind === "terminate") {
      const outage: { from: number; to?: number } = { from: performance.now() };
      outages.push(outage);
      const [row] = await adminQuery(
        `select count(*) filter (where pg_terminate_backend(pid))::int as terminated from pg_stat_activity
         where datname = '${DATABASE}' and pid <> pg_backend_pid() and application_name <> '${DRIVER_APPLICATION}'`,
      );
      outage.to = performance.now();
      return { kind, at, detail: `pg_terminate_backend: ${Number(row?.terminated)} connections` };
    }
    const outage: { from: number; to?: number } = { from: performance.now() };
    outages.push(outage);
    try {
      await cluster!.stopImmediately();
      await sleep(outageSeconds * 1000);
      await cluster!.start();
      const startedAt = performance.now();
      await Promise.all(targets.map((target) => waitReady(target)));
      return {
        kind,
        at,
        detail: `pg_ctl stop -m immediate, ${outageSeconds} s down, pg_ctl start; both servers ready ${seconds(performance.now() - outage.from)} after the stop`,
        recoveryMs: performance.now() - startedAt,
        outageMs: performance.now() - outage.from,
      };
    } finally {
      outage.to = performance.now();
    }
  }

  async function faultLoop() {
    // The first faults take each kind once, in a random order; then any kind at random.
    const firstRound = [...faultKinds].sort(() => rng.next() - 0.5);
    while (Date.now() < deadline) {
      const gap = GAP_MS[0] + rng.int(GAP_MS[1] - GAP_MS[0]);
      if (Date.now() + gap >= deadline) break;
      await sleep(gap);
      const kind = firstRound.shift() ?? rng.pick(faultKinds)!;
      say(`${clock()} fault: ${kind}`);
      try {
        const fault = await inject(kind);
        faults.push(fault);
        say(
          `${clock()}   ${fault.detail}${fault.recoveryMs === undefined ? "" : `; recovered in ${seconds(fault.recoveryMs)}`}`,
        );
      } catch (error) {
        const text = error instanceof Error ? error.message : String(error);
        faults.push({ kind, at: new Date(), detail: "failed", failed: text });
        failures.push({ at: Date.now(), text: `fault ${kind} did not recover: ${text}` });
        say(`${clock()}   FAILED: ${text}`);
        return; // no more faults on a system that did not come back
      }
    }
  }

  // ---------------------------------------------------------------------------------------------------------------
  // Traffic and faults together, then the drain and the checks.

  let done = 0;
  const traffic = runOperations({
    seed,
    operations: 0,
    clients,
    servers: targets,
    fixture,
    query,
    outboxDirs: [path.join(dataDir, "outbox")],
    until: () => faultsOver && Date.now() >= deadline,
    judge,
    sweepIntervalMs: 15_000,
    onProgress: (count) => {
      done = count;
    },
  });
  const progress = setInterval(() => say(`${clock()}   ${done} operations done`), 60_000);
  let stats: RunStats;
  try {
    await faultLoop();
    faultsOver = true;
    stats = await traffic;
  } finally {
    faultsOver = true;
    clearInterval(progress);
  }
  say(`${clock()} traffic stopped: ${stats.operationsDone} operations in ${seconds(stats.elapsedMs)}; draining`);

  // Every target up (a failed restart leaves one down): the drain needs the job runners, the checks the APIs.
  const drainStarted = Date.now();
  await drainPostgres(query, 360_000);
  const mailDrain = await drainOutbox(query, MAIL_LEASE_MS + 90_000);
  say(`${clock()} drained in ${seconds(Date.now() - drainStarted)}${mailDrain ? `; ${mailDrain}` : ""}`);

  const live = targets.filter((target) => !target.down);
  const api = await readApiFigures(live, stats);
  const results = await checkInvariants(query, api);
  const examples = await examplesOf(query, results);
  const mail = await checkMail(query, dataDir, logsDir);
  await pool.end();

  // Stop the servers before reading their logs' last lines, then the cluster (its log kept in the run folder).
  await Promise.all(servers.map((server) => server.stop()));
  cluster.remove(path.join(runDir, "postgresql.log"));
  cluster = undefined;

  const violated = results.filter((result) => result.violations.length > 0);
  const failed = failures.length > 0 || violated.length > 0 || mail.failures.length > 0;
  say("");
  say(
    summary({
      stats,
      faults,
      results,
      mail,
      failures,
      minutes: (Date.now() - started) / 60_000,
    }),
  );
  if (violated.length > 0) say(`\nViolations:\n${violationsText(results)}\n\nViolating bookings:\n${examples}`);
  if (failures.length > 0) {
    say(`\nServer failures (${failures.length}):`);
    for (const failure of failures.slice(0, 20)) say(`  ${new Date(failure.at).toISOString()} ${failure.text}`);
    say(`\nLog lines near them:\n${await evidence(failures, logsDir, path.join(runDir, "postgresql.log"))}`);
  }
  say(
    `\nResult: ${failed ? "FAIL" : "PASS"} (seed ${seed}; re-run: npm run chaos -- --minutes ${minutes} --seed ${seed})`,
  );
  if (failed || values.keep) say(`Run folder kept: ${runDir} (logs/, postgresql.log, data/outbox/)`);
  else await rm(runDir, { recursive: true, force: true });
  return failed ? 1 : 0;
}

/** Waits until no e-mail is pending (a message claimed by a killed process comes back after its lease). */
async function drainOutbox(query: Query, timeoutMs: number): Promise<string> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [row] = await query("select count(*)::int as pending from email_outbox where status = 'pending'");
    const pending = Number(row?.pending ?? 0);
    if (pending === 0) return "";
    if (Date.now() > until) return `${pending} e-mails still pending after ${seconds(timeoutMs)}`;
    await sleep(2_000);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Each e-mail once.

type MailReport = {
  rows: Record<string, number>;
  files: number;
  writes: number;
  /** "already written; not written again": a message claimed again after its sender died, not sent twice. */
  resendsPrevented: number;
  leftoverTemporaryFiles: number;
  /** Written to a file, row not marked sent yet (claimed by a killed process, lease not over). */
  writtenNotMarked: number;
  failures: string[];
};

async function checkMail(query: Query, dataDir: string, logsDir: string): Promise<MailReport> {
  const failures: string[] = [];
  const outboxDir = path.join(dataDir, "outbox");
  const names = await readdir(outboxDir).catch(() => [] as string[]);
  const files = names.filter((name) => name.endsWith(".eml"));
  const rows = await query("select id, status, kind, booking_id from email_outbox");
  const byId = new Map(rows.map((row) => [String(row.id), row]));
  const statusCounts: Record<string, number> = {};
  for (const row of rows) statusCounts[String(row.status)] = (statusCounts[String(row.status)] ?? 0) + 1;

  // Every write the servers logged, by file: a row's file written twice is a message sent twice.
  const writes = new Map<string, number>();
  let resendsPrevented = 0;
  for (const log of await readdir(logsDir)) {
    const text = await readFile(path.join(logsDir, log), "utf8");
    for (const line of text.split("\n")) {
      if (!line.includes("e-mail")) continue;
      let entry: { msg?: string; file?: string };
      try {
        entry = JSON.parse(line) as { msg?: string; file?: string };
      } catch {
        continue;
      }
      if (entry.msg?.startsWith("e-mail written to file") && entry.file) {
        const name = path.basename(entry.file);
        writes.set(name, (writes.get(name) ?? 0) + 1);
      } else if (entry.msg?.startsWith("e-mail file already written")) {
        resendsPrevented++;
      }
    }
  }
  for (const [name, count] of writes) if (count > 1) failures.push(`${name} written ${count} times`);

  const messageIds = new Map<string, string>();
  let writtenNotMarked = 0;
  for (const name of files) {
    const id = name.slice(0, -".eml".length);
    const row = byId.get(id);
    if (!row) failures.push(`${name}: no outbox row ${id}`);
    else if (row.status === "pending") writtenNotMarked++;
    else if (row.status !== "sent") failures.push(`${name}: written, but its row is ${String(row.status)}`);
    const raw = await readFile(path.join(outboxDir, name), "utf8");
    const messageId = /^Message-ID:\s*(<[^>]+>)/im.exec(raw)?.[1];
    if (!messageId?.startsWith(`<outbox-${id}@`)) failures.push(`${name}: Message-ID ${String(messageId)}`);
    else if (messageIds.has(messageId))
      failures.push(`${name}: Message-ID ${messageId} also in ${messageIds.get(messageId)}`);
    else messageIds.set(messageId, name);
  }
  const fileSet = new Set(files);
  for (const row of rows) {
    if (row.status === "sent" && !fileSet.has(`${String(row.id)}.eml`)) {
      failures.push(`outbox row ${String(row.id)} (${String(row.kind)}) is marked sent but no file was written`);
    }
  }
  const twice = await query(`
    select kind, booking_id, count(*)::int as n from email_outbox
    where booking_id is not null group by kind, booking_id having count(*) > 1`);
  for (const row of twice) {
    failures.push(`${Number(row.n)} e-mails '${String(row.kind)}' for booking ${String(row.booking_id)}`);
  }
  return {
    rows: statusCounts,
    files: files.length,
    writes: [...writes.values()].reduce((sum, n) => sum + n, 0),
    resendsPrevented,
    leftoverTemporaryFiles: names.filter((name) => name.endsWith(".tmp")).length,
    writtenNotMarked,
    failures,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The report.

function summary(report: {
  stats: RunStats;
  faults: Fault[];
  results: InvariantResult[];
  mail: MailReport;
  failures: Failure[];
  minutes: number;
}): string {
  const { stats, faults, results, mail } = report;
  const byStatus = new Map<string, number>();
  for (const counts of stats.answers.values()) {
    for (const [status, n] of counts) byStatus.set(status, (byStatus.get(status) ?? 0) + n);
  }
  const requests = [...byStatus].filter(([status]) => status !== "skip" && status !== "sql");
  const total = requests.reduce((sum, [, n]) => sum + n, 0);
  const faultRows = [...FAULT_KINDS].map((kind) => {
    const ofKind = faults.filter((fault) => fault.kind === kind);
    const recoveries = ofKind.flatMap((fault) => (fault.recoveryMs === undefined ? [] : [fault.recoveryMs]));
    const detail =
      kind === "terminate"
        ? `connections terminated: ${ofKind.map((fault) => /(\d+) connections/.exec(fault.detail)?.[1] ?? "?").join(", ") || "-"}`
        : recoveries.length > 0
          ? `${kind === "kill" ? "kill → ready" : "pg_ctl start done → both ready"} ${range(recoveries)}${
              kind === "pg-stop" ? `; stop → both ready ${range(ofKind.flatMap((fault) => fault.outageMs ?? []))}` : ""
            }`
          : "-";
    const failedCount = ofKind.filter((fault) => fault.failed).length;
    return `  ${kind.padEnd(10)} ${String(ofKind.length).padStart(5)}   ${detail}${failedCount > 0 ? `; ${failedCount} FAILED` : ""}`;
  });
  return [
    `Chaos run — seed ${seed}: ${stats.operationsDone} operations (${total} requests) by ${clients} clients on 2 processes, PostgreSQL 15, ${report.minutes.toFixed(1)} min in all`,
    "",
    "Answers by operation and status ('cut (kill)': no answer from a process being killed; '503 (outage)': during a database outage or 5 s after):",
    answersTable(stats.answers),
    "",
    "Requests by status:",
    ...requests
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([status, n]) => `  ${status.padEnd(14)} ${String(n).padStart(7)}  ${((100 * n) / total).toFixed(2)}%`),
    "",
    "Faults injected:",
    `  ${"kind".padEnd(10)} ${"count".padStart(5)}   recovery`,
    ...faultRows,
    "",
    "Invariants:",
    invariantsTable(results),
    `  no 5xx but 503, every request answered  ${report.failures.length === 0 ? "held" : `VIOLATED ×${report.failures.length}`}`,
    "",
    "E-mail:",
    `  outbox rows ${Object.entries(mail.rows)
      .map(([status, n]) => `${status} ${n}`)
      .join(", ")}; .eml files ${mail.files}; writes logged ${mail.writes}`,
    `  re-sends prevented (claimed again after a kill, file already there) ${mail.resendsPrevented}; written but not yet marked sent ${mail.writtenNotMarked}; temporary files left ${mail.leftoverTemporaryFiles}`,
    `  each e-mail once (one file per row, written once, own Message-ID; one per kind and booking)  ${
      mail.failures.length === 0 ? "held" : `VIOLATED ×${mail.failures.length}`
    }`,
    ...mail.failures.slice(0, 10).map((failure) => `    - ${failure}`),
  ].join("\n");
}

/** The servers' error lines and PostgreSQL's ERROR lines within 3 s of each failure. */
async function evidence(failures: Failure[], logsDir: string, postgresLog: string): Promise<string> {
  const near = (at: number) => failures.some((failure) => Math.abs(failure.at - at) <= 3_000);
  const lines: string[] = [];
  for (const log of await readdir(logsDir)) {
    const text = await readFile(path.join(logsDir, log), "utf8");
    for (const line of text.split("\n")) {
      if (!/"level":(50|60)|"statusCode":5(0[0-24-9]|[1-9]\d)/.test(line)) continue;
      const time = Number(/"time":(\d+)/.exec(line)?.[1]);
      if (near(time)) lines.push(`${log}: ${line.slice(0, 800)}`);
    }
  }
  const postgres = await readFile(postgresLog, "utf8").catch(() => "");
  for (const line of postgres.split("\n")) {
    const stamp = /^(\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d+) UTC/.exec(line)?.[1];
    if (!stamp || !/ERROR|DETAIL/.test(line)) continue;
    if (near(Date.parse(`${stamp.replace(" ", "T")}Z`))) lines.push(`postgresql.log: ${line.slice(0, 800)}`);
  }
  return lines.slice(0, 60).join("\n") || "  (none found)";
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  process.stderr.write(
    `chaos run failed (seed ${seed}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  if (runDir) process.stderr.write(`Run folder kept: ${runDir}\n`);
} finally {
  killAllModelServers();
  cluster?.remove(runDir ? path.join(runDir, "postgresql.log") : undefined);
}
process.exit(exitCode);
