// One process at a time on an embedded (PGlite) database folder (decision 009).
// PGlite keeps the database inside the process that opened it: a second process
// on the same folder works on its own copy, and whichever shuts down last
// overwrites the other's bookings. So opening the folder takes a lock file,
// `DATA_DIR/pglite.lock`, naming the holder (PID, host, start time), and a
// process that finds it held refuses to start.
//
// A lock left by a process that died must never block the next start:
// - On the same host, kernel boot and PID namespace, the holder's PID is
//   checked: not running, or running but started at another time (a reused
//   PID), or our own PID (a container restarted, its process is PID 1 again)
//   means the lock is stale.
// - Anywhere else (another container on the same volume has its own PIDs), the
//   holder proves it is alive by touching the file every HEARTBEAT_MS from a
//   worker thread (so a busy main thread cannot miss a beat). A lock untouched
//   for STALE_MS is stale; one that is younger is watched until it is either
//   touched (alive: refuse) or STALE_MS old (dead: take it over).
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

export const LOCK_FILE = "pglite.lock";
export const HEARTBEAT_MS = 2_000;
export const STALE_MS = 15_000;

export type LockHolder = {
  token: string;
  pid: number;
  hostname: string;
  /** What the holder is: "server", "admin:create", "migrate"… */
  purpose: string;
  startedAt: string;
  /** Identify the kernel boot and PID namespace in which `pid` means something (Linux only). */
  bootId?: string;
  pidNamespace?: string;
  /** The holder's start time in clock ticks since boot (/proc/<pid>/stat), to tell a reused PID. */
  processStart?: string;
};

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | undefined,
  ) {
    super(
      `The database folder ${dataDir} is in use by ${describeHolder(holder)}. ` +
        "Only one process may open the embedded database at a time: stop that process first " +
        "(or set DATABASE_URL to use PostgreSQL, which any number of processes can share).",
    );
    this.name = "DataDirInUseError";
  }
}

export type DataDirLock = {
  path: string;
  holder: LockHolder;
  /** Stops the heartbeat and deletes the lock file if it is still ours. */
  release(): Promise<void>;
};

export type LockOptions = {
  purpose: string;
  /** Shorter in tests. */
  heartbeatMs?: number;
  staleMs?: number;
  /** Called if another process took the lock over while this one held it; by default, exit at once. */
  onLost?: (message: string) => void;
};

/** Locks `dataDir` for this process, or throws DataDirInUseError naming the process that holds it. */
export async function lockDataDir(dataDir: string, options: LockOptions): Promise<DataDirLock> {
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const lockPath = path.join(path.resolve(dataDir), LOCK_FILE);
  // Two opens of one folder in one process are as harmful as two processes.
  if (heldHere.has(lockPath)) throw new DataDirInUseError(dataDir, heldHere.get(lockPath));
  const me: LockHolder = {
    token: randomUUID(),
    pid: process.pid,
    hostname: os.hostname(),
    purpose: options.purpose,
    startedAt: new Date().toISOString(),
    ...processIdentity(process.pid),
  };
  const text = JSON.stringify(me);

  // Each round either creates the lock or clears a stale one; only races with other starting processes repeat it.
  for (let round = 0; round < 20; round++) {
    if (createExclusively(lockPath, text, me.token)) return hold(lockPath, me, dataDir, heartbeatMs, options.onLost);
    const found = readLock(lockPath);
    if (!found) continue;
    let verdict: Verdict | "changed" = judge(found.holder, found.mtimeMs, staleMs);
    if (verdict === "unknown") verdict = await watch(lockPath, found, staleMs, heartbeatMs);
    if (verdict === "held") throw new DataDirInUseError(dataDir, found.holder);
    if (verdict === "stale") removeIfUnchanged(lockPath, found.text, me.token);
  }
  throw new Error(`Could not take the lock ${lockPath}: other processes keep racing for it.`);
}

const heldHere = new Map<string, LockHolder>();

function hold(
  lockPath: string,
  me: LockHolder,
  dataDir: string,
  heartbeatMs: number,
  onLost: (message: string) => void = (message) => {
    process.stderr.write(`${message}\n`);
    process.exit(1);
  },
): DataDirLock {
  heldHere.set(lockPath, me);
  const heartbeat = new Worker(HEARTBEAT_WORKER, {
    eval: true,
    workerData: { lockPath, token: me.token, heartbeatMs },
  });
  heartbeat.unref();
  heartbeat.on("message", (holderText: string) => {
    const holder = parseHolder(holderText);
    onLost(
      `The lock on the database folder ${dataDir} was taken over by ${describeHolder(holder)} while this process ` +
        "held it; stopping at once so that two processes never write to one embedded database.",
    );
  });
  // A crash or process.exit() still frees the lock (kill -9 cannot: the next start finds it stale instead).
  const releaseOnExit = () => deleteIfOurs(lockPath, me.token);
  process.once("exit", releaseOnExit);
  let released = false;
  return {
    path: lockPath,
    holder: me,
    async release() {
      if (released) return;
      released = true;
      process.off("exit", releaseOnExit);
      await heartbeat.terminate();
      deleteIfOurs(lockPath, me.token);
      heldHere.delete(lockPath);
    },
  };
}

// Touches the lock every beat; tells the main thread if the file now names another holder.
const HEARTBEAT_WORKER = `
const fs = require("node:fs");
const { parentPort, workerData } = require("node:worker_threads");
const { lockPath, token, heartbeatMs } = workerData;
const timer = setInterval(() => {
  let text;
  try { text = fs.readFileSync(lockPath, "utf8"); } catch { text = ""; }
  if (!text.includes(token)) {
    clearInterval(timer);
    parentPort.postMessage(text);
    return;
  }
  const now = new Date();
  try { fs.utimesSync(lockPath, now, now); } catch {}
}, heartbeatMs);
`;

