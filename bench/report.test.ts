import { describe, expect, it } from "vitest";
import { makeMeasurement } from "./factories";
import { formatDuration, formatScriptsTable, formatTable, formatVerdicts } from "./report";
import { judge } from "./targets";

describe("formatTable", () => {
  it("prints one aligned row per page with KB to one decimal and a dash for a missing figure", () => {
    const table = formatTable([
      {
        path: "/",
        measurement: makeMeasurement({
          fcpMs: 1011.6,
          lcpMs: 2175.4,
          cls: 0.0123,
          tbtMs: 84.6,
          jsBytes: 149_053,
          cssBytes: 16_807,
          benchmarkIndex: 2311.4,
          cpuMultiplier: 12.1 / 1.3,
          judgedRuns: 4,
          runs: 5,
        }),
      },
      {
        path: "/courses/door-supervisor",
        measurement: makeMeasurement({
          scores: { performance: 86, accessibility: 98, "best-practices": null, seo: 100 },
          lcpMs: null,
        }),
      },
    ]);
    expect(table.split("\n")).toEqual([
      "page                      Perf  A11y   BP  SEO  FCP ms  LCP ms    CLS  TBT ms  JS KB gz  CSS KB gz  index  CPU ×  runs",
      "------------------------  ----  ----  ---  ---  ------  ------  -----  ------  --------  ---------  -----  -----  ----",
      "/                          100   100  100  100    1012    2175  0.012      85     145.6       16.4   2311   9.31   4/5",
      "/courses/door-supervisor    86    98    –  100    1200       –  0.000      20     100.0       10.0      –      –     –",
    ]);
  });
});

describe("formatVerdicts", () => {
  it("passes a met target and names each missing page with what cost it the points", () => {
    const verdicts = judge([
      { path: "/", measurement: makeMeasurement() },
      {
        path: "/blog",
        measurement: makeMeasurement({
          scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 82 },
          lost: {
            performance: [],
            accessibility: [],
            "best-practices": [],
            seo: [
              { audit: "document-title", points: 9.09 },
              { audit: "meta-description", points: 9.09 },
            ],
          },
          jsBytes: 152_400,
        }),
      },
    ]);
    expect(formatVerdicts(verdicts, 2).split("\n")).toEqual([
      "PASS  Performance ≥ 98 (2 pages)",
      "PASS  Accessibility = 100 (2 pages)",
      "PASS  Best Practices = 100 (2 pages)",
      "FAIL  SEO = 100 (noindex pages without is-crawlable)",
      "        /blog: 82 — document-title −9.1, meta-description −9.1",
      "PASS  FCP ≤ 1,500 ms (2 pages)",
      "PASS  LCP ≤ 1,500 ms (2 pages)",
      "FAIL  JS ≤ 115 KB gzipped",
      "        /blog: 148.8 KB, 34,640 bytes over",
    ]);
  });

  it("shows the audit's measured value and Lighthouse's error for an unmeasured page", () => {
    const verdicts = judge([
      {
        path: "/courses",
        measurement: makeMeasurement({
          scores: { performance: 86, accessibility: 100, "best-practices": 100, seo: 100 },
          lost: {
            performance: [{ audit: "total-blocking-time", points: 11.4, displayValue: "450 ms" }],
            accessibility: [],
            "best-practices": [],
            seo: [],
          },
        }),
      },
      { path: "/missing", measurement: makeMeasurement({ error: "ERRORED_DOCUMENT_REQUEST" }) },
    ]);
    const lines = formatVerdicts(verdicts.slice(0, 1), 2).split("\n");
    expect(lines).toEqual([
      "FAIL  Performance ≥ 98",
      "        /courses: 86 — total-blocking-time (450 ms) −11.4",
      "        /missing: not measured (ERRORED_DOCUMENT_REQUEST)",
    ]);
  });
});

describe("formatDuration", () => {
  it.each([
    { ms: 9_740, text: "9.7 s" },
    { ms: 81_200, text: "1 min 21 s" },
    { ms: 119_600, text: "2 min 0 s" },
  ])("$ms ms reads $text", ({ ms, text }) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe("formatScriptsTable", () => {
  it("lists each page's JS and files, and why a page was not measured only when one was not", () => {
    const table = formatScriptsTable(
      [
        { path: "/", measurement: makeMeasurement({ jsBytes: 117_862 }) },
        { path: "/checkout", measurement: makeMeasurement({ jsBytes: 0, error: "ended on /courses" }) },
      ],
      new Map([["/", 11]]),
    );
    expect(table.split("\n")).toEqual([
      "page       JS KB gz  files       not measured",
      "---------  --------  -----  -----------------",
      "/             115.1     11",
      "/checkout       0.0      –  ended on /courses",
    ]);
    expect(formatScriptsTable([{ path: "/", measurement: makeMeasurement() }], new Map()).split("\n")[0]).toBe(
      "page  JS KB gz  files",
    );
  });
});
