// API throughput as a share of a bare node:http baseline measured in the same
// run: the figures of one load run, the targets, their verdicts and the table.
// Absolute requests/s drift with the machine's load; the ratio much less.
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

/** The figures of one autocannon run. */
export function loadFigures(label: string, result: Result): LoadFigures {
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
  };
}

/** Several runs of the same server as one: mean throughput and bytes, the worst p50 and p99, all failures summed. */
export function meanFigures(label: string, runs: readonly LoadFigures[]): LoadFigures {
  const mean = (pick: (run: LoadFigures) => number) => runs.reduce((sum, run) => sum + pick(run), 0) / runs.length;
  const non2xx: Record<string, number> = {};
  for (const run of runs) {
    for (const [status, count] of Object.entries(run.non2xx)) non2xx[status] = (non2xx[status] ?? 0) + count;
  }
  return {
    label,
    requestsPerSecond: mean((run) => run.requestsPerSecond),
    p50Ms: Math.max(...runs.map((run) => run.p50Ms)),
    p99Ms: Math.max(...runs.map((run) => run.p99Ms)),
    bytesPerResponse: mean((run) => run.bytesPerResponse),
    non2xx,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
  };
}

/** Throughput as a share of the baseline's; NaN when the baseline served nothing. */
export function ratio(figures: LoadFigures, baseline: LoadFigures): number {
  return baseline.requestsPerSecond > 0 ? figures.requestsPerSecond / baseline.requestsPerSecond : Number.NaN;
}

export function percentText(value: number): string {
  return Number.isFinite(value) ? `${(value * 100).toFixed(1)}%` : "–";
}

const non2xxCount = (figures: LoadFigures) => Object.values(figures.non2xx).reduce((sum, n) => sum + n, 0);

/** One check per target (its share of the baseline), and one that no response failed, the baseline's included. */
export function judgeApi(result: ApiResult): Check[] {
  const shares = result.targets.map(({ target, figures }): Check => {
    const share = ratio(figures, result.baseline);
    return {
      label: `${target.label} ≥ ${Math.round(target.minRatio * 100)}% of the baseline's throughput`,
      pass: share >= target.minRatio,
      figure: Number.isFinite(share) ? percentText(share) : "no baseline",
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

const COLUMNS = ["target", "req/s", "of baseline", "p50 ms", "p99 ms", "KB/resp", "non-2xx", "errors"];

export function formatApiTable(result: ApiResult): string {
  const row = (figures: LoadFigures, share: string) => [
    figures.label,
    figures.requestsPerSecond.toFixed(1),
    share,
    String(Math.round(figures.p50Ms)),
    String(Math.round(figures.p99Ms)),
    (figures.bytesPerResponse / 1024).toFixed(1),
    String(non2xxCount(figures)),
    String(figures.errors),
  ];
  return formatColumns(COLUMNS, [
    row(result.baseline, "100.0%"),
    ...result.targets.map(({ figures }) => row(figures, percentText(ratio(figures, result.baseline)))),
  ]);
}

export function formatApiHeading(result: Pick<ApiResult, "connections" | "seconds" | "warmUpRequests">): string {
  return (
    `API throughput: ${result.connections} connections, ${result.seconds} s per target after ` +
    `${result.warmUpRequests} warm-up requests, no Accept-Encoding (uncompressed responses)`
  );
}

/** Each target's share of its own round's baseline, one per round, and their median (issue 22: judged on it). */
export type RoundShares = { target: ApiTarget; shares: number[]; median: number };

export function roundShares(rounds: readonly ApiResult[]): RoundShares[] {
  const first = rounds[0];
  if (!first) return [];
  return first.targets.map(({ target }) => {
    const shares = rounds.map((round) => {
      const figures = round.targets.find((t) => t.target.label === target.label)?.figures;
      return figures ? ratio(figures, round.baseline) : Number.NaN;
    });
    const finite = shares.filter((share) => Number.isFinite(share));
    return { target, shares, median: median(finite) ?? Number.NaN };
  });
}

/**
 * The verdicts of several rounds: each target's median share against its minimum, with every round's share shown,
 * and one check that no response of any round failed.
 */
export function judgeApiRounds(rounds: readonly ApiResult[]): Check[] {
  const shares = roundShares(rounds).map(({ target, shares, median }): Check => {
    const each = shares.map(percentText).join(", ");
    return {
      label: `${target.label} ≥ ${Math.round(target.minRatio * 100)}% of the baseline's throughput, median of ${shares.length} rounds`,
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
  return [...tables, `Share of the baseline's throughput, by round\n${summary}`].join("\n\n");
}
