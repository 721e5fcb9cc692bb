// API throughput as a share of a bare node:http baseline measured in the same
// run: the figures of one load run, the targets, their verdicts and the table.
// Absolute requests/s drift with the machine's load; the ratio much less. Each share is judged on the server's own CPU
// time per answer where it was read (process-cpu.ts): the load client shares this 2-core machine, and on an 80 KB
// page it is the client, decoding bodies, that caps requests/s, for a bare server and the real one alike.
import type { Result } from "autocannon";
import { median } from "./measurement";
import { formatColumns, type Check } from "./verdict";

/** What one load run against one URL measured. */
export type LoadFigures = {
  label: string;
  /** 2xx responses per second over the run. */
  requestsPerSecond: number;
  /** Latency of the 2xx responses, ms. */
  p50Ms: number;
  p99Ms: number;
  /** Bytes received per 2xx response, headers included. */
  bytesPerResponse: number;
  /** Responses with a status outside 200–299, by status. */
  non2xx: Record<string, number>;
  /** Connection errors, timeouts included. */
  errors: number;
  /** Requests with no answer within autocannon's timeout (10 s), counted in `errors` too. */
  timeouts: number;
  /** The server process's CPU time over the run per 2xx answer, µs; absent where it could not be read. */
  serverCpuUsPerAnswer?: number;
};

export type ApiTarget = { label: string; minRatio: number };

/** The targets of the production-readiness issue: JSON reads at half the baseline, a rendered page at 15%. */
export const API_TARGETS = {
  courses: { label: "GET /api/courses", minRatio: 0.5 },
  availableDates: { label: "GET /api/courses/{id}/available-dates", minRatio: 0.5 },
  coursePage: { label: "GET /courses/door-supervisor", minRatio: 0.15 },
} as const satisfies Record<string, ApiTarget>;

export type ApiResult = {
  connections: number;
  seconds: number;
  warmUpRequests: number;
  baseline: LoadFigures;
  targets: { target: ApiTarget; figures: LoadFigures }[];
};

/** The figures of one autocannon run, with the server's CPU time over it (ms) when it was read. */
export function loadFigures(label: string, result: Result, serverCpuMs?: number): LoadFigures {
  const non2xx: Record<string, number> = {};
  let ok = 0;
  for (const [status, { count }] of Object.entries(result.statusCodeStats)) {
    if (/^2\d\d$/.test(status)) ok += count;
    else non2xx[status] = count;
  }
  return {
    label,
    requestsPerSecond: result.duration > 0 ? ok / result.duration : 0,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    bytesPerResponse: ok > 0 ? result.throughput.total / ok : 0,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    ...(serverCpuMs !== undefined && ok > 0 && { serverCpuUsPerAnswer: (serverCpuMs * 1000) / ok }),
  };
}

/** Several runs of the same server as one: mean throughput and bytes, the worst p50 and p99, all failures summed. */
export function meanFigures(label: string, runs: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const non2xx: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.non2xx)) non2xx[status] = (non2xx[status] ?? 0) + count;
  }
  const everyCpu = runs.every((run) => run.serverCpuUsPerAnswer !== undefined);
  return {
    label,
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    bytesPerResponse: mean((run) => run.bytesPerResponse),
    non2xx,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
    ...(everyCpu && { serverCpuUsPerAnswer: mean((run) => run.serverCpuUsPerAnswer!) }),
  };
}

/** Throughput as a share of the baseline's; NaN when the baseline served nothing. */
export function ratio(figures: LoadFigures, baseline: LoadFigures): number {
  return baseline.requestsPerSecond > 0 ? figures.requestsPerSecond / baseline.requestsPerSecond : Number.NaN;
}

/**
 * The judged share: the server's capacity as a share of the baseline's, i.e. the baseline's CPU time per answer over
 * the target's (what each could answer with a CPU to itself); the throughput ratio where CPU time was not read.
 */
export function share(figures: LoadFigures, baseline: LoadFigures): number {
  const [target, bare] = [figures.serverCpuUsPerAnswer, baseline.serverCpuUsPerAnswer];
  return target !== undefined && bare !== undefined && target > 0 ? bare / target : ratio(figures, baseline);
}

/** What the judged share is a share of. */
const shareOf = (figures: LoadFigures) =>
  figures.serverCpuUsPerAnswer === undefined ? "throughput" : "capacity (server CPU per answer)";

export function percentText(value: number): string {
  return Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "–";
}

const non2xxCount = (figures: LoadFigures) => Object.values(figures.non2xx).reduce((sum, n) => sum + n, 0);

/** One check per target (its share of the baseline), and one that no response failed, the baseline's included. */
export function judgeApi(result: ApiResult): Check[] {
  const shares = result.targets.map(({ target, figures }): Check => {
    const judged = share(figures, result.baseline);
    return {
      label: `${target.label} ≥ ${Math.round(target.minRatio * 100)}% of the baseline's ${shareOf(figures)}`,
      pass: judged >= target.minRatio,
      figure: Number.isFinite(judged) ? percentText(judged) : "no baseline",
    };
  });
  const all = [result.baseline, ...result.targets.map((t) => t.figures)];
  const failing = all.filter((figures) => non2xxCount(figures) > 0 || figures.errors > 0);
  const responses: Check = {
    label: "no non-2xx responses or errors under load",
    pass: failing.length === 0,
    ...(failing.length === 0 ? { figure: `${all.length} runs` } : {}),
    details: failing.map((figures) => `${figures.label}: ${failureText(figures)}`),
  };
  return [...shares, responses];
}

