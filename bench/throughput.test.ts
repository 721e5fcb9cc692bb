import type { Result } from "autocannon";
import { describe, expect, it } from "vitest";
import { formatChecks } from "./verdict";
import {
  API_TARGETS,
  formatApiHeading,
  formatApiRounds,
  formatApiTable,
  judgeApi,
  judgeApiRounds,
  roundShares,
  loadFigures,
  meanFigures,
  percentText,
  ratio,
  share,
  type ApiResult,
  type LoadFigures,
} from "./throughput";

function figures(label: string, requestsPerSecond: number, overrides: Partial<LoadFigures> = {}): LoadFigures {
  return {
    label,
    requestsPerSecond,
    p50Ms: 4,
    p99Ms: 12,
    bytesPerResponse: 8_000,
    non2xx: {},
    errors: 0,
    timeouts: 0,
    ...overrides,
  };
}

function apiResult(rates: { courses: number; dates: number; page: number }, baseline = 10_000): ApiResult {
  return {
    connections: 50,
    seconds: 10,
    warmUpRequests: 100,
    baseline: figures("baseline", baseline),
    targets: [
      { target: API_TARGETS.courses, figures: figures(API_TARGETS.courses.label, rates.courses) },
      { target: API_TARGETS.availableDates, figures: figures(API_TARGETS.availableDates.label, rates.dates) },
      { target: API_TARGETS.coursePage, figures: figures(API_TARGETS.coursePage.label, rates.page) },
    ],
  };
}

const failed = (result: ApiResult) =>
  judgeApi(result)
    .filter((check) => !check.pass)
    .map((check) => check.label);

describe("the API targets", () => {
  it("want the JSON endpoints at half the baseline's throughput and the rendered page at 15%", () => {
    expect([API_TARGETS.courses, API_TARGETS.availableDates, API_TARGETS.coursePage].map((t) => t.minRatio)).toEqual([
      0.5, 0.5, 0.15,
    ]);
  });
});

describe("loadFigures", () => {
  const result = (stats: Record<string, number>, overrides: Partial<Result> = {}): Result =>
    ({
      url: "http://127.0.0.1/api/courses",
      connections: 50,
      duration: 10.02,
      errors: 0,
      timeouts: 0,
      non2xx: 0,
      statusCodeStats: Object.fromEntries(Object.entries(stats).map(([status, count]) => [status, { count }])),
      latency: { p50: 3, p99: 17 },
      requests: { total: Object.values(stats).reduce((a, b) => a + b, 0), sent: 0 },
      throughput: { total: 8_000 * (stats["200"] ?? 0) },
      ...overrides,
    }) as unknown as Result;

  it("counts 2xx responses per second of the run, with the latency percentiles and bytes per response", () => {
    expect(loadFigures("GET /api/courses", result({ "200": 50_100 }))).toEqual({
      label: "GET /api/courses",
      requestsPerSecond: 5_000,
      p50Ms: 3,
      p99Ms: 17,
      bytesPerResponse: 8_000,
      non2xx: {},
      errors: 0,
      timeouts: 0,
    });
  });

  it("keeps non-2xx responses apart, by status, and out of the throughput", () => {
    const figures = loadFigures("page", result({ "200": 10_020, "500": 7, "429": 3 }, { errors: 2, timeouts: 1 }));
    expect(figures.requestsPerSecond).toBe(1_000);
    expect(figures.non2xx).toEqual({ "500": 7, "429": 3 });
    expect([figures.errors, figures.timeouts]).toEqual([2, 1]);
  });

  it("reads nothing served as zero throughput", () => {
    expect(loadFigures("down", result({}, { errors: 500 }))).toMatchObject({
      requestsPerSecond: 0,
      bytesPerResponse: 0,
    });
  });
});

describe("meanFigures", () => {
  it("averages throughput and bytes, keeps the worst latencies and sums every failure", () => {
    const before = figures("before", 20_000, { p50Ms: 1, p99Ms: 5, bytesPerResponse: 100, non2xx: { "503": 1 } });
    const after = figures("after", 30_000, { p50Ms: 2, p99Ms: 9, bytesPerResponse: 300, errors: 2, timeouts: 1 });
    expect(meanFigures("baseline", [before, after])).toEqual({
      label: "baseline",
      requestsPerSecond: 25_000,
      p50Ms: 2,
      p99Ms: 9,
      bytesPerResponse: 200,
      non2xx: { "503": 1 },
      errors: 2,
      timeouts: 1,
    });
  });
});

