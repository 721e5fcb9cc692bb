// `npm run bench`: the production build served by the real server, measured in
// sections (--sections): the JS per page alone (js, opt-in, quick), Lighthouse
// (mobile) on every public page, API
// throughput against a bare node:http baseline plus the server's memory, and
// booking contention on PGlite and on PostgreSQL with two processes. Prints
// each section's figures and a verdict per target; exits 1 on any miss.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseBenchArgs, USAGE, UsageError, type BenchOptions } from "./args";
import { measureApi, measureApiRounds } from "./api-load";
import { calibrate, measureBenchmarkIndex, notJudgedReason, type Calibration } from "./cpu-calibration";
import { auditPage, chromiumInstalled, chromiumPath, htmlReport, launchChromium } from "./lighthouse";
import { gzippedSizes } from "./asset-sizes";
import { assetUrls, medianMeasurement, summariseResult, type Measurement } from "./measurement";
import { chromium } from "playwright-core";
import { launchBrowser, scriptsLoaded, setLocalStorage } from "./page-scripts";
import { prepareVisit, type Visit } from "./page-visits";
import { benchPage } from "./pages";
import { formatMemory, judgeMemory, memoryOnPostgres, readProcessMemory } from "./memory";
import {
  createThrowawayDatabase,
  DEFAULT_BENCH_DATABASE_URL,
  PostgresUnavailableError,
  type ThrowawayDatabase,
} from "./postgres";
import { formatDuration, formatScriptsTable, formatTable, formatVerdicts } from "./report";
import { BENCH_ADMIN_PASSWORD, startBenchSite, startPostgresServer, type BenchSite } from "./server";
import { formatContentionRounds, judgeContentionRounds, measureContention } from "./contention";
import { allMet, ignoredAuditsFor, JS_TARGET, judge, type PageResult } from "./targets";
import { formatApiHeading, formatApiRounds, judgeApiRounds } from "./throughput";
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

  if (options.sections.some((section) => section === "lighthouse" || section === "js") && !chromiumInstalled()) {
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
    if (options.sections.includes("js")) reports.push(await scriptsSection(site, options.pages));
    if (options.sections.includes("lighthouse")) lighthouse = { results: await measurePages(site, options) };
    if (options.sections.includes("api")) reports.push(await apiSection(site, options.apiSeconds));
    if (options.sections.includes("contention")) {
      reports.push(await contentionSection("PGlite, 1 process", () => measureOn([site.baseURL])));
      reports.push(await contentionSection("PostgreSQL, 2 processes", () => contentionOnPostgres(site.buildDir)));
    }
  } finally {
    await site.stop();
  }

  let ok = true;
  // The quick JS figures first, as they ran first.
  const [scripts] = options.sections.includes("js") ? reports.splice(0, 1) : [];
  if (scripts) {
    console.log(`\n${scripts.text}`);
    ok = scripts.checks.every((check) => check.pass);
  }
  if (lighthouse) {
    const verdicts = judge(lighthouse.results);
    console.log(
      `\nLighthouse, mobile, simulated throttling with the CPU slowdown calibrated before each run ` +
        `(median of ${options.runs}; index and CPU × are the judged runs' medians)\n`,
    );
    console.log(formatTable(lighthouse.results));
    console.log(`\n${formatVerdicts(verdicts, lighthouse.results.length)}`);
    ok &&= allMet(verdicts);
  }
  for (const report of reports) {
    console.log(`\n${report.text}${report.text ? "\n" : ""}${formatChecks(report.checks)}`);
    ok &&= allPass(report.checks);
  }
  console.log(`\nTotal time ${formatDuration(performance.now() - started)}`);
  return ok ? 0 : 1;
}

/**
 * The quick path: each page opened once in Chromium (phone-sized, unthrottled) and its scripts counted as the
 * Lighthouse section counts them. Verdicts are printed with the figures, so `checks` stays empty unless it failed.
 */
async function scriptsSection({ baseURL, mailDir }: BenchSite, pages: readonly string[]): Promise<Report> {
  const browser = await launchBrowser();
  const sizes = new Map<string, number>();
  const results: PageResult[] = [];
  const files = new Map<string, number>();
  try {
    for (const path of pages) {
      const visit = await prepareVisit(baseURL, path, mailDir);
      let measurement: Measurement;
      try {
        const { finalUrl, scripts } = await scriptsLoaded(browser, visit);
        await gzippedSizes(scripts, sizes);
        const jsBytes = scripts.reduce((sum, url) => sum + (sizes.get(url) ?? 0), 0);
        measurement = { ...scriptsOnly(jsBytes), ...landedElsewhere(visit, finalUrl) };
        files.set(path, scripts.length);
      } finally {
        await finishVisit(visit);
      }
      results.push({ path, measurement });
    }
  } finally {
    await browser.close();
  }
  const verdicts = judge(results, [JS_TARGET]);
  const text = [
    "JavaScript per page: loaded once in Chromium (phone screen, no throttling) until the network was idle\n",
    formatScriptsTable(results, files),
    "",
    formatVerdicts(verdicts, results.length),
  ].join("\n");
  return { text, checks: [{ label: "JS per page", pass: allMet(verdicts) }] };
}

/** A measurement with the JS figure alone (the quick path scores nothing). */
function scriptsOnly(jsBytes: number): Measurement {
  return {
    scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
    fcpMs: null,
    lcpMs: null,
    cls: null,
    tbtMs: null,
    jsBytes,
    cssBytes: 0,
    lost: { performance: [], accessibility: [], "best-practices": [], seo: [] },
  };
}

