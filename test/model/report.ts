// The model run's report as text: what was done, how the servers answered, and which invariants held.
import { invariantsTable, violationsText } from "./invariants";
import { answersTable } from "./money-model";
import type { ScenarioReport } from "./scenario";

export function reportText(
  report: ScenarioReport,
  knownOpen: ReadonlySet<string> = new Set(),
  options: { samples?: boolean } = {},
): string {
  const { stats } = report;
  const violated = report.results.filter((result) => result.violations.length > 0);
  return [
    `Model run — seed ${report.seed}: ${stats.operationsDone} operations on ${report.processes} process(es), ${report.database}, in ${(stats.elapsedMs / 1000).toFixed(1)} s`,
    "",
    "Answers by operation and status:",
    answersTable(stats.answers),
    "",
    "Invariants:",
    invariantsTable(report.results, knownOpen),
    ...(options.samples
      ? [
          "",
          "First answer of each operation and status:",
          ...[...stats.samples].sort().map(([key, body]) => `  ${key}: ${body}`),
        ]
      : []),
    ...(stats.serverErrors.length > 0
      ? [
          "",
          `Server errors (${stats.serverErrors.length}):`,
          ...stats.serverErrors
            .slice(0, 10)
            .map((error) => `  ${error.op} ${error.request} → ${error.status}: ${error.body}`),
        ]
      : []),
    ...(violated.length > 0
      ? ["", "Violations:", violationsText(report.results), "", "Violating bookings, in time order:", report.examples]
      : []),
    "",
    `Re-run with the same choices: npm run soak -- --seed ${report.seed} --operations ${stats.operationsDone}${report.database === "pglite" ? " --pglite" : ""}`,
  ].join("\n");
}
