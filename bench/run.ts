// `npm run bench`: the production build served by the real server, measured in
// three sections (--sections): Lighthouse (mobile) on the key pages, API
// throughput against a bare node:http baseline plus the server's memory, and
// booking contention on PGlite and on PostgreSQL with two processes. Prints
// each section's figures and a verdict per target; exits 1 on any miss.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseBenchArgs, USAGE, UsageError, type BenchOptions } from "./args";
import { measureApi } from "./api-load";
import { auditPage, chromiumInstalled, chromiumPath, htmlReport, launchChromium } from "./lighthouse";
import { gzippedSizes } from "./asset-sizes";
import { assetUrls, medianMeasurement, summariseResult, type Measurement } from "./measurement";
import { formatMemory, readProcessMemory } from "./memory";
import {
  createThrowawayDatabase,
  DEFAULT_BENCH_DATABASE_URL,
  PostgresUnavailableError,
  type ThrowawayDatabase,
} from "./postgres";
import { formatDuration, formatTable, formatVerdicts } from "./report";
import { BENCH_ADMIN_PASSWORD, startBenchSite, startPostgresServer, type BenchSite } from "./server";
import { formatContention, judgeContention, measureContention } from "./contention";
import { allMet, judge, type PageResult } from "./targets";
import { formatApiHeading, formatApiTable, judgeApi } from "./throughput";
import { allPass, formatChecks, type Check } from "./verdict";

/** A section's printed figures and its verdicts, kept until every section has run. */
type Report = { text: string; checks: Check[] };

