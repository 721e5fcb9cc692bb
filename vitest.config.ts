import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { databaseTestFiles } from "./tooling/database-test-files.ts";

// Unit and integration tests. Integration tests use a real database: an
// in-memory PGlite by default, or a fresh database on the server named by
// TEST_DATABASE_URL. Files share one migrated database per worker (isolate:
// false) and reset it between tests, because creating a PGlite costs seconds.

// These start whole server processes on embedded databases of their own (start-up refusals, the data-folder lock,
// socket timeouts) and never read TEST_DATABASE_URL: the PostgreSQL run would repeat them to the byte, so only the
// default run has them.
const OWN_EMBEDDED_DATABASE = [
  "db/data-dir-lock.test.ts",
  "server/embedded-database-lock.test.ts",
  "server/http-server.test.ts",
  "server/payment-settings-startup.test.ts",
];

// The model test of money and seats (test/model, issue 19) is about two server processes racing on one PostgreSQL
// database: the PostgreSQL run has it. On PGlite it runs as `npm run soak -- --pglite`, not in every `npm test`.
const POSTGRES_ONLY = ["test/model/**"];

// Where the unit and integration tests are: the browser tests' own helpers (their shard split) in e2e/ (the browser
// tests themselves are *.e2e.ts), the model test in test/model, the test database's own reset in test/support.
const TEST_FOLDERS = ["app", "db", "server", "scripts", "tooling", "e2e", "test/model", "test/support"];

// The PostgreSQL run has only the files that reach the test database (tooling/database-test-files.ts): the others
// would repeat the default run to the byte.
const include = process.env.TEST_DATABASE_URL
  ? databaseTestFiles(fileURLToPath(new URL(".", import.meta.url)), TEST_FOLDERS)
  : TEST_FOLDERS.map((folder) => `${folder}/**/*.test.{ts,tsx}`);

export default defineConfig({
  test: {
    include,
    exclude: [
      "**/node_modules/**",
      "**/.git/**",
      ...(process.env.TEST_DATABASE_URL ? OWN_EMBEDDED_DATABASE : POSTGRES_ONLY),
    ],
    environment: "node",
    pool: "forks",
    isolate: false,
    // Vitest's default on two cores is one worker; many files wait on processes, sockets and timers rather than
    // the CPU, so three keep both cores busy (CI: 4 min → 2.5 min per database).
    maxWorkers: 3,
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
