// A process's own CPU time, read from /proc (Linux), for the API section's capacity shares (issue 22): on a 2-core
// machine the load client and the server share the CPU, and a client busy decoding 80 KB pages caps the requests/s
// of a fast server and of a bare one alike. CPU time per answer is the server's own cost, whoever else is busy.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

/** Clock ticks per second of /proc's times (CLK_TCK), 100 on Linux unless getconf says otherwise. */
export const CLOCK_TICKS_PER_SECOND = (() => {
  const answer = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout?.trim());
  return Number.isInteger(answer) && answer > 0 ? answer : 100;
})();

/** User plus system CPU time of the process in /proc/<pid>/stat's text, in clock ticks; undefined if unreadable. */
export function cpuTicksOfStat(stat: string): number | undefined {
  // The command name (field 2) is in parentheses and may hold spaces: fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // Fields 14 (utime) and 15 (stime), the 12th and 13th after the name.
  const [utime, stime] = [Number(fields[11]), Number(fields[12])];
  return Number.isFinite(utime) && Number.isFinite(stime) ? utime + stime : undefined;
}

/** The CPU time the process `pid` has used so far, in ms; undefined without a pid or a readable /proc. */
export function processCpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const ticks = cpuTicksOfStat(fs.readFileSync(`/proc/${pid}/stat`, "utf8"));
    return ticks === undefined ? undefined : (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return undefined;
  }
}