function failureText(figures: LoadFigures): string {
  const statuses = Object.entries(figures.non2xx).map(([status, n]) => `${n}×${status}`);
  const timeouts = figures.timeouts > 0 ? ` (${figures.timeouts} of them timeouts: no answer within 10 s)` : "";
  const errors =
    figures.errors > 0 ? [`${figures.errors} connection error${figures.errors === 1 ? "" : "s"}${timeouts}`] : [];
  return [...statuses, ...errors].join(", ");
}

const COLUMNS = [
  "target",
  "req/s",
  "of baseline",
  "CPU µs/answer",
  "capacity",
  "p50 ms",
  "p99 ms",
  "KB/resp",
  "non-2xx",
  "errors",
];

export function formatApiTable(result: ApiResult): string {
  const row = (figures: LoadFigures, throughputShare: string, capacity: string) => [
    figures.label,
    figures.requestsPerSecond.toFixed(1),
    throughputShare,
    figures.serverCpuUsPerAnswer === undefined ? "–" : figures.serverCpuUsPerAnswer.toFixed(1),
    capacity,
    String(Math.round(figures.p50Ms)),
    String(Math.round(figures.p99Ms)),
    (figures.bytesPerResponse / 1024).toFixed(1),
    String(non2xxCount(figures)),
    String(figures.errors),
  ];
  const capacity = (figures: LoadFigures) =>
    figures.serverCpuUsPerAnswer === undefined ? "–" : percentText(share(figures, result.baseline));
  return formatColumns(COLUMNS, [
    row(result.baseline, "100.0%", capacity(result.baseline)),
    ...result.targets.map(({ figures }) =>
      row(figures, percentText(ratio(figures, result.baseline)), capacity(figures)),
    ),
  ]);
}

export function formatApiHeading(result: Pick<ApiResult, "connections" | "seconds" | "warmUpRequests">): string {
  return (
    `API throughput: ${result.connections} connections, ${result.seconds} s per target after ` +
    `${result.warmUpRequests} warm-up requests, no Accept-Encoding (uncompressed responses)`
  );
}

/** Each target's share of its own round's baseline, one per round, and their median (issue 22: judged on it). */
export type RoundShares = { target: ApiTarget; shares: number[]; median: number; of: string };

export function roundShares(rounds: readonly ApiResult[]): RoundShares[] {
  const first = rounds[0];
  if (!first) return [];
  return first.targets.map(({ target, figures: firstFigures }) => {
    const shares = rounds.map((round) => {
      const figures = round.targets.find((t) => t.target.label === target.label)?.figures;
      return figures ? share(figures, round.baseline) : Number.NaN;
    });
    const finite = shares.filter((value) => Number.isFinite(value));
    return { target, shares, median: median(finite) ?? Number.NaN, of: shareOf(firstFigures) };
  });
}

/**
 * The verdicts of several rounds: each target's median share against its minimum, with every round's share shown,
 * and one check that no response of any round failed.
 */
export function judgeApiRounds(rounds: readonly ApiResult[]): Check[] {
  const shares = roundShares(rounds).map(({ target, shares, median, of }): Check => {
    const each = shares.map(percentText).join(", ");
    return {
      label: `${target.label} ≥ ${Math.round(target.minRatio * 100)}% of the baseline's ${of}, median of ${shares.length} rounds`,
      pass: median >= target.minRatio,
      figure: Number.isFinite(median) ? `${percentText(median)}; rounds ${each}` : "no baseline",
    };
  });
  const responses = rounds.map((round) => judgeApi(round).at(-1)!);
  const failing = responses.flatMap((check, index) =>
    check.pass ? [] : (check.details ?? []).map((d) => `round ${index + 1}: ${d}`),
  );
  return [
    ...shares,
    {
      label: "no non-2xx responses or errors under load",
      pass: failing.length === 0,
      ...(failing.length === 0 ? { figure: `${rounds.length} rounds` } : {}),
      details: failing,
    },
  ];
}

/** Every round's table, then each target's shares by round and their median. */
export function formatApiRounds(rounds: readonly ApiResult[]): string {
  const tables = rounds.map((round, index) => `Round ${index + 1}\n${formatApiTable(round)}`);
  const summary = formatColumns(
    ["target", ...rounds.map((_, index) => `round ${index + 1}`), "median", "target"],
    roundShares(rounds).map(({ target, shares, median }) => [
      target.label,
      ...shares.map(percentText),
      percentText(median),
      `≥ ${Math.round(target.minRatio * 100)}%`,
    ]),
  );
  const of = roundShares(rounds)[0]?.of ?? "throughput";
  return [...tables, `Share of the baseline's ${of}, by round\n${summary}`].join("\n\n");
}
