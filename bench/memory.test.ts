import { describe, expect, it } from "vitest";
import { formatMemory, parseProcStatus, readProcessMemory } from "./memory";

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
