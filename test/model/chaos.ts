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
// The faults are in ./chaos-faults.ts, the e-mail check in ./chaos-mail.ts, the summary in ./chaos-report.ts and the
// driver's connections in ./chaos-database.ts; this file is the run as it happens (flags, setup, traffic and faults,
// drain, checks). What it shares with the soak run (servers, cluster, operations, invariants) is in the modules it
// imports.
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { openDatabase } from "#db/db.server";
import { sleep } from "#test/support/wait";
import { adminQuery, DATABASE, DRIVER_APPLICATION, robustQuery } from "./chaos-database";
import { FAULT_KINDS, injectFault, type Fault, type FaultKind, type FaultScene, type Outage } from "./chaos-faults";
import { checkMail, drainOutbox } from "./chaos-mail";
import { evidence, summary, type Failure } from "./chaos-report";
import { seconds } from "./seconds";
import { checkInvariants, violationsText } from "./invariants";
import { Rng, type CallRecord, type RunStats, type ServerTarget, type Verdict } from "./model-clients";
import { logInStaff, runOperations } from "./money-model";
import { startPostgresCluster, type PostgresCluster } from "./postgres-cluster";
import { ADMIN_PASSWORD, drainPostgres, examplesOf, insertFixture, readApiFigures } from "./scenario";
import { killAllModelServers, startModelServer, type ModelServer, type ModelServerOptions } from "./servers";

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

/** A 503 up to this long after a database outage ended still counts as during it (pools reconnecting). */
const OUTAGE_GRACE_MS = 5_000;
/** The wait between two faults: 15–40 s, so a 10-minute run injects about 20. */
const GAP_MS = [15_000, 40_000] as const;
/** How long a message claimed by a process that died stays claimed (SEND_LEASE_SECONDS of the outbox). */
const MAIL_LEASE_MS = 300_000;

const say = (line: string) => process.stdout.write(`${line}\n`);
const clock = () => new Date().toISOString().slice(11, 19);

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
  await adminQuery(cluster, `create database ${DATABASE}`);
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

  const outages: Outage[] = [];
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
  const scene: FaultScene = { servers, targets, serverOptions, cluster, rng, outages, outageSeconds };

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
        const fault = await injectFault(scene, kind);
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
      seed,
      clients,
      kinds: FAULT_KINDS,
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
