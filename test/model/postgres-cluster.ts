// A throw-away PostgreSQL cluster for the fault-injection run (./chaos.ts): initdb into a temporary folder, started
// with pg_ctl on a free port with trust authentication, so it can be stopped and started again (pg_ctl stop -m
// immediate) without touching the shared server on 5432. As root, every PostgreSQL command runs as the `postgres` OS
// user, which owns the folder. The cluster is stopped and its folder removed by remove(), and also when this process
// exits without calling it.
import { execFile, execFileSync, spawnSync } from "node:child_process";
import { appendFileSync, chownSync, copyFileSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { freePort } from "../../scripts/serve-built-site";

const run = promisify(execFile);

/** Where the PostgreSQL 15 programs are (Debian's layout); PG_BIN names another folder. */
export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export type PostgresCluster = {
  port: number;
  /** The temporary folder: data/ (the cluster) and postgresql.log (its log). */
  folder: string;
  logFile: string;
  /** A URL of a database on the cluster (user postgres, no password). */
  url(database: string): string;
  /** pg_ctl stop -m immediate: every backend killed at once, crash recovery at the next start. */
  stopImmediately(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster (fast, else immediate) and removes its folder; keeps a copy of its log at `keepLogAs`. */
  remove(keepLogAs?: string): void;
};

const isRoot = () => process.getuid?.() === 0;

/** The command as the postgres OS user when this process runs as root; as is otherwise. */
function asPostgres(program: string, args: string[]): [string, string[]] {
  const binary = path.join(PG_BIN, program);
  return isRoot() ? ["runuser", ["-u", "postgres", "--", binary, ...args]] : [binary, args];
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  if (!existsSync(path.join(PG_BIN, "initdb"))) {
    throw new Error(`no initdb in ${PG_BIN}: install PostgreSQL 15 or point PG_BIN at its bin folder`);
  }
  const folder = mkdtempSync(path.join(os.tmpdir(), "academy-chaos-pg-"));
  if (isRoot()) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(folder, uid, gid);
  }
  const dataDir = path.join(folder, "data");
  const logFile = path.join(folder, "postgresql.log");
  const port = await freePort();
  let removed = false;

  const pgCtl = async (args: string[]) => {
    const [program, argv] = asPostgres("pg_ctl", ["-D", dataDir, ...args]);
    await run(program, argv, { timeout: 120_000 });
  };
  const stopSync = (mode: "fast" | "immediate") => {
    const [program, argv] = asPostgres("pg_ctl", ["-D", dataDir, "-m", mode, "-w", "-t", "30", "stop"]);
    return spawnSync(program, argv, { stdio: "ignore", timeout: 40_000 }).status === 0;
  };
  const remove = (keepLogAs?: string) => {
    if (removed) return;
    removed = true;
    process.removeListener("exit", onExit);
    // A postmaster.pid means a postmaster may be running (also one caught half-way through a start).
    if (existsSync(path.join(dataDir, "postmaster.pid")) && !stopSync("fast")) stopSync("immediate");
    if (keepLogAs && existsSync(logFile)) copyFileSync(logFile, keepLogAs);
    rmSync(folder, { recursive: true, force: true });
  };
  const onExit = () => remove();
  process.on("exit", onExit);

  try {
    const [initdb, initdbArgs] = asPostgres("initdb", [
      "-D",
      dataDir,
      "-U",
      "postgres",
      "--auth=trust",
      "-E",
      "UTF8",
      "--locale=C",
      "--no-sync",
    ]);
    await run(initdb, initdbArgs, { timeout: 120_000 });
    appendFileSync(
      path.join(dataDir, "postgresql.conf"),
      [
        "",
        "# academy fault-injection run (test/model/chaos.ts)",
        `port = ${port}`,
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${folder}'`,
        "max_connections = 100",
        "log_line_prefix = '%m [%p] %d %a: '",
        "log_timezone = 'UTC'",
        "",
      ].join("\n"),
    );
    const cluster: PostgresCluster = {
      port,
      folder,
      logFile,
      url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
      async stopImmediately() {
        await pgCtl(["-m", "immediate", "-w", "stop"]);
      },
      async start() {
        await pgCtl(["-l", logFile, "-w", "-t", "90", "start"]);
      },
      remove,
    };
    await cluster.start();
    return cluster;
  } catch (error) {
    remove();
    throw error;
  }
}
