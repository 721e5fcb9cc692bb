// The model test of money and seats (issue 19, "A test that keeps it true"), bounded for `npm test`: seeded random
// operations of customers, staff, payments and sweeps against real server processes (two on one PostgreSQL database
// with TEST_DATABASE_URL, else one on PGlite), then every invariant of ./invariants.ts. `npm run soak` runs it longer.
// A failure prints the seed, the answers, each violation and the violating bookings' timelines; re-run with
// MODEL_SEED=<seed>.
import { afterAll, describe, expect, it } from "vitest";
import { INVARIANTS, type InvariantName } from "./invariants";
import { reportText } from "./report";
import { cleanUpScenario, runScenario, type ScenarioReport } from "./scenario";
import { killAllModelServers } from "./servers";

// Invariants known to fail on the product code, listed here only while their fix is in progress (none since issue 19
// landed). A violation of any other invariant, or any 5xx, fails the test.
const KNOWN_OPEN = new Set<InvariantName>([]);

const postgresUrl = process.env.TEST_DATABASE_URL;
const SEED = Number(process.env.MODEL_SEED ?? 19);
const OPERATIONS = Number(process.env.MODEL_OPERATIONS ?? (postgresUrl ? 400 : 250));

afterAll(killAllModelServers);

describe("money and seats under random interleaved operations", () => {
  it(
    postgresUrl ? "two server processes on one PostgreSQL database" : "one server process on PGlite",
    async () => {
      const report: ScenarioReport = await runScenario({ seed: SEED, operations: OPERATIONS, clients: 6, postgresUrl });
      const text = reportText(report, KNOWN_OPEN);
      const unexpected = report.results.filter(
        (result) => result.violations.length > 0 && !KNOWN_OPEN.has(result.name),
      );
      if (report.stats.serverErrors.length > 0 || unexpected.length > 0) {
        const output = report.stats.serverErrors.length > 0 ? `\n\nServer output:\n${report.serverOutput}` : "";
        console.error(`${text}\n\nData folder kept: ${report.dataDir}${output}`);
      } else {
        await cleanUpScenario(report);
      }
      expect(report.results.map((result) => result.name).sort()).toEqual(Object.keys(INVARIANTS).sort());
      expect(report.stats.serverErrors, `5xx answers (seed ${SEED})`).toEqual([]);
      expect(
        unexpected.map((result) => `${result.name}: ${result.violations[0]!.detail}`),
        `invariants violated (seed ${SEED}): see the report above`,
      ).toEqual([]);
    },
    300_000,
  );
});
