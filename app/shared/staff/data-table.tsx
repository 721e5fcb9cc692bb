import type { ReactNode } from "react";
import { cn } from "#app/shared/ui/cn";

export type Column<T> = {
  header: string;
  cell: (row: T) => ReactNode;
  /** Header read by screen readers only (an actions column, say). */
  hiddenHeader?: boolean;
  className?: string;
};

type TableProps<T> = {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  empty: ReactNode;
  expanded?: (row: T) => ReactNode;
};

/**
 * An admin list as a real table (caption, column headers), scrolling sideways
 * on small screens. `expanded` adds a full-width detail row under a row.
 * Rows are told apart by their id; rows without one say what tells them apart (`rowKey`).
 */
export function DataTable<T extends { id: string }>(props: TableProps<T> & { rowKey?: (row: T) => string }): ReactNode;
export function DataTable<T>(props: TableProps<T> & { rowKey: (row: T) => string }): ReactNode;
export function DataTable<T>({
  caption,
  columns,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  empty,
  expanded,
}: TableProps<T> & { rowKey?: (row: T) => string }) {
  if (rows.length === 0) {
    return <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">{empty}</p>;
  }
  return (
    // "relative" keeps the sr-only header inside the scroll box instead of widening the page. The box takes focus, so
    // a keyboard user can scroll a table wider than a phone (axe scrollable-region-focusable), named by its caption.
    <div
      role="group"
      aria-label={caption}
      tabIndex={0}
      className="relative overflow-x-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col" className={cn("px-3 py-3 whitespace-nowrap", column.className)}>
                {column.hiddenHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => {
            const detail = expanded?.(row);
            return (
              <TableRows key={rowKey(row)} detail={detail} span={columns.length}>
                {columns.map((column) => (
                  <td key={column.header} className={cn("px-3 py-3 align-middle", column.className)}>
                    {column.cell(row)}
                  </td>
                ))}
              </TableRows>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function TableRows({ children, detail, span }: { children: ReactNode; detail: ReactNode; span: number }) {
  return (
    <>
      <tr className="hover:bg-slate-50/60">{children}</tr>
      {detail ? (
        <tr className="bg-slate-50">
          <td colSpan={span} className="px-4 py-4">
            {/* Stays in view when a narrow screen has scrolled the table sideways. */}
            <div className="sticky left-4 w-fit max-w-[calc(100vw-5rem)]">{detail}</div>
          </td>
        </tr>
      ) : null}
    </>
  );
}
