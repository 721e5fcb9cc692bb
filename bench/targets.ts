// The targets `npm run bench` enforces on every page a visitor sees (issue 11,
// "Speed"): Lighthouse mobile Performance ≥ 98 and 100 for the other three
// categories, and at most 115 KB of JavaScript gzipped.
import type { CategoryId, IgnoredAudits, Measurement } from "./measurement";
import type { BenchPage } from "./pages";

export const KB = 1024;
export const JS_BUDGET_BYTES = 115 * KB;
export const MIN_PERFORMANCE = 98;
/** First paint (issue 22): first and largest contentful paint under Lighthouse's slow-4G simulation, at most this. */
export const MAX_PAINT_MS = 1500;
/** Judged without on noindex pages (/checkout, /payment, /booking-success): they fail it on purpose. */
export const NOINDEX_IGNORED_SEO_AUDITS = ["is-crawlable"] as const;

export type PageResult = { path: string; measurement: Measurement };

export type Target = {
  label: string;
  /** The figure the target judges, as shown in the verdict. */
  value: (measurement: Measurement) => number | null;
  met: (value: number) => boolean;
  /** Formats a failing figure. */
  format: (value: number) => string;
  /** The Lighthouse category it judges, whose lost points explain a miss. */
  category?: CategoryId;
};

const score = (category: CategoryId) => (measurement: Measurement) => measurement.scores[category];
const asScore = (value: number) => String(Math.round(value));

const SCORE_TARGETS: readonly Target[] = [
  {
    label: `Performance ≥ ${MIN_PERFORMANCE}`,
    category: "performance",
    value: score("performance"),
    met: (v) => v >= MIN_PERFORMANCE,
    format: asScore,
  },
  {
    label: "Accessibility = 100",
    category: "accessibility",
    value: score("accessibility"),
    met: (v) => v >= 100,
    format: asScore,
  },
  {
    label: "Best Practices = 100",
    category: "best-practices",
    value: score("best-practices"),
    met: (v) => v >= 100,
    format: asScore,
  },
  {
    label: `SEO = 100 (noindex pages without ${NOINDEX_IGNORED_SEO_AUDITS.join(", ")})`,
    category: "seo",
    value: score("seo"),
    met: (v) => v >= 100,
    format: asScore,
  },
];

const asMs = (value: number) => `${Math.round(value).toLocaleString("en-GB")} ms`;

const PAINT_TARGETS: readonly Target[] = [
  {
    label: `FCP ≤ ${MAX_PAINT_MS.toLocaleString("en-GB")} ms`,
    value: (measurement) => measurement.fcpMs,
    met: (v) => v <= MAX_PAINT_MS,
    format: asMs,
  },
  {
    label: `LCP ≤ ${MAX_PAINT_MS.toLocaleString("en-GB")} ms`,
    value: (measurement) => measurement.lcpMs,
    met: (v) => v <= MAX_PAINT_MS,
    format: asMs,
  },
];

export const JS_TARGET: Target = {
  label: `JS ≤ ${JS_BUDGET_BYTES / KB} KB gzipped`,
  value: (measurement) => measurement.jsBytes,
  met: (v) => v <= JS_BUDGET_BYTES,
  // 115.0 KB can be a few bytes over: say by how much.
  format: (v) => `${formatKb(v)} KB, ${(v - JS_BUDGET_BYTES).toLocaleString("en-GB")} bytes over`,
};

/** Every target of the Lighthouse section; the quick `js` section judges JS_TARGET alone. */
export const TARGETS: readonly Target[] = [...SCORE_TARGETS, ...PAINT_TARGETS, JS_TARGET];

export type Miss = { path: string; value: number | null; measurement: Measurement };
export type Verdict = { target: Target; misses: Miss[] };

/** One verdict per target; a page misses when its figure fails the target or could not be measured. */
export function judge(results: readonly PageResult[], targets: readonly Target[] = TARGETS): Verdict[] {
  return targets.map((target) => ({
    target,
    misses: results.flatMap(({ path, measurement }) => {
      const value = measurement.error ? null : target.value(measurement);
      return value !== null && target.met(value) ? [] : [{ path, value, measurement }];
    }),
  }));
}

export function allMet(verdicts: readonly Verdict[]): boolean {
  return verdicts.every((verdict) => verdict.misses.length === 0);
}

export function formatKb(bytes: number): string {
  return (bytes / KB).toFixed(1);
}

/** A 512 MB server (issue 22): the server's resident memory after the API load, and its peak, below these. */
export const MEMORY_AFTER_LOAD_TARGET_MB = 400;
export const MEMORY_PEAK_TARGET_MB = 512;

/**
 * Booking rush (issue 22): 200 visitors on 200 addresses booking one 5-seat date at once answer, p99, within this
 * many times the p99 of the same clients' POSTs to a bare node:http server measured in the same run.
 */
export const CONTENTION_P99_RATIO_TARGET = 3;

/** The audits a page's categories are judged without: a noindex page is not crawlable by design. */
export function ignoredAuditsFor(page: BenchPage): IgnoredAudits {
  return page.noindex ? { seo: NOINDEX_IGNORED_SEO_AUDITS } : {};
}
