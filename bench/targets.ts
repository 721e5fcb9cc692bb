// The targets `npm run bench` enforces: Lighthouse mobile scores from the
// issue, and the per-page JavaScript budget from the production-readiness issue.
import type { CategoryId, Measurement } from "./measurement";

export const KB = 1024;
export const JS_BUDGET_BYTES = 120 * KB;

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

export const TARGETS: readonly Target[] = [
  {
    label: "Performance ≥ 95",
    category: "performance",
    value: score("performance"),
    met: (v) => v >= 95,
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
  { label: "SEO = 100", category: "seo", value: score("seo"), met: (v) => v >= 100, format: asScore },
  {
    label: `JS ≤ ${JS_BUDGET_BYTES / KB} KB gzipped`,
    value: (measurement) => measurement.jsBytes,
    met: (v) => v <= JS_BUDGET_BYTES,
    format: (v) => `${formatKb(v)} KB`,
  },
];

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