describe("ratio", () => {
  it("is the target's throughput over the baseline's", () => {
    expect(ratio(figures("a", 2_500), figures("b", 10_000))).toBe(0.25);
  });

  it("is NaN when the baseline served nothing", () => {
    expect(ratio(figures("a", 2_500), figures("b", 0))).toBeNaN();
  });
});

describe("judgeApi", () => {
  it("passes every target at or above its share of the baseline", () => {
    expect(failed(apiResult({ courses: 5_000, dates: 5_000, page: 1_500 }))).toEqual([]);
  });

  it.each([
    { case: "courses at 49.9%", rates: { courses: 4_990, dates: 6_000, page: 2_000 }, misses: ["GET /api/courses"] },
    {
      case: "available dates at 30%",
      rates: { courses: 6_000, dates: 3_000, page: 2_000 },
      misses: ["GET /api/courses/{id}/available-dates"],
    },
    {
      case: "the page at 14.9%",
      rates: { courses: 6_000, dates: 6_000, page: 1_490 },
      misses: ["GET /courses/door-supervisor"],
    },
  ])("fails $case", ({ rates, misses }) => {
    expect(failed(apiResult(rates)).map((label) => label.split(" ≥")[0])).toEqual(misses);
  });

  it("fails every share when the baseline could not be measured", () => {
    const checks = judgeApi(apiResult({ courses: 5_000, dates: 5_000, page: 1_500 }, 0));
    expect(checks.slice(0, 3).map((check) => [check.pass, check.figure])).toEqual([
      [false, "no baseline"],
      [false, "no baseline"],
      [false, "no baseline"],
    ]);
  });

  it("fails on any non-2xx response or connection error, naming each run that had them", () => {
    const result = apiResult({ courses: 9_000, dates: 9_000, page: 9_000 });
    result.targets[2]!.figures.non2xx = { "500": 4, "503": 1 };
    result.targets[1]!.figures.errors = 12;
    result.targets[1]!.figures.timeouts = 12;
    result.baseline.errors = 1;
    expect(formatChecks(judgeApi(result)).split("\n")).toEqual([
      "PASS  GET /api/courses ≥ 50% of the baseline's throughput (90.0%)",
      "PASS  GET /api/courses/{id}/available-dates ≥ 50% of the baseline's throughput (90.0%)",
      "PASS  GET /courses/door-supervisor ≥ 15% of the baseline's throughput (90.0%)",
      "FAIL  no non-2xx responses or errors under load",
      "        baseline: 1 connection error",
      "        GET /api/courses/{id}/available-dates: 12 connection errors (12 of them timeouts: no answer within 10 s)",
      "        GET /courses/door-supervisor: 4×500, 1×503",
    ]);
  });

  it("passes the response check when all four runs were clean", () => {
    const checks = judgeApi(apiResult({ courses: 5_000, dates: 5_000, page: 1_500 }));
    expect(checks.at(-1)).toMatchObject({ pass: true, figure: "4 runs" });
  });
});

describe("formatApiTable", () => {
  it("prints one aligned row per run with its share of the baseline", () => {
    const result = apiResult({ courses: 6_543.21, dates: 4_000, page: 812.5 }, 12_345.6);
    result.targets[2]!.figures = figures(API_TARGETS.coursePage.label, 812.5, {
      p50Ms: 58.4,
      p99Ms: 240,
      bytesPerResponse: 61_440,
      non2xx: { "500": 2 },
      errors: 1,
    });
    expect(formatApiTable(result).split("\n")).toEqual([
      "target                                   req/s  of baseline  CPU µs/answer  capacity  p50 ms  p99 ms  KB/resp  non-2xx  errors",
      "-------------------------------------  -------  -----------  -------------  --------  ------  ------  -------  -------  ------",
      "baseline                               12345.6       100.0%              –         –       4      12      7.8        0       0",
      "GET /api/courses                        6543.2        53.0%              –         –       4      12      7.8        0       0",
      "GET /api/courses/{id}/available-dates   4000.0        32.4%              –         –       4      12      7.8        0       0",
      "GET /courses/door-supervisor             812.5         6.6%              –         –      58     240     60.0        2       1",
    ]);
  });
});

