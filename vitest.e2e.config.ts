import { defineConfig } from "vitest/config";
import { WeightedShards } from "./e2e/weighted-shards.ts";

// Browser tests: a real production build served by the real server (started
// once in e2e/global-setup.ts), driven by Debian Chromium through playwright-core.
export default defineConfig({
  test: {
    include: ["e2e/**/*.e2e.ts"],
    environment: "node",
    pool: "forks",
    fileParallelism: false,
    globalSetup: ["e2e/global-setup.ts"],
    // CI runs two shards side by side: split by each file's measured time, not by file count (e2e/weighted-shards.ts).
    sequence: { sequencer: WeightedShards },
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll's own default (1 s) is shorter than a client navigation takes on a loaded 2-core CI machine;
    // a poll that needs longer still says so with its own timeout.
    expect: { poll: { timeout: 10_000 } },
  },
});
