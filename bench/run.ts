// `npm run bench`: Lighthouse (mobile) on the key pages of the production
// build, one table of figures, a verdict per target, exit 1 on any miss.
// Later sections (API throughput, booking contention, memory) plug in here.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseBenchArgs, USAGE, UsageError, type BenchOptions } from "./args";
import { auditPage, chromiumInstalled, chromiumPath, htmlReport, launchChromium } from "./lighthouse";
import { gzippedSizes } from "./asset-sizes";
import { assetUrls, medianMeasurement, summariseResult, type Measurement } from "./measurement";
import { formatDuration, formatTable, formatVerdicts } from "./report";
import { BENCH_ADMIN_PASSWORD, startBenchSite } from "./server";
import { formatContention, measureContention, type ContentionResult } from "./contention";
import { allMet, judge, type PageResult } from "./targets";

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

  if (!chromiumInstalled()) {
    console.error(
      `Chromium not found at ${chromiumPath()}.\n` +
        "Install it (Debian/Ubuntu: apt-get install -y chromium) or point CHROMIUM_PATH at a Chrome/Chromium binary.",
    );
    return 1;
  }

  const site = await startBenchSite({ skipBuild: options.skipBuild });
  warnIfBusy();
  let results: PageResult[];
  let contention: ContentionResult;
  try {
    results = await measurePages(site.baseURL, options);
    contention = await measureContention(site.baseURL, { adminPassword: BENCH_ADMIN_PASSWORD });
  } finally {
    await site.stop();
  }

  const verdicts = judge(results);
  console.log(`\nLighthouse, mobile, simulated throttling (median of ${options.runs})\n`);
  console.log(formatTable(results));
  console.log(`\n${formatVerdicts(verdicts, results.length)}`);
  console.log(`\n${formatContention(contention)}`);
  const contentionOk = contention.overbooked === 0 && contention.succeeded === contention.seats;
  console.log(`${contentionOk ? "PASS" : "FAIL"}  exactly ${contention.seats} seats sold, 0 overbooked`);
  console.log(`\nTotal time ${formatDuration(performance.now() - started)}`);
  return allMet(verdicts) && contentionOk ? 0 : 1;
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
        const lhr = await auditPage(chrome, new URL(page, baseURL).href);
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

// Lighthouse's simulated throttling scales the CPU time it observes, so a busy machine inflates TBT and LCP.
function warnIfBusy(): void {
  const cpus = os.availableParallelism();
  const load = os.loadavg()[0]!;
  const note = load > cpus ? ": the machine is busy, so TBT and LCP will read high" : "";
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