describe("capacity: the share judged when the servers' CPU time per answer was read", () => {
  /** A round whose client capped every server at the same requests/s: only CPU time per answer tells them apart. */
  const cappedByTheClient = (cpu: { baseline: number; courses: number; dates: number; page: number }) => {
    const result = apiResult({ courses: 6_000, dates: 6_000, page: 6_000 }, 6_000);
    result.baseline.serverCpuUsPerAnswer = cpu.baseline;
    result.targets.forEach(({ figures }, index) => {
      figures.serverCpuUsPerAnswer = [cpu.courses, cpu.dates, cpu.page][index];
    });
    return result;
  };

  it("is the baseline's CPU per answer over the target's, whatever the requests/s", () => {
    const target = figures("page", 900, { serverCpuUsPerAnswer: 60 });
    expect(share(target, figures("bare", 60_000, { serverCpuUsPerAnswer: 15 }))).toBe(0.25);
    expect(ratio(target, figures("bare", 60_000, { serverCpuUsPerAnswer: 15 }))).toBe(0.015);
  });

  it("falls back to the throughput ratio when either side's CPU time is missing", () => {
    expect(share(figures("page", 900, { serverCpuUsPerAnswer: 60 }), figures("bare", 9_000))).toBe(0.1);
    expect(share(figures("page", 900), figures("bare", 9_000, { serverCpuUsPerAnswer: 15 }))).toBe(0.1);
  });

  it("judges and prints each target on it", () => {
    const result = cappedByTheClient({ baseline: 15, courses: 25, dates: 40, page: 110 });
    expect(formatChecks(judgeApi(result)).split("\n").slice(0, 3)).toEqual([
      "PASS  GET /api/courses ≥ 50% of the baseline's capacity (server CPU per answer) (60.0%)",
      "FAIL  GET /api/courses/{id}/available-dates ≥ 50% of the baseline's capacity (server CPU per answer) (37.5%)",
      "FAIL  GET /courses/door-supervisor ≥ 15% of the baseline's capacity (server CPU per answer) (13.6%)",
    ]);
    const table = formatApiTable(result).split("\n");
    expect(table[2]).toMatch(/^baseline\s+6000\.0\s+100\.0%\s+15\.0\s+100\.0%\s/);
    expect(table[5]).toMatch(/^GET \/courses\/door-supervisor\s+6000\.0\s+100\.0%\s+110\.0\s+13\.6%\s/);
    expect(formatApiRounds([result])).toContain("Share of the baseline's capacity (server CPU per answer), by round");
  });

  it("reads a run's CPU per 2xx answer from the server's CPU time, and averages it over the baseline's runs", () => {
    const run = loadFigures(
      "page",
      {
        duration: 10,
        errors: 0,
        timeouts: 0,
        statusCodeStats: { "200": { count: 20_000 }, "503": { count: 5 } },
        latency: { p50: 1, p99: 2 },
        throughput: { total: 1 },
      } as unknown as Result,
      1_200,
    );
    expect(run.serverCpuUsPerAnswer).toBe(60);
    const [before, after] = [
      figures("a", 1, { serverCpuUsPerAnswer: 14 }),
      figures("b", 1, { serverCpuUsPerAnswer: 16 }),
    ];
    expect(meanFigures("bare", [before, after]).serverCpuUsPerAnswer).toBe(15);
    expect(meanFigures("bare", [before, figures("c", 1)]).serverCpuUsPerAnswer).toBeUndefined();
  });
});

describe("formatApiHeading", () => {
  it("says how the load was made", () => {
    expect(formatApiHeading({ connections: 50, seconds: 10, warmUpRequests: 100 })).toBe(
      "API throughput: 50 connections, 10 s per target after 100 warm-up requests, no Accept-Encoding (uncompressed responses)",
    );
  });
});

describe("percentText", () => {
  it.each([
    { value: 0.5, text: "50.0%" },
    { value: 0.1234, text: "12.3%" },
    { value: 1.5, text: "150.0%" },
    { value: Number.NaN, text: "–" },
  ])("$value reads $text", ({ value, text }) => {
    expect(percentText(value)).toBe(text);
  });
});

