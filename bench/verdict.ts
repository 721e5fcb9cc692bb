// Verdict lines of the sections beyond Lighthouse (API throughput, booking
// contention): one PASS/FAIL line per target, with the figure that decided it,
// in the same shape as the Lighthouse verdicts.
export type Check = {
  label: string;
  pass: boolean;
  /** The deciding figure, shown after the label on a PASS and on the line itself on a FAIL. */
  figure?: string;
  /** Further lines under a FAIL: what missed, one line each. */
  details?: string[];
};

export function formatChecks(checks: readonly Check[]): string {
  return checks
    .flatMap(({ label, pass, figure, details = [] }) => [
      `${pass ? "PASS" : "FAIL"}  ${label}${figure ? ` (${figure})` : ""}`,
      ...(pass ? [] : details.map((detail) => `        ${detail}`)),
    ])
    .join("\n");
}

export function allPass(checks: readonly Check[]): boolean {
  return checks.every((check) => check.pass);
}

/** Aligned plain-text table: the first column left-aligned, figures right-aligned so digits line up. */
export function formatColumns(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!)))
      .join("  ")
      .trimEnd();
  const rule = widths.map((width) => "-".repeat(width)).join("  ");
  return [line(header), rule, ...rows.map(line)].join("\n");
}
