// The money report's tables as CSV (issue 21): the same rows as the page, each table with its totals as the last
// line, money as plain numbers ('249.00') for a spreadsheet or the bank's statement.
import { decimalPounds } from "#app/shared/money";
import { toCsv, type CsvColumn } from "#app/shared/staff/csv";
import type { LedgerEntry, MoneyFigures, MoneyReport, MoneyReportTable } from "./money-report-schema";

const FIGURES: CsvColumn<MoneyFigures>[] = [
  { header: "Takings", value: (line) => decimalPounds(line.takings) },
  { header: "Refunds", value: (line) => decimalPounds(line.refunds) },
  { header: "Net", value: (line) => decimalPounds(line.net) },
  { header: "Payments", value: (line) => line.payments },
  { header: "Refunds made", value: (line) => line.refundCount },
];

/** One table's lines, then a 'Total' line under its first column. */
function withTotal<T extends MoneyFigures>(
  first: string,
  label: (line: T) => string,
  lines: readonly T[],
  totals: MoneyFigures,
): string {
  const rows = [...lines.map((line) => ({ ...line, label: label(line) })), { ...totals, label: "Total" }];
  return toCsv(rows, [{ header: first, value: (row) => row.label }, ...FIGURES]);
}

const ENTRY_COLUMNS: CsvColumn<LedgerEntry>[] = [
  { header: "Day", value: (entry) => entry.day },
  { header: "Kind", value: (entry) => entry.kind },
  { header: "Method", value: (entry) => entry.method },
  // In and out as two columns, like a bank statement: a leading '-' would be read as a formula (csv.ts).
  { header: "Paid in", value: (entry) => (entry.kind === "payment" ? decimalPounds(entry.amount) : "") },
  { header: "Paid out", value: (entry) => (entry.kind === "refund" ? decimalPounds(entry.amount) : "") },
  { header: "Receipt", value: (entry) => entry.receipt },
  { header: "Booking", value: (entry) => entry.reference },
  { header: "Customer", value: (entry) => entry.customerName },
  { header: "Course", value: (entry) => entry.courseTitle },
];

export function moneyReportCsv(report: MoneyReport, table: MoneyReportTable): string {
  switch (table) {
    case "days":
      return withTotal("Day", (line) => line.day, report.days, report.totals);
    case "methods":
      return withTotal("Method", (line) => line.method, report.methods, report.totals);
    case "courses":
      return withTotal("Course", (line) => line.courseTitle, report.courses, report.totals);
    case "months":
      return withTotal("Month", (line) => line.month, report.months, report.totals);
    case "entries":
      return toCsv(report.entries, ENTRY_COLUMNS);
  }
}
