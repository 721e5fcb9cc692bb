// The server's memory as Linux reports it in /proc/<pid>/status: VmRSS, the
// resident set now, and VmHWM, the highest it has been since the process began;
// judged against what a 512 MB server can hold (issue 22, decision 023), on
// PGlite and on PostgreSQL after the same API load.
import fs from "node:fs";
import { createThrowawayDatabase, DEFAULT_BENCH_DATABASE_URL } from "./postgres";
import { startPostgresServer } from "./server";
import { MEMORY_AFTER_LOAD_TARGET_MB, MEMORY_PEAK_TARGET_MB } from "./targets";
import type { Check } from "./verdict";

export type ProcessMemory = { pid: number; rssBytes: number; peakRssBytes?: number };

const MB = 1024 * 1024;

/** Reads `VmRSS` (and `VmHWM` when present) from the text of /proc/<pid>/status; sizes there are in kB (KiB). */
export function parseProcStatus(text: string): { rssBytes: number; peakRssBytes?: number } | undefined {
  const field = (name: string) => {
    const match = new RegExp(`^${name}:\\s+(\\d+)\\s+kB$`, "m").exec(text);
    return match ? Number(match[1]) * 1024 : undefined;
  };
  const rssBytes = field("VmRSS");
  if (rssBytes === undefined) return undefined;
  const peakRssBytes = field("VmHWM");
  return { rssBytes, ...(peakRssBytes === undefined ? {} : { peakRssBytes }) };
}

/** The memory of a running process, or a reason it could not be read (not Linux, process gone). */
export function readProcessMemory(pid: number | undefined): ProcessMemory | string {
  if (pid === undefined) return "the server has no process id";
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  } catch (error) {
    return `cannot read /proc/${pid}/status (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
  const memory = parseProcStatus(text);
  return memory ? { pid, ...memory } : `no VmRSS in /proc/${pid}/status`;
}

export function formatMemory(memory: ProcessMemory | string, when: string): string {
  if (typeof memory === "string") return `Server memory ${when}: not measured — ${memory}`;
  const peak = memory.peakRssBytes === undefined ? "" : `, peak ${(memory.peakRssBytes / MB).toFixed(1)} MB (VmHWM)`;
  return `Server memory ${when}: ${(memory.rssBytes / MB).toFixed(1)} MB resident (VmRSS)${peak}, pid ${memory.pid}`;
}

export type MemoryTargets = { afterLoadMb: number; peakMb: number };
const TARGETS: MemoryTargets = { afterLoadMb: MEMORY_AFTER_LOAD_TARGET_MB, peakMb: MEMORY_PEAK_TARGET_MB };

/** Two verdicts for one server: resident after the load, and its peak, each below its target. */
export function judgeMemory(database: string, memory: ProcessMemory | string, targets = TARGETS): Check[] {
  const afterLoad = `Server memory on ${database} after the load < ${targets.afterLoadMb} MB`;
  const peak = `Server memory on ${database} at its peak < ${targets.peakMb} MB`;
  if (typeof memory === "string") {
    return [afterLoad, peak].map((label) => ({ label: `${label}: not measured — ${memory}`, pass: false }));
  }
  const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
  return [
    { label: afterLoad, pass: memory.rssBytes < targets.afterLoadMb * MB, figure: mb(memory.rssBytes) },
    memory.peakRssBytes === undefined
      ? { label: `${peak}: not measured — no VmHWM for pid ${memory.pid}`, pass: false }
      : { label: peak, pass: memory.peakRssBytes < targets.peakMb * MB, figure: mb(memory.peakRssBytes) },
  ];
}

/**
 * A server process on a fresh PostgreSQL database (created through BENCH_DATABASE_URL, dropped after), given the
 * same load as the PGlite server, then its memory: the Node process alone, PostgreSQL's own processes not counted.
 */
export async function memoryOnPostgres(
  buildDir: string,
  load: (baseURL: string) => Promise<unknown>,
): Promise<ProcessMemory | string> {
  const database = await createThrowawayDatabase(process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL);
  try {
    const server = await startPostgresServer(buildDir, database.url);
    try {
      await load(server.baseURL);
      return readProcessMemory(server.pid);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
