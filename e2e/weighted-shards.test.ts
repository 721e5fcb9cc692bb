// CI runs the browser tests as two shards (.ci/run): a file that no shard takes would silently never run.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { FILE_SECONDS, weightedShard } from "./weighted-shards";

const browserTestFiles = fs
  .readdirSync("e2e")
  .filter((name) => name.endsWith(".e2e.ts"))
  .map((name) => `e2e/${name}`);

describe("weightedShard: the browser test files split between CI's shards", () => {
  it.each([1, 2, 3, 4])("gives every file to exactly one of %i shard(s)", (count) => {
    const shards = Array.from({ length: count }, (_, i) => weightedShard(browserTestFiles, i + 1, count));
    expect(shards.flat().sort()).toEqual([...browserTestFiles].sort());
  });

  it("runs a file it has no time for (a new one), counted as the average", () => {
    const files = [...browserTestFiles, "e2e/brand-new.e2e.ts"];
    const [first, second] = [weightedShard(files, 1, 2), weightedShard(files, 2, 2)];
    expect([...first, ...second].filter((file) => file === "e2e/brand-new.e2e.ts")).toHaveLength(1);
  });

  it("keeps the two shards within the heaviest file's time of each other", () => {
    const seconds = (files: string[]) => files.reduce((sum, file) => sum + (FILE_SECONDS[file] ?? 0), 0);
    const gap = Math.abs(
      seconds(weightedShard(browserTestFiles, 1, 2)) - seconds(weightedShard(browserTestFiles, 2, 2)),
    );
    expect(gap).toBeLessThanOrEqual(Math.max(...Object.values(FILE_SECONDS)));
  });
});
