import { describe, expect, it } from "vitest";
import { makeMeasurement } from "./factories";
import { PUBLIC_PAGES } from "./pages";
import { allMet, ignoredAuditsFor, JS_BUDGET_BYTES, JS_TARGET, judge, type PageResult } from "./targets";

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

const SEO = "SEO = 100 (noindex pages without is-crawlable)";
/** A page that could not be measured misses every target. */
const EVERY_TARGET = [
  "Performance ≥ 98",
  "Accessibility = 100",
  "Best Practices = 100",
  SEO,
  "FCP ≤ 1,500 ms",
  "LCP ≤ 1,500 ms",
  "JS ≤ 115 KB gzipped",
];

describe("judge", () => {
  it.each([
    { case: "a page meeting every target", measurement: makeMeasurement({ scores: scores(98) }), missed: [] },
    {
      case: "Performance 97",
      measurement: makeMeasurement({ scores: scores(97) }),
      missed: ["Performance ≥ 98"],
    },
    {
      case: "Accessibility 99",
      measurement: makeMeasurement({ scores: scores(100, 99) }),
      missed: ["Accessibility = 100"],
    },
    {
      case: "Best Practices 96 and SEO 92",
      measurement: makeMeasurement({ scores: scores(100, 100, 96, 92) }),
      missed: ["Best Practices = 100", SEO],
    },
    {
      case: "JS exactly at the 115 KB budget (117,760 bytes)",
      measurement: makeMeasurement({ jsBytes: JS_BUDGET_BYTES }),
      missed: [],
    },
    {
      case: "JS one byte over the budget",
      measurement: makeMeasurement({ jsBytes: JS_BUDGET_BYTES + 1 }),
      missed: ["JS ≤ 115 KB gzipped"],
    },
    {
      case: "first and largest contentful paint exactly at 1,500 ms",
      measurement: makeMeasurement({ fcpMs: 1500, lcpMs: 1500 }),
      missed: [],
    },
    {
      case: "first contentful paint 1,501 ms",
      measurement: makeMeasurement({ fcpMs: 1501 }),
      missed: ["FCP ≤ 1,500 ms"],
    },
    {
      case: "largest contentful paint 2,000 ms",
      measurement: makeMeasurement({ lcpMs: 2000 }),
      missed: ["LCP ≤ 1,500 ms"],
    },
    {
      case: "a page no run of which could be calibrated",
      measurement: makeMeasurement({ error: "not judged: benchmark index 120 is below the range" }),
      missed: EVERY_TARGET,
    },
    {
      case: "a score Lighthouse could not compute",
      measurement: makeMeasurement({ scores: { ...scores(100), seo: null } }),
      missed: [SEO],
    },
    {
      case: "a page Lighthouse could not load",
      measurement: makeMeasurement({ error: "ERRORED_DOCUMENT_REQUEST" }),
      missed: EVERY_TARGET,
    },
    {
      case: "a page that sent the browser elsewhere",
      measurement: makeMeasurement({ error: "ended on /courses" }),
      missed: EVERY_TARGET,
    },
  ])("$case misses $missed", ({ measurement, missed }) => {
    expect(missedTargets({ path: "/", measurement })).toEqual(missed);
  });

  it("lists every page that missed a target under that target", () => {
    const verdicts = judge([
      { path: "/", measurement: makeMeasurement({ scores: scores(90) }) },
      { path: "/courses", measurement: makeMeasurement({ scores: scores(98) }) },
      { path: "/blog", measurement: makeMeasurement({ scores: scores(80) }) },
    ]);
    expect(verdicts[0]!.misses.map((miss) => [miss.path, miss.value])).toEqual([
      ["/", 90],
      ["/blog", 80],
    ]);
    expect(allMet(verdicts)).toBe(false);
  });

  it("judges the JS budget alone for the quick js section", () => {
    const verdicts = judge(
      [{ path: "/", measurement: makeMeasurement({ scores: scores(0, 0, 0, 0), jsBytes: JS_BUDGET_BYTES + 1 }) }],
      [JS_TARGET],
    );
    expect(verdicts.map((verdict) => [verdict.target.label, verdict.misses.map((miss) => miss.value)])).toEqual([
      ["JS ≤ 115 KB gzipped", [JS_BUDGET_BYTES + 1]],
    ]);
  });

  it("passes overall only when no target has a miss", () => {
    expect(allMet(judge([{ path: "/", measurement: makeMeasurement() }]))).toBe(true);
  });
});

describe("the noindex pages", () => {
  it("judge SEO without is-crawlable on the noindex pages only", () => {
    expect(JS_BUDGET_BYTES).toBe(117_760);
    const ignoring = PUBLIC_PAGES.map((page) => ({ path: page.path, audits: ignoredAuditsFor(page).seo ?? [] })).filter(
      ({ audits }) => audits.length > 0,
    );
    expect(ignoring.map(({ path }) => path)).toEqual([
      "/checkout",
      "/payment",
      "/booking-success",
      "/my-booking/return",
      "/my-booking/:token",
      "/my-booking/learner/:token",
      "/find-booking",
      "/waiting-list/:token",
      "/unsubscribe/:token",
      "/login",
      "/business-accounts/sign-in",
      "/business-accounts/sign-in/:token",
      "/business-accounts/account",
    ]);
    // Each of them is excused that one audit and nothing else.
    expect(ignoring.filter(({ audits }) => audits.join() !== "is-crawlable")).toEqual([]);
  });
});
