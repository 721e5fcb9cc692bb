import { describe, expect, it } from "vitest";
import { makeLighthouseResult, makeMeasurement } from "./factories";
import { assetUrls, lostPoints, median, medianMeasurement, scoreWithout, summariseResult } from "./measurement";

const noSizes = new Map<string, number>();

describe("summariseResult", () => {
  it("reads the four category scores as 0–100 and the three metrics", () => {
    const lhr = makeLighthouseResult({
      scores: { performance: 87, accessibility: 100, "best-practices": 96, seo: 92 },
      fcpMs: 1012.5,
      lcpMs: 2383.4,
      cls: 0.012,
      tbtMs: 453,
    });
    expect(summariseResult(lhr, noSizes)).toMatchObject({
      scores: { performance: 87, accessibility: 100, "best-practices": 96, seo: 92 },
      fcpMs: 1012.5,
      lcpMs: 2383.4,
      cls: 0.012,
      tbtMs: 453,
    });
  });

  it("sums the gzipped sizes of the scripts and of the stylesheets, ignoring other requests", () => {
    const lhr = makeLighthouseResult({
      requests: [
        ["Document", 5_811, "http://site/"],
        ["Script", 67_292, "http://site/entry.js"],
        ["Script", 44_382, "http://site/react.js"],
        ["Stylesheet", 9_776, "http://site/app.css"],
        ["Fetch", 1_663, "http://site/__manifest"],
        ["Other", 1_272, "http://site/favicon.svg"],
      ],
    });
    const gzipped = new Map([
      ["http://site/entry.js", 69_100],
      ["http://site/react.js", 44_900],
      ["http://site/app.css", 9_500],
      ["http://site/", 5_000],
    ]);
    const { jsBytes, cssBytes } = summariseResult(lhr, gzipped);
    expect(jsBytes).toBe(69_100 + 44_900);
    expect(cssBytes).toBe(9_500);
  });

  it("counts a file it has no gzipped size for at Lighthouse's transfer size", () => {
    const lhr = makeLighthouseResult({
      requests: [
        ["Script", 67_292, "http://site/entry.js"],
        ["Script", 2_525, "https://third-party.example/widget.js"],
      ],
    });
    const { jsBytes } = summariseResult(lhr, new Map([["http://site/entry.js", 69_100]]));
    expect(jsBytes).toBe(69_100 + 2_525);
  });

  it("reports no bytes when Lighthouse recorded no requests", () => {
    const { jsBytes, cssBytes } = summariseResult(makeLighthouseResult(), noSizes);
    expect([jsBytes, cssBytes]).toEqual([0, 0]);
  });

  it("keeps a null score and Lighthouse's fatal error for a page it could not load", () => {
    const lhr = makeLighthouseResult({
      scores: { performance: null, accessibility: null, "best-practices": null, seo: null },
      runtimeError: { code: "ERRORED_DOCUMENT_REQUEST", message: "Status code: 404" },
    });
    const measurement = summariseResult(lhr, noSizes);
    expect(measurement.scores.performance).toBeNull();
    expect(measurement.error).toBe("ERRORED_DOCUMENT_REQUEST");
  });
});

describe("summariseResult on a noindex page", () => {
  // A noindex page (/checkout) fails is-crawlable by design; Lighthouse's own SEO score for it reads 69.
  const seoAudits: [string, number, number | null][] = [
    ["is-crawlable", 4.043, 0],
    ["document-title", 1, 1],
    ["meta-description", 1, 1],
    ["http-status-code", 1, 1],
    ["link-text", 1, 1],
    ["crawlable-anchors", 1, 1],
    ["robots-txt", 1, 1],
    ["image-alt", 1, 1],
    ["hreflang", 1, 1],
    ["canonical", 1, 1],
    ["structured-data", 0, null],
  ];

  it("scores SEO from the other audits when is-crawlable is left out", () => {
    const lhr = makeLighthouseResult({ scores: { seo: 69 }, audits: { seo: seoAudits } });
    const measurement = summariseResult(lhr, noSizes, { seo: ["is-crawlable"] });
    expect(measurement.scores.seo).toBe(100);
    expect(measurement.lost.seo).toEqual([]);
  });

  it("still loses the points of any other failing SEO audit", () => {
    const failing = seoAudits.map(([id, weight, score]): [string, number, number | null] =>
      id === "document-title" ? [id, weight, 0] : [id, weight, score],
    );
    const lhr = makeLighthouseResult({ scores: { seo: 60 }, audits: { seo: failing } });
    const measurement = summariseResult(lhr, noSizes, { seo: ["is-crawlable"] });
    // 9 weighted points are left once is-crawlable is out; the title costs 1 of them.
    expect(measurement.scores.seo).toBe(Math.round((8 / 9) * 100));
    expect(measurement.lost.seo.map((entry) => entry.audit)).toEqual(["document-title"]);
  });

  it("keeps Lighthouse's own score when nothing is left out", () => {
    const lhr = makeLighthouseResult({ scores: { seo: 69 }, audits: { seo: seoAudits } });
    expect(summariseResult(lhr, noSizes).scores.seo).toBe(69);
    expect(summariseResult(lhr, noSizes).lost.seo.map((entry) => entry.audit)).toEqual(["is-crawlable"]);
  });
});

