// Plain-text output of `npm run bench`: one table of figures, then one verdict
// line per target with what cost the points on every page that missed it.
import type { CategoryId, LostPoints } from "./measurement";
import { formatKb, type Miss, type PageResult, type Verdict } from "./targets";
import { formatColumns } from "./verdict";

const COLUMNS = [
  "page",
  "Perf",
  "A11y",
  "BP",
  "SEO",
  "FCP ms",
  "LCP ms",
  "CLS",
  "TBT ms",
  "JS KB gz",
  "CSS KB gz",
  "index",
  "CPU ×",
  "runs",
];
const MISSING = "–";
const MAX_REASONS = 4;

export function formatTable(results: readonly PageResult[]): string {
  const rows = results.map(({ path, measurement: m }) => [
    path,
    scoreText(m.scores.performance),
    scoreText(m.scores.accessibility),
    scoreText(m.scores["best-practices"]),
    scoreText(m.scores.seo),
    m.fcpMs === null ? MISSING : String(Math.round(m.fcpMs)),
    m.lcpMs === null ? MISSING : String(Math.round(m.lcpMs)),
    m.cls === null ? MISSING : m.cls.toFixed(3),
    m.tbtMs === null ? MISSING : String(Math.round(m.tbtMs)),
    formatKb(m.jsBytes),
    formatKb(m.cssBytes),
    m.benchmarkIndex === undefined ? MISSING : String(Math.round(m.benchmarkIndex)),
    m.cpuMultiplier === undefined ? MISSING : m.cpuMultiplier.toFixed(2),
    // Judged runs of those made: a run on a machine too loaded to calibrate is left out of the median.
    m.runs === undefined ? MISSING : `${m.judgedRuns ?? m.runs}/${m.runs}`,
  ]);
  const widths = COLUMNS.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  // The page column reads left-aligned; figures right-aligned so digits line up.
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join("  ");
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(COLUMNS), rule, ...rows.map(line)].join("\n");
}

export function formatVerdicts(verdicts: readonly Verdict[], pageCount: number): string {
  return verdicts
    .flatMap(({ target, misses }) => {
      if (misses.length === 0) {
        return [`PASS  ${target.label} (${pageCount} ${pageCount === 1 ? "page" : "pages"})`];
      }
      return [
        `FAIL  ${target.label}`,
        ...misses.map((miss) => `        ${miss.path}: ${missText(miss, target.format, target.category)}`),
      ];
    })
    .join("\n");
}

function missText(miss: Miss, format: (value: number) => string, category?: CategoryId): string {
  if (miss.measurement.error) return `not measured (${miss.measurement.error})`;
  if (miss.value === null) return "not scored by Lighthouse";
  const reasons = category ? miss.measurement.lost[category].slice(0, MAX_REASONS).map(reasonText) : [];
  return reasons.length > 0 ? `${format(miss.value)} — ${reasons.join(", ")}` : format(miss.value);
}

function reasonText({ audit, points, displayValue }: LostPoints): string {
  return `${audit}${displayValue ? ` (${displayValue})` : ""} −${points.toFixed(1)}`;
}

function scoreText(score: number | null): string {
  return score === null ? MISSING : String(Math.round(score));
}

export function formatDuration(ms: number): string {
  const seconds = ms / 1000;
  if (seconds < 60) return `${seconds.toFixed(1)} s`;
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)} min ${whole % 60} s`;
}

/** The quick JS section's table: each page's JS and how many script files it loaded. */
export function formatScriptsTable(results: readonly PageResult[], files: ReadonlyMap<string, number>): string {
  const notes = results.some(({ measurement }) => measurement.error);
  const header = ["page", "JS KB gz", "files", ...(notes ? ["not measured"] : [])];
  const rows = results.map(({ path, measurement: m }) => [
    path,
    formatKb(m.jsBytes),
    String(files.get(path) ?? MISSING),
    ...(notes ? [m.error ?? ""] : []),
  ]);
  return formatColumns(header, rows);
}
