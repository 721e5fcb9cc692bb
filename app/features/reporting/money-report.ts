// The money report's rules (issue 21): what a ledger row's method is called, the default range, and the sums by
// day, method, course and month. Pure: the server reads the ledger, these add it up.
import type { LedgerEntry, MoneyFigures, MoneyReport } from "./money-report-schema";

/** How money moved, as the office names it: staff's own word for money recorded by hand, else the card. */
export function methodOf(row: { provider: string; method: string | null }): string {
  if (row.provider === "manual") return row.method ?? "By hand";
  return row.provider === "test" ? "Card (test)" : "Card";
}

/** This month in London: its first and last day. */
export function thisMonth(today: string): { from: string; to: string } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = today.slice(0, 7);
  return { from: `${prefix}-01`, to: `${prefix}-${String(last).padStart(2, "0")}` };
}

/** The range a query asks for: this month unless it says otherwise; a lone start or end keeps to its own month. */
export function reportRange(query: { from?: string; to?: string }, today: string): { from: string; to: string } {
  return {
    from: query.from ?? thisMonth(query.to ?? today).from,
    to: query.to ?? thisMonth(query.from ?? today).to,
  };
}

const none = (): MoneyFigures => ({ takings: 0, refunds: 0, net: 0, payments: 0, refundCount: 0 });

function add(figures: MoneyFigures, entry: LedgerEntry): void {
  if (entry.kind === "payment") {
    figures.takings += entry.amount;
    figures.payments += 1;
  } else {
    figures.refunds += entry.amount;
    figures.refundCount += 1;
  }
  figures.net = figures.takings - figures.refunds;
}

/** Sums entries into one line per key, ordered by key. */
function groupBy<T extends object>(
  entries: readonly LedgerEntry[],
  keyOf: (entry: LedgerEntry) => string,
  lineOf: (entry: LedgerEntry) => T,
): (T & MoneyFigures)[] {
  const lines = new Map<string, T & MoneyFigures>();
  for (const entry of entries) {
    const key = keyOf(entry);
    let line = lines.get(key);
    if (!line) lines.set(key, (line = { ...lineOf(entry), ...none() }));
    add(line, entry);
  }
  return [...lines.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, line]) => line);
}

/** The report's tables: days and months in order, methods by takings (largest first), courses by title. */
export function summariseLedger(entries: readonly LedgerEntry[]): Omit<MoneyReport, "from" | "to" | "entries"> {
  const totals = none();
  for (const entry of entries) add(totals, entry);
  return {
    totals,
    days: groupBy(
      entries,
      (entry) => entry.day,
      (entry) => ({ day: entry.day }),
    ),
    methods: groupBy(
      entries,
      (entry) => entry.method,
      (entry) => ({ method: entry.method }),
    ).sort((a, b) => b.takings - a.takings || a.method.localeCompare(b.method)),
    courses: groupBy(
      entries,
      (entry) => entry.courseId,
      (entry) => ({ courseId: entry.courseId, courseTitle: entry.courseTitle }),
    ).sort((a, b) => a.courseTitle.localeCompare(b.courseTitle)),
    months: groupBy(
      entries,
      (entry) => entry.day.slice(0, 7),
      (entry) => ({ month: entry.day.slice(0, 7) }),
    ),
  };
}