describe("scoreWithout", () => {
  it("is the weighted mean of the scored audits that remain, null when none remain", () => {
    const lhr = makeLighthouseResult({
      audits: {
        seo: [
          ["is-crawlable", 4, 0],
          ["document-title", 1, 1],
          ["hreflang", 3, 0.5],
          ["manual", 1, null],
        ],
      },
    });
    expect(scoreWithout(lhr, "seo", ["is-crawlable"])).toBeCloseTo((1 + 1.5) / 4);
    expect(scoreWithout(lhr, "seo", ["is-crawlable", "document-title", "hreflang"])).toBeNull();
  });
});

describe("assetUrls", () => {
  it("lists each script and stylesheet fetched over HTTP once", () => {
    const lhr = makeLighthouseResult({
      requests: [
        ["Document", 5_811, "http://site/"],
        ["Script", 67_292, "http://site/entry.js"],
        ["Stylesheet", 9_776, "http://site/app.css"],
        ["Script", 67_292, "http://site/entry.js"],
        ["Script", 120, "data:text/javascript,void 0"],
        ["Image", 8_387, "http://site/hero.webp"],
      ],
    });
    expect(assetUrls(lhr)).toEqual(["http://site/entry.js", "http://site/app.css"]);
  });
});

describe("lostPoints", () => {
  it("splits the missing points between failing audits by weight, largest first", () => {
    const lhr = makeLighthouseResult({
      audits: {
        seo: [
          ["document-title", 1, 0],
          ["meta-description", 1, 0],
          ["http-status-code", 1, 1],
          ["hreflang", 8, 1],
          ["structured-data", 0, 0],
          ["manual-check", 1, null],
        ],
      },
    });
    const lost = lostPoints(lhr, "seo");
    expect(lost.map((entry) => entry.audit)).toEqual(["document-title", "meta-description"]);
    // 11 weighted points are scored (the weight-0 and unscored audits do not count): each failure costs 1/11.
    expect(lost[0]!.points).toBeCloseTo(100 / 11);
  });

  it("charges a partly passing metric its weight times the missing fraction", () => {
    const lhr = makeLighthouseResult({
      audits: {
        performance: [
          ["total-blocking-time", 30, 0.6],
          ["largest-contentful-paint", 25, 0.92],
          ["cumulative-layout-shift", 25, 1],
          ["first-contentful-paint", 10, 1],
          ["speed-index", 10, 1],
        ],
      },
    });
    expect(lostPoints(lhr, "performance")).toEqual([
      { audit: "total-blocking-time", points: expect.closeTo(12) },
      { audit: "largest-contentful-paint", points: expect.closeTo(2), displayValue: "2.0 s" },
    ]);
  });
});

describe("median", () => {
  it.each([
    { values: [7], expected: 7 },
    { values: [3, 1, 2], expected: 2 },
    { values: [90, 96, 80, 97], expected: 93 },
    { values: [5, null, 9], expected: 7 },
    { values: [null], expected: null },
    { values: [], expected: null },
  ])("of $values is $expected", ({ values, expected }) => {
    expect(median(values)).toBe(expected);
  });
});

