// The staff CSV downloads as a test reads them: app/shared/staff/csv.ts writes a byte-order mark and CRLF lines.

/** The CSV's lines, without the byte-order mark or the CRLF that ends the last one. */
export const csvLines = (text: string): string[] =>
  text
    .replace(/^\uFEFF/, "")
    .trimEnd()
    .split("\r\n");

/** The header's cells and each row as a record by header; only for a CSV whose cells hold no comma or quote. */
export function csvTable(text: string): { header: string[]; rows: Record<string, string>[] } {
  const [head, ...lines] = csvLines(text);
  const header = head!.split(",");
  return {
    header,
    rows: lines.map((line) => Object.fromEntries(line.split(",").map((cell, i) => [header[i]!, cell]))),
  };
}
