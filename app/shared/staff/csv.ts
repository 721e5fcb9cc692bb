// CSV exports for spreadsheets (RFC 4180 quoting), safe to open in Excel.
import { londonClock } from "../london-clock";
export type CsvValue = string | number | boolean | null | undefined;
export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

// A cell starting with one of these is run as a formula by spreadsheet programs
// (OWASP "CSV injection"); a leading quote makes it plain text.
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row, then one line per row, CRLF-terminated; the BOM makes Excel read UTF-8 (names, '£'). */
export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[]): string {
  const lines = [columns.map((column) => csvCell(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvCell(column.value(row))));
  return "\uFEFF" + lines.map((cells) => cells.join(",") + "\r\n").join("");
}

/** '2026-11-22 14:05' in London: sorts as text and every spreadsheet reads it. */
export function csvDateTime(value: Date | string | null): string {
  if (value === null) return "";
  const { date, time } = londonClock(typeof value === "string" ? new Date(value) : value);
  return `${date} ${time}`;
}