/** Creates the lock file with its whole content at once, or returns false if one exists. */
function createExclusively(lockPath: string, text: string, token: string): boolean {
  // Written aside then hard-linked into place: link() fails if the name exists, and a reader never sees half a file.
  const aside = `${lockPath}.${token}.new`;
  fs.writeFileSync(aside, text, { flag: "w" });
  try {
    fs.linkSync(aside, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === "EEXIST") return false;
    // A file system without hard links: exclusive create, then write (a reader may briefly see it empty).
    if (!["EPERM", "ENOTSUP", "EOPNOTSUPP", "ENOSYS", "EXDEV"].includes(errorCode(error) ?? "")) throw error;
    try {
      fs.writeFileSync(lockPath, text, { flag: "wx" });
      return true;
    } catch (fallbackError) {
      if (errorCode(fallbackError) === "EEXIST") return false;
      throw fallbackError;
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

type Found = { text: string; holder: LockHolder | undefined; mtimeMs: number };

function readLock(lockPath: string): Found | undefined {
  try {
    const mtimeMs = fs.statSync(lockPath).mtimeMs;
    const text = fs.readFileSync(lockPath, "utf8");
    return { text, holder: parseHolder(text), mtimeMs };
  } catch (error) {
    if (errorCode(error) === "ENOENT") return undefined;
    throw error;
  }
}

type Verdict = "held" | "stale" | "unknown";

/** Whether the holder is certainly alive, certainly gone, or must be watched. */
function judge(holder: LockHolder | undefined, mtimeMs: number, staleMs: number): Verdict {
  if (holder && sameProcessSpace(holder)) {
    if (holder.pid === process.pid) return "stale";
    if (!isRunning(holder.pid)) return "stale";
    const start = processIdentity(holder.pid).processStart;
    if (holder.processStart && start && start !== holder.processStart) return "stale";
    return "held";
  }
  return Date.now() - mtimeMs > staleMs ? "stale" : "unknown";
}

/** A holder whose PID we cannot check: alive if it touches the lock before it is STALE_MS old. */
async function watch(
  lockPath: string,
  found: Found,
  staleMs: number,
  heartbeatMs: number,
): Promise<"held" | "stale" | "changed"> {
  const deadline = Date.now() + Math.max(0, staleMs - Math.max(0, Date.now() - found.mtimeMs));
  const pollMs = Math.min(250, heartbeatMs / 2);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const now = readLock(lockPath);
    // Gone or replaced: judge afresh.
    if (!now || now.text !== found.text) return "changed";
    if (now.mtimeMs !== found.mtimeMs) return "held";
  }
  return "stale";
}

/** Deletes a stale lock, unless another process replaced it since we read it. */
function removeIfUnchanged(lockPath: string, staleText: string, token: string): void {
  // Renaming is atomic: of several processes clearing the same stale lock, one moves it; the others find nothing.
  const aside = `${lockPath}.${token}.stale`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === "ENOENT") return;
    throw error;
  }
  try {
    // Between our read and the rename, another process may have cleared the stale lock and taken its own: put it back.
    if (fs.readFileSync(aside, "utf8") !== staleText) {
      try {
        fs.linkSync(aside, lockPath);
      } catch {
        // Someone created a lock meanwhile: the holder we moved sees a stranger's token and stops (heartbeat).
      }
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

function deleteIfOurs(lockPath: string, token: string): void {
  try {
    if (fs.readFileSync(lockPath, "utf8").includes(token)) fs.rmSync(lockPath, { force: true });
  } catch {
    // Already gone.
  }
}

function parseHolder(text: string): LockHolder | undefined {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (typeof value.pid !== "number" || typeof value.hostname !== "string") return undefined;
    return value as LockHolder;
  } catch {
    return undefined;
  }
}

export function describeHolder(holder: LockHolder | undefined): string {
  if (!holder) return "another process (its lock file cannot be read)";
  const purpose = holder.purpose || "process";
  return `another process: the ${purpose} with PID ${holder.pid} on host ${holder.hostname}, running since ${holder.startedAt}`;
}

/** The holder ran in this kernel boot and PID namespace, so its PID can be checked here. */
function sameProcessSpace(holder: LockHolder): boolean {
  const mine = processIdentity(process.pid);
  return (
    holder.hostname === os.hostname() &&
    mine.bootId !== undefined &&
    mine.bootId === holder.bootId &&
    mine.pidNamespace !== undefined &&
    mine.pidNamespace === holder.pidNamespace
  );
}

function processIdentity(pid: number): Pick<LockHolder, "bootId" | "pidNamespace" | "processStart"> {
  return {
    bootId: readOrUndefined(() => fs.readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim()),
    pidNamespace: readOrUndefined(() => fs.readlinkSync("/proc/self/ns/pid")),
    processStart: readOrUndefined(() => {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
      // Field 22 (starttime); the command name (field 2) may hold spaces, so count from its closing parenthesis.
      return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    }),
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return errorCode(error) === "EPERM";
  }
}

function readOrUndefined(read: () => string | undefined): string | undefined {
  try {
    return read() || undefined;
  } catch {
    return undefined;
  }
}

function errorCode(error: unknown): string | undefined {
  return (error as { code?: string } | null)?.code;
}