describe("roundShares: each target's share of its own round's baseline, and their median", () => {
  it.each([
    {
      case: "three rounds: the middle share",
      rounds: [
        [4_000, 10_000],
        [6_000, 10_000],
        [5_000, 10_000],
      ],
      median: 0.5,
    },
    {
      case: "each round against its own baseline",
      rounds: [
        [5_000, 20_000],
        [3_000, 5_000],
        [1_000, 1_000],
      ],
      median: 0.6,
    },
    { case: "one round", rounds: [[4_900, 10_000]], median: 0.49 },
    {
      case: "a round without a baseline is left out",
      rounds: [
        [5_000, 0],
        [4_000, 10_000],
        [6_000, 10_000],
      ],
      median: 0.5,
    },
  ])("$case → $median", ({ rounds, median }) => {
    const results = rounds.map(([courses, baseline]) => apiResult({ courses: courses!, dates: 1, page: 1 }, baseline));
    expect(roundShares(results)[0]).toMatchObject({ target: API_TARGETS.courses, median: expect.closeTo(median, 10) });
  });
});

describe("judgeApiRounds", () => {
  it("judges each target on its median share, and shows every round's", () => {
    const rounds = [
      apiResult({ courses: 4_000, dates: 7_000, page: 2_000 }),
      apiResult({ courses: 6_000, dates: 5_500, page: 1_400 }),
      apiResult({ courses: 5_200, dates: 4_000, page: 1_600 }),
    ];
    expect(formatChecks(judgeApiRounds(rounds)).split("\n")).toEqual([
      "PASS  GET /api/courses ≥ 50% of the baseline's throughput, median of 3 rounds (52.0%; rounds 40.0%, 60.0%, 52.0%)",
      "PASS  GET /api/courses/{id}/available-dates ≥ 50% of the baseline's throughput, median of 3 rounds (55.0%; rounds 70.0%, 55.0%, 40.0%)",
      "PASS  GET /courses/door-supervisor ≥ 15% of the baseline's throughput, median of 3 rounds (16.0%; rounds 20.0%, 14.0%, 16.0%)",
      "PASS  no non-2xx responses or errors under load (3 rounds)",
    ]);
  });

  it("misses a target whose median share is under it, though one round passed", () => {
    const rounds = [
      apiResult({ courses: 9_000, dates: 6_000, page: 1_400 }),
      apiResult({ courses: 4_000, dates: 6_000, page: 1_400 }),
      apiResult({ courses: 4_500, dates: 6_000, page: 1_400 }),
    ];
    const checks = judgeApiRounds(rounds);
    expect(checks.map((check) => check.pass)).toEqual([false, true, false, true]);
    expect(checks[0]!.figure).toBe("45.0%; rounds 90.0%, 40.0%, 45.0%");
  });

  it("fails on a failed response in any round, naming the round", () => {
    const failed = apiResult({ courses: 6_000, dates: 6_000, page: 2_000 });
    failed.targets[2]!.figures = figures(API_TARGETS.coursePage.label, 2_000, { non2xx: { "503": 4 } });
    const checks = judgeApiRounds([apiResult({ courses: 6_000, dates: 6_000, page: 2_000 }), failed]);
    expect(checks.at(-1)).toEqual({
      label: "no non-2xx responses or errors under load",
      pass: false,
      details: ["round 2: GET /courses/door-supervisor: 4×503"],
    });
  });
});

describe("formatApiRounds", () => {
  it("prints every round's table and then the shares by round with their median", () => {
    const text = formatApiRounds([
      apiResult({ courses: 4_000, dates: 7_000, page: 2_000 }),
      apiResult({ courses: 6_000, dates: 5_500, page: 1_400 }),
    ]);
    expect(text).toContain("Round 1\n");
    expect(text).toContain("Round 2\n");
    expect(text.split("\n").slice(-6)).toEqual([
      "Share of the baseline's throughput, by round",
      "target                                 round 1  round 2  median  target",
      "-------------------------------------  -------  -------  ------  ------",
      "GET /api/courses                         40.0%    60.0%   50.0%   ≥ 50%",
      "GET /api/courses/{id}/available-dates    70.0%    55.0%   62.5%   ≥ 50%",
      "GET /courses/door-supervisor             20.0%    14.0%   17.0%   ≥ 15%",
    ]);
  });
});
