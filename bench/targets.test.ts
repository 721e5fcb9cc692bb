import { describe, expect, it } from "vitest";
import { makeMeasurement } from "./factories";
import { allMet, JS_BUDGET_BYTES, judge, type PageResult } from "./targets";

const scores = (performance: number, accessibility = 100, bestPractices = 100, seo = 100) => ({
  performance,
  accessibility,
  "best-practices": bestPractices,
  seo,
});

function missedTargets(result: PageResult): string[] {
  return judge([result])
    .filter((verdict) => verdict.misses.length > 0)
    .map((verdict) => verdict.target.label);
}

describe("judge", () => {
  it.each([
    { case: "a page meeting every target", measurement: makeMeasurement({ scores: scores(95) }), missed: [] },
    {
      case: "Performance 94",
      measurement: makeMeasurement({ scores: scores(94) }),
      missed: ["Performance ≥ 95"],
    },
    {
      case: "Accessibility 99",
      measurement: makeMeasurement({ scores: scores(100, 99) }),
      missed: ["Accessibility = 100"],
    },
    {
      case: "Best Practices 96 and SEO 92",
      measurement: makeMeasurement({ scores: scores(100, 100, 96, 92) }),
      missed: ["Best Practices = 100", "SEO = 100"],
    },
    {
      case: "JS exactly at the 120 KB budget",
      measurement: makeMeasurement({ jsBytes: JS_BUDGET_BYTES }),
      missed: [],
    },
    {
      case: "JS one byte over the budget",
      measurement: makeMeasurement({ jsBytes: JS_BUDGET_BYTES + 1 }),
      missed: ["JS ≤ 120 KB gzipped"],
    },
    {
      case: "a score Lighthouse could not compute",
      measurement: makeMeasurement({ scores: { ...scores(100), seo: null } }),
      missed: ["SEO = 100"],
    },
    {
      case: "a page Lighthouse could not load",
      measurement: makeMeasurement({ error: "ERRORED_DOCUMENT_REQUEST" }),
      missed: ["Performance ≥ 95", "Accessibility = 100", "Best Practices = 100", "SEO = 100", "JS ≤ 120 KB gzipped"],
    },
  ])("$case misses $missed", ({ measurement, missed }) => {
    expect(missedTargets({ path: "/", measurement })).toEqual(missed);
  });

  it("lists every page that missed a target under that target", () => {
    const verdicts = judge([
      { path: "/", measurement: makeMeasurement({ scores: scores(90) }) },
      { path: "/courses", measurement: makeMeasurement({ scores: scores(97) }) },
      { path: "/blog", measurement: makeMeasurement({ scores: scores(80) }) },
    ]);
    expect(verdicts[0]!.misses.map((miss) => [miss.path, miss.value])).toEqual([
      ["/", 90],
      ["/blog", 80],
    ]);
    expect(allMet(verdicts)).toBe(false);
  });

  it("passes overall only when no target has a miss", () => {
    expect(allMet(judge([{ path: "/", measurement: makeMeasurement() }]))).toBe(true);
  });
});
