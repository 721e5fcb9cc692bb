import { describe, expect, it } from "vitest";
import { formatMemory, judgeMemory, parseProcStatus, readProcessMemory } from "./memory";

const STATUS = `Name:\tnode
State:\tS (sleeping)
Pid:\t4242
VmPeak:\t 1234567 kB
VmHWM:\t  215040 kB
VmRSS:\t  187392 kB
RssAnon:\t  120000 kB
Threads:\t11
`;

describe("parseProcStatus", () => {
  it("reads the resident set and its peak, in bytes", () => {
    expect(parseProcStatus(STATUS)).toEqual({ rssBytes: 187_392 * 1024, peakRssBytes: 215_040 * 1024 });
  });

  it("does without a peak", () => {
    expect(parseProcStatus("VmRSS:\t 1024 kB\n")).toEqual({ rssBytes: 1024 * 1024 });
  });

  it("finds nothing in a status without VmRSS (a kernel thread, a zombie)", () => {
    expect(parseProcStatus("Name:\tkthreadd\nState:\tZ (zombie)\n")).toBeUndefined();
  });
});

describe("formatMemory", () => {
  it("prints MB (1024 × 1024 bytes) to one decimal, with the peak and the pid", () => {
    expect(formatMemory({ pid: 4242, rssBytes: 187_392 * 1024, peakRssBytes: 215_040 * 1024 }, "after the load")).toBe(
      "Server memory after the load: 183.0 MB resident (VmRSS), peak 210.0 MB (VmHWM), pid 4242",
    );
  });

  it("says why memory could not be read", () => {
    expect(formatMemory("cannot read /proc/1/status (ENOENT)", "after the load")).toBe(
      "Server memory after the load: not measured — cannot read /proc/1/status (ENOENT)",
    );
  });
});

describe("readProcessMemory", () => {
  it("explains a process it cannot read", () => {
    expect(readProcessMemory(undefined)).toBe("the server has no process id");
    expect(readProcessMemory(2 ** 30)).toMatch(/^cannot read \/proc\/\d+\/status/);
  });
});

describe("judgeMemory (issue 22: a 512 MB server)", () => {
  const MiB = 1024 * 1024;
  it.each([
    ["both well under", 300 * MiB, 450 * MiB, [true, true], ["300.0 MB", "450.0 MB"]],
    [
      "resident just under 400 MB, peak just under 512 MB",
      399.9 * MiB,
      511.9 * MiB,
      [true, true],
      ["399.9 MB", "511.9 MB"],
    ],
    ["resident at 400 MB exactly misses", 400 * MiB, 450 * MiB, [false, true], ["400.0 MB", "450.0 MB"]],
    ["a peak of 512 MB exactly misses", 300 * MiB, 512 * MiB, [true, false], ["300.0 MB", "512.0 MB"]],
    ["before issue 22 (PGlite)", 598.4 * MiB, 1061.6 * MiB, [false, false], ["598.4 MB", "1061.6 MB"]],
  ])("%s", (_case, rssBytes, peakRssBytes, passes, figures) => {
    const checks = judgeMemory("PGlite", { pid: 7, rssBytes, peakRssBytes });
    expect(checks.map((check) => check.label)).toEqual([
      "Server memory on PGlite after the load < 400 MB",
      "Server memory on PGlite at its peak < 512 MB",
    ]);
    expect(checks.map((check) => check.pass)).toEqual(passes);
    expect(checks.map((check) => check.figure)).toEqual(figures);
  });

  it("fails both, with the reason, when the memory could not be read", () => {
    expect(judgeMemory("PostgreSQL", "PostgreSQL unreachable at postgres://x/")).toEqual([
      {
        label:
          "Server memory on PostgreSQL after the load < 400 MB: not measured — PostgreSQL unreachable at postgres://x/",
        pass: false,
      },
      {
        label:
          "Server memory on PostgreSQL at its peak < 512 MB: not measured — PostgreSQL unreachable at postgres://x/",
        pass: false,
      },
    ]);
  });

  it("fails the peak when the kernel gave none", () => {
    const [afterLoad, peak] = judgeMemory("PGlite", { pid: 7, rssBytes: 100 * MiB });
    expect(afterLoad).toMatchObject({ pass: true, figure: "100.0 MB" });
    expect(peak).toEqual({
      label: "Server memory on PGlite at its peak < 512 MB: not measured — no VmHWM for pid 7",
      pass: false,
    });
  });

  it("takes other targets", () => {
    const checks = judgeMemory(
      "PGlite",
      { pid: 7, rssBytes: 300 * MiB, peakRssBytes: 300 * MiB },
      { afterLoadMb: 256, peakMb: 384 },
    );
    expect(checks.map((check) => [check.label, check.pass])).toEqual([
      ["Server memory on PGlite after the load < 256 MB", false],
      ["Server memory on PGlite at its peak < 384 MB", true],
    ]);
  });
});
