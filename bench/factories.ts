// Test data for the bench's pure functions: a Lighthouse result cut down to
// what the bench reads, and a measurement, each with overrides.
import { CATEGORY_IDS, type CategoryId, type LighthouseResult, type Measurement } from "./measurement";

type FakePage = {
  scores?: Partial<Record<CategoryId, number | null>>;
  fcpMs?: number;
  lcpMs?: number;
  cls?: number;
  tbtMs?: number;
  /** [resourceType, transferSize, url?] per request, as in the network-requests audit. */
  requests?: [string, number, string?][];
  /** Audit scores inside a category, with their weights: [id, weight, score]. */
  audits?: Partial<Record<CategoryId, [string, number, number | null][]>>;
  runtimeError?: { code: string; message: string };
};

export function makeLighthouseResult(page: FakePage = {}): LighthouseResult {
  const audits: LighthouseResult["audits"] = {
    "first-contentful-paint": { score: 0.9, numericValue: page.fcpMs ?? 1200, displayValue: "1.2 s" },
    "largest-contentful-paint": { score: 0.9, numericValue: page.lcpMs ?? 2000, displayValue: "2.0 s" },
    "cumulative-layout-shift": { score: 1, numericValue: page.cls ?? 0 },
    "total-blocking-time": { score: 1, numericValue: page.tbtMs ?? 50 },
    "network-requests": {
      score: null,
      details: {
        type: "table",
        items: (page.requests ?? []).map(([resourceType, transferSize, url], index) => ({
          url: url ?? `http://127.0.0.1/asset-${index}`,
          resourceType,
          transferSize,
        })),
      },
    },
  };
  const categories: LighthouseResult["categories"] = {};
  for (const id of CATEGORY_IDS) {
    const refs = page.audits?.[id] ?? [];
    for (const [auditId, , score] of refs) audits[auditId] = { ...audits[auditId], score };
    const score = page.scores?.[id];
    categories[id] = {
      score: score === undefined ? 1 : score === null ? null : score / 100,
      auditRefs: refs.map(([auditId, weight]) => ({ id: auditId, weight })),
    };
  }
  return { categories, audits, ...(page.runtimeError ? { runtimeError: page.runtimeError } : {}) };
}

export function makeMeasurement(overrides: Partial<Measurement> = {}): Measurement {
  return {
    scores: { performance: 100, accessibility: 100, "best-practices": 100, seo: 100 },
    fcpMs: 1200,
    lcpMs: 1500,
    cls: 0,
    tbtMs: 20,
    jsBytes: 100 * 1024,
    cssBytes: 10 * 1024,
    lost: { performance: [], accessibility: [], "best-practices": [], seo: [] },
    ...overrides,
  };
}
