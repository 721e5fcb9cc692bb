// The server's memory as Linux reports it in /proc/<pid>/status: VmRSS, the
// resident set now, and VmHWM, the highest it has been since the process began.
import fs from "node:fs";

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
