import { describe, expect, it } from "vitest";
import { cpuTicksOfStat, processCpuMs } from "./process-cpu";

describe("a process's CPU time from /proc", () => {
  it("adds utime and stime (fields 14 and 15), counting fields after the command name's closing parenthesis", () => {
    const fields = "S 1 1 1 0 -1 4194560 100 0 0 0 1234 567 0 0 20 0 11 0 100 1000 50";
    expect(cpuTicksOfStat(`4242 (node) ${fields}`)).toBe(1_801);
    expect(cpuTicksOfStat(`4242 (a (weird) name) ${fields}`)).toBe(1_801);
  });

  it("reads nothing from a line it cannot parse", () => {
    expect(cpuTicksOfStat("4242 (node)")).toBeUndefined();
  });

  it("reads this process's own time, which grows with work, and nothing for a missing process", () => {
    const before = processCpuMs(process.pid);
    // 50 ms of CPU by Node's own count (not of wall time, which a busy machine stretches): 5 ticks of /proc's 10 ms.
    const start = process.cpuUsage();
    while (process.cpuUsage(start).user < 50_000) Math.sqrt(Math.random());
    expect(processCpuMs(process.pid)!).toBeGreaterThan(before!);
    expect(processCpuMs(undefined)).toBeUndefined();
    expect(processCpuMs(2 ** 30)).toBeUndefined();
  });
});
