import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { testFilesIn, testFilesNeedingTheDatabase } from "./database-test-files";

const RESET_TEST = "test/support/test-database.test.ts";

describe("testFilesNeedingTheDatabase", () => {
  const texts: Record<string, string> = {
    "app/a.test.ts": "import { useTestDatabase } from '#test/support/app-fixture';",
    "app/rules.test.ts": "expect(rule(1)).toBe(2);",
    "server/own-url.test.ts": "const url = process.env.TEST_DATABASE_URL;",
    [RESET_TEST]: "import { resetDatabase } from './test-database';",
  };
  const files = Object.keys(texts);
  const textOf = (file: string) => texts[file]!;

  it.each([
    {
      name: "files the cruise found reaching the test database, and one reading TEST_DATABASE_URL itself",
      reaching: ["app/a.test.ts", RESET_TEST, "test/support/app-fixture.ts", "test/support/test-database.ts"],
      expected: ["app/a.test.ts", "server/own-url.test.ts", RESET_TEST],
    },
    {
      name: "a pure rule's test left out though its neighbour is in",
      reaching: [RESET_TEST],
      expected: ["server/own-url.test.ts", RESET_TEST],
    },
  ])("$name", ({ reaching, expected }) => {
    const cruise = { modules: reaching.map((source) => ({ source })) };
    expect(testFilesNeedingTheDatabase(cruise, files, textOf)).toEqual(expected);
  });

  it("refuses a cruise that found nothing, rather than a PostgreSQL run that tests nothing", () => {
    expect(() => testFilesNeedingTheDatabase({ modules: [] }, files, textOf)).toThrow(
      "dependency-cruiser found no test file reaching test/support/test-database.ts",
    );
  });
});

describe("testFilesIn", () => {
  let root: string | undefined;
  afterEach(() => {
    if (root) fs.rmSync(root, { recursive: true, force: true });
  });

  it("lists *.test.ts and *.test.tsx at any depth of each folder, and nothing else", () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "test-files-"));
    for (const file of [
      "app/a.test.ts",
      "app/deep/er/b.test.tsx",
      "app/c.ts",
      "app/d.e2e.ts",
      "test/model/m.test.ts",
      "test/support/helper.ts",
      "bench/not-asked.test.ts",
    ]) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), "");
    }
    expect(testFilesIn(root, ["app", "test/model", "test/support"]).sort()).toEqual([
      "app/a.test.ts",
      "app/deep/er/b.test.tsx",
      "test/model/m.test.ts",
    ]);
  });
});
