// Turns a Lighthouse result into the figures the bench reports, and combines
// several runs of a page into one (the median of each figure).
export const CATEGORY_IDS = ["performance", "accessibility", "best-practices", "seo"] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

/** The part of a Lighthouse result (LH.Result) the bench reads; the real type is assignable to it. */
export type LighthouseResult = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; numericValue?: number; displayValue?: string; details?: unknown } | undefined
  >;
  runtimeError?: { code: string; message: string };
};

/** An audit that cost its category points: `points` out of the category's 100. */
export type LostPoints = { audit: string; points: number; displayValue?: string };

export type Measurement = {
  /** 0–100, or null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  cls: number | null;
  tbtMs: number | null;
  /** Gzipped size (zlib level 6, as the `compression` middleware sends gzip) of every script / stylesheet loaded. */
  jsBytes: number;
  cssBytes: number;
  /** Per category, the audits that lost points, largest loss first. */
  lost: Record<CategoryId, LostPoints[]>;
  /** The code of Lighthouse's fatal error for the page (e.g. ERRORED_DOCUMENT_REQUEST for a 404), if any. */
  error?: string;
  /** The host's benchmark index measured before the run, and the CPU slowdown calibrated from it (cpu-calibration.ts). */
  benchmarkIndex?: number;
  cpuMultiplier?: number;
  /** Why the run is not judged (the machine too loaded to calibrate): its figures are left out of the median. */
  notJudged?: string;
  /** How many runs the median was taken over, and how many were made. */
  judgedRuns?: number;
  runs?: number;
};

type NetworkRequestRow = { url?: string; resourceType?: string; transferSize?: number };

/** Gzipped size in bytes of each script and stylesheet, by URL (see gzippedSizes in asset-sizes.ts). */
export type GzippedSizes = ReadonlyMap<string, number>;

/** The URLs of the scripts and stylesheets the page loaded, whose gzipped sizes the measurement needs. */
export function assetUrls(lhr: LighthouseResult): string[] {
  const urls = networkRequests(lhr)
    .filter((request) => request.resourceType === "Script" || request.resourceType === "Stylesheet")
    .flatMap((request) => (request.url && /^https?:/.test(request.url) ? [request.url] : []));
  return [...new Set(urls)];
}

/** Audits a page fails by design and that its category is judged without, e.g. is-crawlable on a noindex page. */
export type IgnoredAudits = Partial<Record<CategoryId, readonly string[]>>;

export function summariseResult(
  lhr: LighthouseResult,
  gzipped: GzippedSizes,
  ignored: IgnoredAudits = {},
): Measurement {
  const scores = {} as Record<CategoryId, number | null>;
  const lost = {} as Record<CategoryId, LostPoints[]>;
  for (const id of CATEGORY_IDS) {
    const without = ignored[id] ?? [];
    const score = without.length > 0 ? scoreWithout(lhr, id, without) : lhr.categories[id]?.score;
    scores[id] = typeof score === "number" ? Math.round(score * 100) : null;
    lost[id] = lostPoints(lhr, id, without);
  }
  const requests = networkRequests(lhr);
  return {
    scores,
    fcpMs: lhr.audits["first-contentful-paint"]?.numericValue ?? null,
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    jsBytes: sumGzipped(requests, "Script", gzipped),
    cssBytes: sumGzipped(requests, "Stylesheet", gzipped),
    lost,
    ...(lhr.runtimeError ? { error: lhr.runtimeError.code } : {}),
  };
}

/**
 * What each scored audit cost its category, in points out of 100: weight × (1 − score) over the total weight of
 * the scored audits — the same weighted mean Lighthouse uses, so the losses add up to 100 − the category score.
 */
export function lostPoints(
  lhr: LighthouseResult,
  categoryId: CategoryId,
  without: readonly string[] = [],
): LostPoints[] {
  const refs = scoredRefs(lhr, categoryId, without);
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (totalWeight === 0) return [];
  return refs
    .map((ref) => {
      const audit = lhr.audits[ref.id];
      const points = (ref.weight * (1 - (audit?.score ?? 0)) * 100) / totalWeight;
      return { audit: ref.id, points, ...(audit?.displayValue ? { displayValue: audit.displayValue } : {}) };
    })
    .filter((entry) => entry.points > 0.05)
    .sort((a, b) => b.points - a.points);
}

/** The category's audits that count towards its score: weighted, scored, and not among `without`. */
function scoredRefs(lhr: LighthouseResult, categoryId: CategoryId, without: readonly string[]) {
  return (lhr.categories[categoryId]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && typeof lhr.audits[ref.id]?.score === "number" && !without.includes(ref.id),
  );
}