async function main(): Promise<number> {
  const started = performance.now();
  let options: BenchOptions;
  try {
    const parsed = parseBenchArgs(process.argv.slice(2));
    if (parsed === "help") {
      console.log(USAGE);
      return 0;
    }
    options = parsed;
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${USAGE}`);
    return 2;
  }

  if (options.sections.includes("lighthouse") && !chromiumInstalled()) {
    console.error(
      `Chromium not found at ${chromiumPath()}.\n` +
        "Install it (Debian/Ubuntu: apt-get install -y chromium) or point CHROMIUM_PATH at a Chrome/Chromium binary, " +
        "or leave Lighthouse out: --sections=api,contention.",
    );
    return 1;
  }

  const site = await startBenchSite({ skipBuild: options.skipBuild });
  warnIfBusy();
  let lighthouse: { results: PageResult[] } | undefined;
  const reports: Report[] = [];
  try {
    if (options.sections.includes("lighthouse")) lighthouse = { results: await measurePages(site.baseURL, options) };
    if (options.sections.includes("api")) reports.push(await apiSection(site, options.apiSeconds));
    if (options.sections.includes("contention")) {
      reports.push(await contentionSection("PGlite, 1 process", () => measureOn([site.baseURL])));
      reports.push(await contentionSection("PostgreSQL, 2 processes", () => contentionOnPostgres(site.buildDir)));
    }
  } finally {
    await site.stop();
  }

  let ok = true;
  if (lighthouse) {
    const verdicts = judge(lighthouse.results);
    console.log(`\nLighthouse, mobile, simulated throttling (median of ${options.runs})\n`);
    console.log(formatTable(lighthouse.results));
    console.log(`\n${formatVerdicts(verdicts, lighthouse.results.length)}`);
    ok = allMet(verdicts);
  }
  for (const report of reports) {
    console.log(`\n${report.text}${report.text ? "\n" : ""}${formatChecks(report.checks)}`);
    ok &&= allPass(report.checks);
  }
  console.log(`\nTotal time ${formatDuration(performance.now() - started)}`);
  return ok ? 0 : 1;
}

/** Throughput of the JSON API and a rendered page as shares of a bare node:http server's, then the server's memory. */
async function apiSection(site: BenchSite, seconds: number): Promise<Report> {
  try {
    const result = await measureApi(site.baseURL, { seconds });
    const memory = formatMemory(readProcessMemory(site.pid), "after the load (PGlite, in-process)");
    return { text: `${formatApiHeading(result)}\n\n${formatApiTable(result)}\n\n${memory}`, checks: judgeApi(result) };
  } catch (error) {
    return sectionFailed("API throughput", error);
  }
}

async function contentionSection(
  title: string,
  measure: () => Promise<Awaited<ReturnType<typeof measureContention>>>,
): Promise<Report> {
  try {
    const result = await measure();
    return { text: formatContention(title, result), checks: [judgeContention(`Booking contention, ${title}`, result)] };
  } catch (error) {
    return sectionFailed(`Booking contention, ${title}`, error);
  }
}

function measureOn(baseURLs: [string, ...string[]]) {
  return measureContention(baseURLs, { adminPassword: BENCH_ADMIN_PASSWORD });
}

/** Two server processes on one fresh PostgreSQL database, the bookings sent to each in turn; the database dropped after. */
async function contentionOnPostgres(buildDir: string) {
  const adminUrl = process.env.BENCH_DATABASE_URL || DEFAULT_BENCH_DATABASE_URL;
  const database: ThrowawayDatabase = await createThrowawayDatabase(adminUrl);
  console.log(`PostgreSQL: created the database ${database.name}`);
  const servers: BenchSite[] = [];
  try {
    // The first migrates and seeds the empty database; the second starts on the finished one.
    servers.push(await startPostgresServer(buildDir, database.url));
    servers.push(await startPostgresServer(buildDir, database.url));
    console.log(`PostgreSQL: servers ready at ${servers.map((server) => server.baseURL).join(" and ")}`);
    return await measureOn([servers[0]!.baseURL, servers[1]!.baseURL]);
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
    await database.drop();
    console.log(`PostgreSQL: dropped the database ${database.name}`);
  }
}

/** A section that could not be measured fails with its reason, and the other sections still report. */
function sectionFailed(title: string, error: unknown): Report {
  const message = error instanceof Error ? error.message : String(error);
  // An unreachable PostgreSQL is a plain fact; anything else may be a bug, so keep its stack.
  if (error instanceof Error && !(error instanceof PostgresUnavailableError)) console.error(error.stack ?? message);
  const [first, ...rest] = message.split("\n");
  return { text: "", checks: [{ label: `${title}: not measured — ${first}`, pass: false, details: rest }] };
}

async function measurePages(baseURL: string, options: BenchOptions): Promise<PageResult[]> {
  if (options.reportsDir) fs.mkdirSync(options.reportsDir, { recursive: true });
  const chrome = await launchChromium();
  const runsByPage = new Map<string, Measurement[]>(options.pages.map((page) => [page, []]));
  const sizes = new Map<string, number>();
  const total = options.pages.length * options.runs;
  let done = 0;
  try {
    // Pages interleave across runs, so a slow moment of the machine spreads over pages rather than sinking one.
    for (let run = 1; run <= options.runs; run++) {
      for (const page of options.pages) {
        const pageStarted = performance.now();
        let lhr = await auditPage(chrome, new URL(page, baseURL).href);
        // A run Lighthouse itself could not complete (NO_NAVSTART, NO_FCP: the headless browser missed an event)
        // says nothing about the page: try it once more before it counts as a miss.
        if (lhr.runtimeError) {
          console.log(`Lighthouse ${page}: ${lhr.runtimeError.code}, running it again`);
          lhr = await auditPage(chrome, new URL(page, baseURL).href);
        }
        const measurement = summariseResult(lhr, await gzippedSizes(assetUrls(lhr), sizes));
        runsByPage.get(page)!.push(measurement);
        done++;
        const note = lhr.runtimeError ? `\n  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : "";
        console.log(
          `Lighthouse ${done}/${total}  ${page}  ${formatDuration(performance.now() - pageStarted)}` +
            `  (benchmark index ${Math.round(lhr.environment.benchmarkIndex)})${note}`,
        );
        if (options.reportsDir) {
          const file = path.join(options.reportsDir, `${reportName(page)}-run${run}.html`);
          fs.writeFileSync(file, htmlReport(lhr));
        }
      }
    }
  } finally {
    chrome.kill();
  }
  return options.pages.map((page) => ({ path: page, measurement: medianMeasurement(runsByPage.get(page)!) }));
}

// Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine inflates TBT and LCP; the
// API and contention runs share the CPUs with whatever else is running too.
function warnIfBusy(): void {
  const cpus = os.availableParallelism();
  const load = os.loadavg()[0]!;
  const note = load > cpus ? ": the machine is busy, so TBT, LCP and latencies will read high, req/s low" : "";
  console.log(`${cpus} CPUs, load average ${load.toFixed(1)}${note}`);
}

function reportName(page: string): string {
  return page === "/" ? "home" : page.replace(/^\/|\/$/g, "").replace(/[^\w-]+/g, "_");
}

// Ctrl-C: exit through the 'exit' handlers, which stop the server and delete the temporary folders.
process.once("SIGINT", () => process.exit(130));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