/** A page that sent the browser elsewhere (say /checkout without a saved booking) was not the page measured. */
function landedElsewhere(visit: Visit, finalUrl: string | undefined): { error?: string } {
  const landed = finalUrl ? new URL(finalUrl).pathname : undefined;
  return landed === undefined || landed === visit.path ? {} : { error: `ended on ${landed}` };
}

/** Pays for what the visit booked; a failure is printed, not fatal (the figures stand). */
async function finishVisit(visit: Visit): Promise<void> {
  try {
    await visit.done();
  } catch (error) {
    console.warn(`bench: after ${visit.path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/**
 * Throughput of the JSON API and a rendered page as shares of a bare node:http server's, then the server's memory,
 * and the memory of a server on PostgreSQL after the same load (issue 22).
 */
async function apiSection(site: BenchSite, seconds: number): Promise<Report> {
  try {
    // Three rounds (baseline and targets each), judged on each share's median (issue 22).
    const rounds = await measureApiRounds(site.baseURL, { seconds, serverPid: site.pid });
    const result = rounds[rounds.length - 1]!;
    const pglite = readProcessMemory(site.pid);
    const postgres = await memoryOnPostgres(site.buildDir, (baseURL) => measureApi(baseURL, { seconds })).catch(
      (error: unknown) => (error instanceof Error ? error.message.split("\n")[0]! : String(error)),
    );
    const memory = [
      formatMemory(pglite, "after the load (PGlite, in-process)"),
      formatMemory(postgres, "after the same load (PostgreSQL, the Node process alone)"),
    ].join("\n");
    return {
      text: `${formatApiHeading(result)}\n\n${formatApiRounds(rounds)}\n\n${memory}`,
      checks: [...judgeApiRounds(rounds), ...judgeMemory("PGlite", pglite), ...judgeMemory("PostgreSQL", postgres)],
    };
  } catch (error) {
    return sectionFailed("API throughput", error);
  }
}

async function contentionSection(
  title: string,
  measure: () => Promise<Awaited<ReturnType<typeof measureContention>>>,
): Promise<Report> {
  try {
    const rounds = await measure();
    return {
      text: formatContentionRounds(title, rounds),
      checks: judgeContentionRounds(`Booking contention, ${title}`, rounds),
    };
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

async function measurePages({ baseURL, mailDir }: BenchSite, options: BenchOptions): Promise<PageResult[]> {
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
        const visit = await prepareVisit(baseURL, page, mailDir);
        let lhr;
        // The emulated phone calibrated to the machine as it is now (cpu-calibration.ts); below the calculator's
        // range the run is made all the same (its report may help) but not judged.
        const calibration = calibrate(await measureBenchmarkIndex(chrome.port));
        const multiplier = "multiplier" in calibration ? calibration.multiplier : 1;
        try {
          await saveVisitStorage(chrome.port, visit);
          lhr = await auditPage(chrome, visit.url, multiplier);
          // A run Lighthouse itself could not complete (NO_NAVSTART, NO_FCP: the headless browser missed an event)
          // says nothing about the page: try it once more before it counts as a miss.
          if (lhr.runtimeError) {
            console.log(`Lighthouse ${page}: ${lhr.runtimeError.code}, running it again`);
            await saveVisitStorage(chrome.port, visit);
            lhr = await auditPage(chrome, visit.url, multiplier);
          }
        } finally {
          await finishVisit(visit);
        }
        const measurement = {
          ...summariseResult(lhr, await gzippedSizes(assetUrls(lhr), sizes), ignoredAuditsFor(benchPage(page))),
          ...(lhr.runtimeError ? {} : landedElsewhere(visit, lhr.finalDisplayedUrl)),
          benchmarkIndex: calibration.benchmarkIndex,
          cpuMultiplier: multiplier,
          ...notJudged(notJudgedReason(calibration, lhr.environment.benchmarkIndex)),
        };
        runsByPage.get(page)!.push(measurement);
        done++;
        const note =
          (lhr.runtimeError ? `\n  ${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : "") +
          (measurement.notJudged ? `\n  not judged: ${measurement.notJudged}` : "");
        console.log(
          `Lighthouse ${done}/${total}  ${page}  ${formatDuration(performance.now() - pageStarted)}` +
            `  benchmark index ${Math.round(calibration.benchmarkIndex)} → ${calibrationText(calibration)}` +
            `  (Lighthouse's own reading ${Math.round(lhr.environment.benchmarkIndex)})${note}`,
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

function notJudged(reason: string | undefined): { notJudged?: string } {
  return reason ? { notJudged: reason } : {};
}

function calibrationText(calibration: Calibration): string {
  return "multiplier" in calibration ? `CPU ×${calibration.multiplier.toFixed(2)}` : "no multiplier (1× used)";
}

/**
 * Gives Lighthouse's browser the visit's local storage (Lighthouse clears caches and service workers before a
 * run, not local storage), through a short DevTools connection closed before Lighthouse starts.
 */
async function saveVisitStorage(port: number, visit: Visit): Promise<void> {
  if (Object.keys(visit.localStorage).length === 0) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    await setLocalStorage(browser.contexts()[0]!, visit.url, visit.localStorage);
  } finally {
    await browser.close();
  }
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
