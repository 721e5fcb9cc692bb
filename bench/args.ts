// Command-line flags of `npm run bench`.
import { parseArgs } from "node:util";

export const DEFAULT_PAGES = ["/", "/courses", "/courses/door-supervisor", "/blog"] as const;

export const USAGE = `Usage: npm run bench -- [--only=<path>] [--runs=<N>] [--skip-build] [--reports=<dir>]

  --only=<path>     audit one page (any path on the site, e.g. /courses) instead of the four defaults
  --runs=<N>        run Lighthouse N times per page and report the median of each figure (default 1)
  --skip-build      serve the existing build in BUILD_DIR (default ./build) instead of building
  --reports=<dir>   also write each run's Lighthouse HTML report into <dir>

Environment: CHROMIUM_PATH (default /usr/bin/chromium), BUILD_DIR (default: a temporary folder, deleted after).`;

export type BenchOptions = { pages: string[]; runs: number; skipBuild: boolean; reportsDir?: string };

export class UsageError extends Error {}

export function parseBenchArgs(argv: readonly string[]): BenchOptions | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        only: { type: "string" },
        runs: { type: "string" },
        "skip-build": { type: "boolean" },
        reports: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";

  const runs = values.runs === undefined ? 1 : Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 50) {
    throw new UsageError(`--runs must be a whole number from 1 to 50, not "${values.runs}"`);
  }
  if (values.only !== undefined && !values.only.startsWith("/")) {
    throw new UsageError(`--only takes a path starting with "/", such as /courses, not "${values.only}"`);
  }
  return {
    pages: values.only === undefined ? [...DEFAULT_PAGES] : [values.only],
    runs,
    skipBuild: values["skip-build"] ?? false,
    ...(values.reports ? { reportsDir: values.reports } : {}),
  };
}
