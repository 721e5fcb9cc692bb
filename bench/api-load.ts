// API throughput: autocannon (programmatic API, in the bench's own process) at
// a fixed concurrency against a bare node:http baseline in a child process,
// then against three targets on the real server. See docs/bench.md.
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { formatDuration } from "./report";
import { API_TARGETS, loadFigures, meanFigures, type ApiResult, type ApiTarget, type LoadFigures } from "./throughput";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const API_CONNECTIONS = 50;
/** Requests sent, and all answered, before each measured run. */
export const WARM_UP_REQUESTS = 2 * API_CONNECTIONS;
const DOOR_SUPERVISOR_SLUG = "door-supervisor";

export async function measureApi(baseURL: string, options: { seconds: number }): Promise<ApiResult> {
  const { seconds } = options;
  // The baseline answers with the very bytes GET /api/courses sends, so the two differ only in the work behind them.
  const courses = await getUncompressed(`${baseURL}/api/courses`);
  if (courses.status !== 200) throw new Error(`GET /api/courses answered ${courses.status}`);
  const list = JSON.parse(courses.body.toString("utf8")) as { id: unknown; slug?: unknown }[];
  const doorSupervisor = list.find((course) => course.slug === DOOR_SUPERVISOR_SLUG);
  if (!doorSupervisor) throw new Error(`GET /api/courses lists no course with the slug "${DOOR_SUPERVISOR_SLUG}"`);

  const runs: { target: ApiTarget; url: string }[] = [
    { target: API_TARGETS.courses, url: `${baseURL}/api/courses` },
    {
      target: API_TARGETS.availableDates,
      url: `${baseURL}/api/courses/${encodeURIComponent(String(doorSupervisor.id))}/available-dates`,
    },
    { target: API_TARGETS.coursePage, url: `${baseURL}/courses/${DOOR_SUPERVISOR_SLUG}` },
  ];
  const total = runs.length + 2;

  // The baseline is measured before and after the targets, and they are judged against the mean of the two, so a
  // machine that speeds up or slows down during the run does not favour or penalise the targets.
  const baselineServer = await startBaselineServer(courses.body);
  const targets: ApiResult["targets"] = [];
  let baseline: LoadFigures;
  try {
    const label = `baseline: node:http, ${(courses.body.length / 1024).toFixed(1)} KB JSON`;
    const before = await load(`${label} (before)`, baselineServer.url, seconds, `1/${total}`);
    for (const [index, { target, url }] of runs.entries()) {
      targets.push({ target, figures: await load(target.label, url, seconds, `${index + 2}/${total}`) });
    }
    const after = await load(`${label} (after)`, baselineServer.url, seconds, `${total}/${total}`);
    baseline = meanFigures(`${label}, mean of before and after`, [before, after]);
  } finally {
    await baselineServer.stop();
  }
  return { connections: API_CONNECTIONS, seconds, warmUpRequests: WARM_UP_REQUESTS, baseline, targets };
}

/**
 * A warm-up, discarded (JIT, first renders, connections), then the measured run. The warm-up is a number of requests,
 * not seconds: autocannon waits for every one of them, whereas a timed run abandons up to 50 requests in flight when
 * it ends, which the server would still be working through at the start of the measured run (with a page taking
 * ~60 ms to render, that backlog alone costs the first 3 s). It also drains whatever the previous target left.
 */
async function load(label: string, url: string, seconds: number, progress: string): Promise<LoadFigures> {
  const started = performance.now();
  await autocannon({ url, connections: API_CONNECTIONS, amount: WARM_UP_REQUESTS });
  const figures = loadFigures(label, await autocannon({ url, connections: API_CONNECTIONS, duration: seconds }));
  console.log(
    `API ${progress}  ${label}  ${formatDuration(performance.now() - started)}  ` +
      `(${figures.requestsPerSecond.toFixed(0)} req/s)`,
  );
  return figures;
}

/** GET without Accept-Encoding, as autocannon sends it: the body as the server sends it uncompressed. */
function getUncompressed(url: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on("error", reject);
    });
    request.on("timeout", () => request.destroy(new Error(`timed out: ${url}`)));
    request.on("error", reject);
  });
}

/** bench/baseline-server.ts in its own process, started like the real server (same node, same loader). */
async function startBaselineServer(body: Buffer): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/baseline-server.ts"], {
    cwd: ROOT,
    stdio: ["pipe", "pipe", "inherit"],
  });
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const stop = async () => {
    process.off("exit", killOnExit);
    await stopChild(child);
  };
  child.stdin!.end(body);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let output = "";
      const timer = setTimeout(() => reject(new Error("the baseline server did not start within 30 s")), 30_000);
      child.stdout!.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        const match = /^(\d+)\n/.exec(output);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once("exit", (code, signal) => {
        clearTimeout(timer);
        reject(new Error(`the baseline server exited (${code ?? signal}) before listening`));
      });
    });
    return { url: `http://127.0.0.1:${port}/api/courses`, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}
