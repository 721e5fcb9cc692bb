// Which unit and integration test files depend on the test database, for the PostgreSQL run of `npm test` (CI runs
// the suite on PGlite and on PostgreSQL). A file that never reaches test/support/test-database.ts (the only way to
// the database TEST_DATABASE_URL names) runs the same on both: pure rules, rendering, and tests that open embedded
// databases of their own (db/db.test.ts, db/pglite-client.test.ts, migration tests). Running those twice cost CI
// about 100 s of test time a run. dependency-cruiser (already `npm run lint`'s cycle check, with the tsconfig's
// aliases) follows the imports, dynamic ones too.
import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

export const TEST_DATABASE_MODULE = "test/support/test-database.ts";

/** dependency-cruiser's JSON output, as far as it is read here. */
export type CruiseResult = { modules: { source: string }[] };

/**
 * The test files (of `testFiles`, paths from the root) that need the test database: those dependency-cruiser found
 * reaching it, and any that read TEST_DATABASE_URL themselves (`textOf` gives a file's text).
 */
export function testFilesNeedingTheDatabase(
  cruise: CruiseResult,
  testFiles: string[],
  textOf: (file: string) => string,
): string[] {
  const reaching = new Set(cruise.modules.map((module) => module.source));
  const needing = testFiles.filter((file) => reaching.has(file) || textOf(file).includes("TEST_DATABASE_URL"));
  // The reset's own test imports the module directly: if it is missing, the cruise found nothing and the PostgreSQL
  // run would quietly test nothing.
  if (!needing.includes("test/support/test-database.test.ts")) {
    throw new Error(`dependency-cruiser found no test file reaching ${TEST_DATABASE_MODULE}`);
  }
  return needing;
}

/** Runs dependency-cruiser over `folders` (from `root`) for the modules that reach the test database. */
export function cruiseToTestDatabase(root: string, folders: string[]): CruiseResult {
  const bin = path.join(root, "node_modules", ".bin", "depcruise");
  const output = execFileSync(
    bin,
    [
      ...folders,
      "--config",
      ".dependency-cruiser.cjs",
      "--reaches",
      `^${TEST_DATABASE_MODULE.replace(/\./g, "[.]")}$`,
      "--output-type",
      "json",
    ],
    { cwd: root, encoding: "utf8", maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(output) as CruiseResult;
}

/** Every *.test.ts(x) under `folders`, as paths from `root` with forward slashes. */
export function testFilesIn(root: string, folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: "utf8" })
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes("node_modules"))
      .map((file) => path.posix.join(folder, file.split(path.sep).join("/"))),
  );
}

/** The test files under `folders` that need the test database, found by following imports from `root`. */
export function databaseTestFiles(root: string, folders: string[]): string[] {
  return testFilesNeedingTheDatabase(cruiseToTestDatabase(root, folders), testFilesIn(root, folders), (file) =>
    readFileSync(path.join(root, file), "utf8"),
  ).sort();
}
