import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS, serverNodeArgs, startedAsServer } from "./server-command";

describe("the server's node command (decision 023)", () => {
  it("runs server/index.ts through tsx with the memory flags first", () => {
    expect(serverNodeArgs()).toEqual(["--max-semi-space-size=4", "--import", "tsx", "server/index.ts"]);
  });

  it("keeps V8's young generation at 4 MB per semi-space under a stream of garbage", () => {
    const churn = `
      let keep = [];
      for (let i = 0; i < 1e6; i++) { keep.push({ i, s: "x" + i }); if (keep.length > 1000) keep = []; }
      const space = require("node:v8").getHeapSpaceStatistics().find((s) => s.space_name === "new_space");
      console.log(space.space_size);`;
    const sizeWith = (flags: readonly string[]) =>
      Number(spawnSync(process.execPath, [...flags, "-e", churn], { encoding: "utf8" }).stdout.trim());
    // Two semi-spaces of 4 MB at most, where node's default lets them grow to 16 MB each.
    expect(sizeWith(SERVER_NODE_FLAGS)).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(sizeWith([])).toBeGreaterThan(8 * 1024 * 1024);
  });

  it.each([
    [["--max-semi-space-size=4", "--import", "tsx"], { MALLOC_MMAP_THRESHOLD_: "131072" }, true],
    [["--import", "tsx"], { MALLOC_MMAP_THRESHOLD_: "131072" }, false],
    [["--max-semi-space-size=4"], {}, false],
    [["--max-semi-space-size=4"], { MALLOC_MMAP_THRESHOLD_: "65536" }, false],
  ])("tells whether a process was started as the server is (%j, %j): %s", (execArgv, env, expected) => {
    expect(startedAsServer(execArgv, env)).toBe(expected);
  });
});
