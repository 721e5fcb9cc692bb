// API throughput: autocannon (programmatic API, in the bench's own process) at
// a fixed concurrency against a bare node:http baseline in a child process,
// then against three targets on the real server. See docs/bench.md.
import http from "node:http";
import autocannon from "autocannon";
import { startChildServer } from "./child-server";
import { processCpuMs } from "./process-cpu";
import { formatDuration } from "./report";
import { API_TARGETS, loadFigures, meanFigures, type ApiResult, type ApiTarget, type LoadFigures } from "./throughput";

/** Rounds per API section (issue 22): each a baseline and every target; the shares are judged on their median. */
export const API_ROUNDS = 3;

/** `rounds` rounds of measureApi, one after the other, each with its own baseline. */
export async function measureApiRounds(
  baseURL: string,
  options: { seconds: number; rounds?: number; serverPid?: number },
): Promise<ApiResult[]> {
  const rounds: ApiResult[] = [];
  for (let round = 1; round <= (options.rounds ?? API_ROUNDS); round++) {
    console.log(`API round ${round}/${options.rounds ?? API_ROUNDS}`);
    rounds.push(await measureApi(baseURL, options));
  }
  return rounds;
}

export const API_CONNECTIONS = 50;
/** Requests sent, and all answered, before each measured run. */
export const WARM_UP_REQUESTS = 2 * API_CONNECTIONS;
const DOOR_SUPERVISOR_SLUG = "door-supervisor";

/** `serverPid`: the server's process, whose CPU time per answer is read with each run (process-cpu.ts). */
export async function measureApi(
  baseURL: string,
  options: { seconds: number; serverPid?: number },
): Promise<ApiResult> {
  const { seconds, serverPid } = options;
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
    const bare = { url: baselineServer.url, pid: baselineServer.pid };
    const before = await load(`${label} (before)`, bare, seconds, `1/${total}`);
    for (const [index, { target, url }] of runs.entries()) {
      const figures = await load(target.label, { url, pid: serverPid }, seconds, `${index + 2}/${total}`);
      targets.push({ target, figures });
    }
    const after = await load(`${label} (after)`, bare, seconds, `${total}/${total}`);
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
async function load(
  label: string,
  server: { url: string; pid: number | undefined },
  seconds: number,
  progress: string,
): Promise<LoadFigures> {
  const started = performance.now();
  const { url } = server;
  await autocannon({ url, connections: API_CONNECTIONS, amount: WARM_UP_REQUESTS });
  const cpuBefore = processCpuMs(server.pid);
  const result = await autocannon({ url, connections: API_CONNECTIONS, duration: seconds });
  const cpuAfter = processCpuMs(server.pid);
  const serverCpuMs = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const figures = loadFigures(label, result, serverCpuMs);
  const cpu = figures.serverCpuUsPerAnswer === undefined ? "" : `, ${figures.serverCpuUsPerAnswer.toFixed(0)} µs CPU`;
  console.log(
    `API ${progress}  ${label}  ${formatDuration(performance.now() - started)}  ` +
      `(${figures.requestsPerSecond.toFixed(0)} req/s${cpu})`,
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

/** bench/baseline-server.ts in its own process, answering every request with `body`. */
async function startBaselineServer(body: Buffer): Promise<{ url: string; pid?: number; stop: () => Promise<void> }> {
  const server = await startChildServer("bench/baseline-server.ts", "baseline server", body);
  return { url: `http://127.0.0.1:${server.port}/api/courses`, pid: server.pid, stop: server.stop };
}
