import { defineConfig } from "vitest/config";

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

export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "tooling/**/*.test.ts",
      // The browser tests' own helpers (their shard split); the browser tests themselves are *.e2e.ts.
      "e2e/**/*.test.ts",
      "test/model/**/*.test.ts",
      // The test database's own reset.
      "test/support/**/*.test.ts",
    ],
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
