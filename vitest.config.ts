import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit and integration tests. Integration tests use a real database: an
// in-memory PGlite by default, or a fresh database on the server named by
// TEST_DATABASE_URL. Files share one migrated database per worker (isolate:
// false) and reset it between tests, because creating a PGlite costs seconds.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    pool: "forks",
    isolate: false,
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
