// The embedded database's folder lock (decision 009), with real processes
// holding it: one process at a time, and never blocked by one that died.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { until } from "#test/support/wait";
import { DataDirInUseError, LOCK_FILE, lockDataDir, type DataDirLock } from "./data-dir-lock.server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "academy-lock-"));
  cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function lock(dataDir: string, options: Partial<Parameters<typeof lockDataDir>[1]> = {}): Promise<DataDirLock> {
  const taken = await lockDataDir(dataDir, { purpose: "test", ...options });
  cleanups.push(() => taken.release());
  return taken;
}

type Holder = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** A separate process taking the lock (test/support/hold-data-dir.ts); resolves once it has printed its verdict. */
async function startHolder(dataDir: string, env: Record<string, string> = {}): Promise<Holder> {
  const child = spawn(process.execPath, ["--import", "tsx", "test/support/hold-data-dir.ts", dataDir, "server"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "inherit"],
  });
  cleanups.push(() => child.kill("SIGKILL"));
  let output = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (/LOCKED|REFUSED/.test(output)) resolve();
    });
    void exited.then((code) => reject(new Error(`holder exited (${code}) before saying anything: ${output}`)));
  });
  return { child, output: () => output, exited };
}

function writeLock(dataDir: string, holder: Record<string, unknown>): string {
  const file = path.join(dataDir, LOCK_FILE);
  fs.writeFileSync(
    file,
    JSON.stringify({ token: "theirs", purpose: "server", startedAt: "2026-11-01T09:00:00Z", ...holder }),
  );
  return file;
}

async function refusal(promise: Promise<unknown>): Promise<DataDirInUseError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DataDirInUseError);
  return error as DataDirInUseError;
}

describe("one process at a time on an embedded database folder", () => {
  it("refuses a second process at once, naming the folder and the holder's PID and host", async () => {
    const dataDir = tempDir();
    const first = await startHolder(dataDir);
    expect(first.output()).toContain("LOCKED");

    const started = Date.now();
    const error = await refusal(lockDataDir(dataDir, { purpose: "test" }));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(error.message).toContain(dataDir);
    expect(error.message).toContain(`the server with PID ${first.child.pid} on host ${os.hostname()}`);

    const second = await startHolder(dataDir);
    expect(second.output()).toContain(`REFUSED The database folder ${dataDir} is in use`);
    expect(await second.exited).toBe(3);
    // The first still holds it.
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), "utf8")).toContain(`"pid":${first.child.pid}`);
  });

  it("takes over at once the lock of a process that was killed (kill -9)", async () => {
    const dataDir = tempDir();
    const first = await startHolder(dataDir);
    first.child.kill("SIGKILL");
    await first.exited;
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const started = Date.now();
    const taken = await lock(dataDir);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(taken.holder.pid).toBe(process.pid);
  });

  it("gives the lock back on SIGTERM, and on a plain exit", async () => {
    const dataDir = tempDir();
    const first = await startHolder(dataDir);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const taken = await lock(dataDir);
    await taken.release();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it("lets exactly one of several processes starting together take over a dead holder's lock", async () => {
    const dataDir = tempDir();
    const dead = await startHolder(dataDir);
    dead.child.kill("SIGKILL");
    await dead.exited;

    const racers = await Promise.all([startHolder(dataDir), startHolder(dataDir), startHolder(dataDir)]);
    const verdicts = racers.map((racer) => racer.output().trim().split(" ")[0]);
    expect(verdicts.filter((verdict) => verdict === "LOCKED")).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === "REFUSED")).toHaveLength(2);
  });

  it("does not mistake a PID reused by another process for the holder", async () => {
    const dataDir = tempDir();
    const mine = (await lock(tempDir())).holder;
    // Our parent runs, but it is not the process that wrote this lock: its start time differs.
    writeLock(dataDir, { ...mine, token: "theirs", pid: process.ppid, processStart: "1" });
    const taken = await lock(dataDir);
    expect(taken.holder.token).not.toBe("theirs");
  });

  it("takes over a lock bearing its own PID: a restarted container whose process is PID 1 again", async () => {
    const dataDir = tempDir();
    const mine = (await lock(tempDir())).holder;
    writeLock(dataDir, { ...mine, token: "previous-life" });
    const taken = await lock(dataDir);
    expect(taken.holder.token).not.toBe("previous-life");
  });

  it("refuses a second open of the same folder within one process", async () => {
    const dataDir = tempDir();
    await lock(dataDir);
    await refusal(lockDataDir(dataDir, { purpose: "test" }));
  });

  describe("a holder in another container, whose PID means nothing here", () => {
    const other = { pid: 1, hostname: "another-container", bootId: "x", pidNamespace: "pid:[1]" };

    it("is refused while it keeps touching the lock", async () => {
      const dataDir = tempDir();
      const file = writeLock(dataDir, other);
      const beat = setInterval(() => fs.utimesSync(file, new Date(), new Date()), 100);
      cleanups.push(() => clearInterval(beat));
      const error = await refusal(lockDataDir(dataDir, { purpose: "test", staleMs: 3_000, heartbeatMs: 100 }));
      expect(error.message).toContain("the server with PID 1 on host another-container");
    });

    it("is found dead once its lock goes untouched for the stale limit, and taken over", async () => {
      const dataDir = tempDir();
      writeLock(dataDir, other);
      const started = Date.now();
      const taken = await lock(dataDir, { staleMs: 1_000, heartbeatMs: 100 });
      expect(Date.now() - started).toBeGreaterThanOrEqual(900);
      expect(taken.holder.token).not.toBe("theirs");
    });

    it("is taken over at once when its lock is already older than the stale limit (a power cut)", async () => {
      const dataDir = tempDir();
      const file = writeLock(dataDir, other);
      const longAgo = new Date(Date.now() - 60_000);
      fs.utimesSync(file, longAgo, longAgo);
      const started = Date.now();
      await lock(dataDir, { staleMs: 15_000 });
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });

  it("keeps its lock fresh while held, and stops the process if another takes it over", async () => {
    const dataDir = tempDir();
    const lost: string[] = [];
    const taken = await lock(dataDir, { heartbeatMs: 100, onLost: (message) => lost.push(message) });
    const file = path.join(dataDir, LOCK_FILE);
    const past = new Date(Date.now() - 60_000);
    fs.utimesSync(file, past, past);
    await until(() => fs.statSync(file).mtimeMs > Date.now() - 10_000, "a heartbeat");

    writeLock(dataDir, { pid: 4242, hostname: "intruder" });
    await until(() => lost.length > 0, "the lost-lock report");
    expect(lost[0]).toContain("taken over by another process: the server with PID 4242 on host intruder");
    // Not ours any more: releasing leaves the other holder's file alone.
    await taken.release();
    expect(fs.readFileSync(file, "utf8")).toContain("intruder");
  });
});
