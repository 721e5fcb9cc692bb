// `npm run soak`: the model test of money and seats (issue 19) for longer than `npm test` runs it.
//   npm run soak -- --operations 5000 --seed 42 [--clients 8] [--pglite] [--samples]
// On PostgreSQL (TEST_DATABASE_URL, or --postgres URL) two server processes share one fresh database; otherwise, or
// with --pglite, one process runs on a fresh embedded database. Prints the operations, the answers by status code and
// each invariant's result; exits 1 on a violation or a server error. The database and data folder of a clean run are
// removed; a failing run's are kept and named.
import { parseArgs } from "node:util";
import { runScenario, cleanUpScenario } from "./scenario";
import { killAllModelServers } from "./servers";
import { reportText } from "./report";

const { values } = parseArgs({
  options: {
    operations: { type: "string", default: "2000" },
    seed: { type: "string" },
    clients: { type: "string", default: "8" },
    postgres: { type: "string" },
    pglite: { type: "boolean", default: false },
    samples: { type: "boolean", default: false },
  },
});

const seed = values.seed === undefined ? Math.floor(Math.random() * 2 ** 31) : Number(values.seed);
const operations = Number(values.operations);
const clients = Number(values.clients);
if (![seed, operations, clients].every((value) => Number.isInteger(value) && value >= 0) || clients < 1) {
  process.stderr.write("usage: npm run soak -- --operations N --seed N [--clients N] [--pglite | --postgres URL]\n");
  process.exit(2);
}
const postgresUrl = values.pglite ? undefined : (values.postgres ?? process.env.TEST_DATABASE_URL);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    killAllModelServers();
    process.stderr.write(`\n${signal}: servers stopped (seed ${seed})\n`);
    process.exit(130);
  });
}

const say = (line: string) => process.stdout.write(`${line}\n`);
try {
  const report = await runScenario({ seed, operations, clients, postgresUrl, log: say });
  say("");
  say(reportText(report, new Set(), { samples: values.samples }));
  const failed = report.stats.serverErrors.length > 0 || report.results.some((result) => result.violations.length > 0);
  if (failed) {
    if (report.stats.serverErrors.length > 0) say(`\nServer output:\n${report.serverOutput}`);
    say(
      `\nKept for inspection: data folder ${report.dataDir}${report.databaseUrl ? `, database ${report.databaseUrl}` : ""}`,
    );
    process.exitCode = 1;
  } else {
    await cleanUpScenario(report, postgresUrl);
  }
} catch (error) {
  process.stderr.write(
    `model run failed (seed ${seed}): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  killAllModelServers();
}
