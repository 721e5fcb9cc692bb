// Command-line flags of `npm run bench`.
import { parseArgs } from "node:util";
import { PUBLIC_PAGES } from "./pages";

export const DEFAULT_PAGES: readonly string[] = PUBLIC_PAGES.map((page) => page.path);

/** The parts of the bench, in the order they run. */
export const SECTIONS = ["js", "lighthouse", "api", "contention"] as const;
export type Section = (typeof SECTIONS)[number];
/** Without --sections: `js` is left out, as the Lighthouse section measures the same bytes. */
export const DEFAULT_SECTIONS: readonly Section[] = ["lighthouse", "api", "contention"];

export const DEFAULT_API_SECONDS = 10;
/** Lighthouse runs per page: the median of 5 (issue 22), so one slow moment of the machine does not decide a score. */
export const DEFAULT_RUNS = 5;
const MAX_API_SECONDS = 600;

export const USAGE = `Usage: npm run bench -- [--sections=<list>] [--only=<path>] [--runs=<N>] [--skip-build] [--reports=<dir>] [--api-seconds=<N>]

  --sections=<list>  which parts to run, comma-separated (default lighthouse,api,contention): js, lighthouse, api, contention
                       js          JavaScript per page only, each page loaded once in Chromium (seconds, not minutes)
                       lighthouse  Lighthouse (mobile) on every public page, with the JS per page
                       api         API and page throughput against a bare node:http baseline, then server memory
                       contention  200 concurrent bookings on one 5-seat date: PGlite (1 process), PostgreSQL (2 processes)
  --only=<path>      measure one page (any path on the site, e.g. /courses) instead of every public page (js, lighthouse)
  --runs=<N>         run Lighthouse N times per page and report the median of each figure (default ${DEFAULT_RUNS}) (lighthouse)
  --reports=<dir>    also write each run's Lighthouse HTML report into <dir> (lighthouse)
  --api-seconds=<N>  seconds of load per target (default ${DEFAULT_API_SECONDS}) (api)
  --skip-build       serve the existing build in BUILD_DIR (default ./build) instead of building

Environment: CHROMIUM_PATH (default /usr/bin/chromium), BUILD_DIR (default: a temporary folder, deleted after),
BENCH_DATABASE_URL (PostgreSQL admin connection for the contention section, default postgres://postgres@127.0.0.1:5432/test).`;

export type BenchOptions = {
  sections: Section[];
  pages: string[];
  runs: number;
  skipBuild: boolean;
  reportsDir?: string;
  apiSeconds: number;
};

export class UsageError extends Error {}

export function parseBenchArgs(argv: readonly string[]): BenchOptions | "help" {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        sections: { type: "string" },
        only: { type: "string" },
        runs: { type: "string" },
        "skip-build": { type: "boolean" },
        reports: { type: "string" },
        "api-seconds": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return "help";

  const sections = parseSections(values.sections);
  const runs = wholeNumber("--runs", values.runs, 1, 50) ?? DEFAULT_RUNS;
  const apiSeconds = wholeNumber("--api-seconds", values["api-seconds"], 1, MAX_API_SECONDS) ?? DEFAULT_API_SECONDS;
  if (values.only !== undefined && !values.only.startsWith("/")) {
    throw new UsageError(`--only takes a path starting with "/", such as /courses, not "${values.only}"`);
  }
  // A flag for a section that will not run is a mistake worth saying, not a silent no-op.
  const needs: [string, unknown, Section[]][] = [
    ["--only", values.only, ["js", "lighthouse"]],
    ["--runs", values.runs, ["lighthouse"]],
    ["--reports", values.reports, ["lighthouse"]],
    ["--api-seconds", values["api-seconds"], ["api"]],
  ];
  for (const [flag, value, needed] of needs) {
    if (value !== undefined && !needed.some((section) => sections.includes(section))) {
      throw new UsageError(
        `${flag} applies to the ${needed.join(" or ")} section, which --sections=${values.sections} leaves out`,
      );
    }
  }
  return {
    sections,
    pages: values.only === undefined ? [...DEFAULT_PAGES] : [values.only],
    runs,
    skipBuild: values["skip-build"] ?? false,
    ...(values.reports ? { reportsDir: values.reports } : {}),
    apiSeconds,
  };
}

/** The named sections in the bench's own order, each once; all of them when the flag is absent. */
function parseSections(value: string | undefined): Section[] {
  if (value === undefined) return [...DEFAULT_SECTIONS];
  const names = value
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !(SECTIONS as readonly string[]).includes(name));
  if (names.length === 0 || unknown.length > 0) {
    throw new UsageError(
      `--sections takes a comma-separated list of ${SECTIONS.join(", ")}, not "${value}"` +
        (unknown.length > 0 ? ` (unknown: ${unknown.join(", ")})` : ""),
    );
  }
  return SECTIONS.filter((section) => names.includes(section));
}

function wholeNumber(flag: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(number) || number < min || number > max) {
    throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not "${value}"`);
  }
  return number;
}