/**
 * The category's score (0–1) as Lighthouse computes it — the weighted mean of its scored audits — leaving out the
 * audits in `without`; null when nothing is left to score.
 */
export function scoreWithout(lhr: LighthouseResult, categoryId: CategoryId, without: readonly string[]): number | null {
  const refs = scoredRefs(lhr, categoryId, without);
  const totalWeight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  if (totalWeight === 0) return null;
  return refs.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score ?? 0), 0) / totalWeight;
}

function networkRequests(lhr: LighthouseResult): NetworkRequestRow[] {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkRequestRow[] } | undefined;
  return details?.items ?? [];
}

/**
 * Chrome's transferSize is not the figure budgets mean: it counts the response headers (~1.1 KB per file here) and
 * Chrome is sent brotli, not gzip. So each file counts at its gzipped size; a file that could not be fetched again
 * falls back to its transferSize.
 */
function sumGzipped(requests: NetworkRequestRow[], resourceType: string, gzipped: GzippedSizes): number {
  return requests
    .filter((request) => request.resourceType === resourceType)
    .reduce((sum, request) => sum + (gzipped.get(request.url ?? "") ?? request.transferSize ?? 0), 0);
}

/** The middle value (the mean of the two middle values for an even count); null when there is no value. */
export function median(values: readonly (number | null)[]): number | null {
  const sorted = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Lighthouse's fatal errors of its own trace recording, which a re-run clears. */
export const LIGHTHOUSE_TRACE_ERRORS: ReadonlySet<string> = new Set([
  "NO_NAVSTART",
  "NO_TRACING_STARTED",
  "PROTOCOL_TIMEOUT",
]);

/**
 * Combines runs of one page: each figure is its own median, and each category's lost points come from the run
 * whose score for that category is nearest the median, so the explanation matches the figure shown. Runs that are
 * not judged (a machine too loaded to calibrate) are left out; when none is left, the page is not judged, and says why.
 * A run Lighthouse's own tracing failed (LIGHTHOUSE_TRACE_ERRORS: it says "please run Lighthouse again", nothing
 * about the page) is left out too while another run measured the page. Any other fatal error (NO_FCP, a 404's
 * ERRORED_DOCUMENT_REQUEST) is about the page, so it stays on the page's line.
 */
export function medianMeasurement(allRuns: readonly Measurement[]): Measurement {
  if (allRuns.length === 0) throw new Error("medianMeasurement needs at least one run");
  const judged = allRuns.filter((run) => !run.notJudged);
  const measured = judged.filter((run) => !LIGHTHOUSE_TRACE_ERRORS.has(run.error ?? ""));
  const runs = measured.length > 0 ? measured : judged;
  const counts = { judgedRuns: runs.length, runs: allRuns.length };
  if (runs.length === 0) {
    const last = allRuns[allRuns.length - 1]!;
    return { ...last, ...counts, error: `not judged: ${last.notJudged}` };
  }
  const scores = {} as Record<CategoryId, number | null>;
  const lost = {} as Record<CategoryId, LostPoints[]>;
  for (const id of CATEGORY_IDS) {
    const middle = median(runs.map((run) => run.scores[id]));
    scores[id] = middle;
    const nearest = runs.reduce((best, run) =>
      distance(run.scores[id], middle) < distance(best.scores[id], middle) ? run : best,
    );
    lost[id] = nearest.lost[id];
  }
  const errors = runs.flatMap((run) => (run.error ? [run.error] : []));
  return {
    scores,
    fcpMs: median(runs.map((run) => run.fcpMs)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    cls: median(runs.map((run) => run.cls)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    jsBytes: median(runs.map((run) => run.jsBytes)) ?? 0,
    cssBytes: median(runs.map((run) => run.cssBytes)) ?? 0,
    lost,
    ...(errors.length > 0 ? { error: errors[0] } : {}),
    ...optional("benchmarkIndex", median(runs.map((run) => run.benchmarkIndex ?? null))),
    ...optional("cpuMultiplier", median(runs.map((run) => run.cpuMultiplier ?? null))),
    ...counts,
  };
}

function optional<K extends string>(key: K, value: number | null): Partial<Record<K, number>> {
  return value === null ? {} : ({ [key]: value } as Record<K, number>);
}

function distance(value: number | null, target: number | null): number {
  return value === null || target === null ? Number.POSITIVE_INFINITY : Math.abs(value - target);
}