describe("medianMeasurement", () => {
  it("takes the median of each figure on its own", () => {
    const runs = [
      makeMeasurement({ fcpMs: 900, lcpMs: 2400, tbtMs: 90, jsBytes: 300, benchmarkIndex: 2300, cpuMultiplier: 7.3 }),
      makeMeasurement({ fcpMs: 1100, lcpMs: 2100, tbtMs: 450, jsBytes: 300, benchmarkIndex: 700, cpuMultiplier: 1.8 }),
      makeMeasurement({ fcpMs: 1000, lcpMs: 2200, tbtMs: 60, jsBytes: 300, benchmarkIndex: 2500, cpuMultiplier: 8.2 }),
    ];
    expect(medianMeasurement(runs)).toMatchObject({
      fcpMs: 1000,
      lcpMs: 2200,
      tbtMs: 90,
      jsBytes: 300,
      benchmarkIndex: 2300,
      cpuMultiplier: 7.3,
      judgedRuns: 3,
      runs: 3,
    });
  });

  it.each([
    { performance: [97], expected: 97 },
    { performance: [97, 99], expected: 98 },
    { performance: [80, 99, 98, 60, 100], expected: 98 },
  ])("of $performance.length run(s) scoring $performance is $expected", ({ performance, expected }) => {
    const runs = performance.map((score) =>
      makeMeasurement({ scores: { performance: score, accessibility: 100, "best-practices": 100, seo: 100 } }),
    );
    expect(medianMeasurement(runs).scores.performance).toBe(expected);
  });

  it("leaves a run the machine was too loaded to calibrate out of the median", () => {
    const runs = [
      makeMeasurement({ lcpMs: 1200, benchmarkIndex: 2400, cpuMultiplier: 7.7 }),
      makeMeasurement({ lcpMs: 9000, benchmarkIndex: 120, notJudged: "benchmark index 120 is below …" }),
      makeMeasurement({ lcpMs: 1400, benchmarkIndex: 2200, cpuMultiplier: 6.9 }),
    ];
    const combined = medianMeasurement(runs);
    expect(combined).toMatchObject({ lcpMs: 1300, benchmarkIndex: 2300, judgedRuns: 2, runs: 3 });
    expect(combined.error).toBeUndefined();
  });

  it("leaves a run Lighthouse failed out of the median while other runs measured the page", () => {
    const scores = { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 };
    const failed = { performance: null, accessibility: null, "best-practices": null, seo: null };
    const runs = [
      makeMeasurement({ scores, lcpMs: 900 }),
      makeMeasurement({ scores: failed, lcpMs: null, error: "NO_NAVSTART" }),
      makeMeasurement({ scores, lcpMs: 1000 }),
    ];
    const combined = medianMeasurement(runs);
    expect(combined).toMatchObject({ scores, lcpMs: 950, judgedRuns: 2, runs: 3 });
    expect(combined.error).toBeUndefined();
  });

  it("says why a page every run of which Lighthouse failed was not measured", () => {
    const runs = [makeMeasurement({ error: "NO_NAVSTART" }), makeMeasurement({ error: "NO_NAVSTART" })];
    expect(medianMeasurement(runs)).toMatchObject({ error: "NO_NAVSTART", judgedRuns: 2, runs: 2 });
  });

  it("does not judge a page none of whose runs could be calibrated, and says why", () => {
    const runs = [
      makeMeasurement({ benchmarkIndex: 120, notJudged: "benchmark index 120 is below the range" }),
      makeMeasurement({ benchmarkIndex: 90, notJudged: "benchmark index 90 is below the range" }),
    ];
    expect(medianMeasurement(runs)).toMatchObject({
      error: "not judged: benchmark index 90 is below the range",
      judgedRuns: 0,
      runs: 2,
    });
  });

  it("explains a category with the losses of the run whose score is the median", () => {
    const lost = (points: number) => ({
      performance: [{ audit: "total-blocking-time", points }],
      accessibility: [],
      "best-practices": [],
      seo: [],
    });
    const score = (performance: number) => ({ performance, accessibility: 100, "best-practices": 100, seo: 100 });
    const runs = [
      makeMeasurement({ scores: score(80), lost: lost(20) }),
      makeMeasurement({ scores: score(92), lost: lost(8) }),
      makeMeasurement({ scores: score(99), lost: lost(1) }),
    ];
    const combined = medianMeasurement(runs);
    expect(combined.scores.performance).toBe(92);
    expect(combined.lost.performance).toEqual([{ audit: "total-blocking-time", points: 8 }]);
  });

  it("carries a run's fatal error", () => {
    const runs = [makeMeasurement(), makeMeasurement({ error: "NO_FCP" })];
    expect(medianMeasurement(runs).error).toBe("NO_FCP");
  });
});
