// One chart on the overview (issue 21), readable without it: a title, a sentence that says what the chart shows, the
// chart itself hidden from screen readers, and its figures as a table under 'Show the figures'.
import { useId, type ReactNode } from "react";
import { Link } from "react-router";
import { cn } from "#app/shared/ui/cn";

export type FiguresTable = { columns: string[]; rows: { key: string; cells: ReactNode[] }[] };

export function ChartCard({
  title,
  summary,
  figures,
  more,
  height = 224,
  wide = false,
  children,
}: {
  title: string;
  /** The chart in one or two sentences: what a reader who cannot see it most needs. */
  summary: ReactNode;
  figures: FiguresTable;
  /** Where the work behind the chart is done. */
  more?: { to: string; label: string };
  /** The chart's height in pixels (a bar per date needs room for each). */
  height?: number;
  /** Across the whole grid. */
  wide?: boolean;
  /** The chart; nothing when there is nothing to draw (the summary says so). */
  children?: ReactNode;
}) {
  const id = useId();
  // An article, not a section: a labelled section is a landmark, and a chart named "Money owed" would clash with the
  // Money owed tab's own region below it (axe landmark-unique).
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        "flex min-w-0 flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm",
        wide && "md:col-span-2 xl:col-span-3",
      )}
    >
      <h3 id={`${id}-title`} className="font-semibold text-brand-900">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{summary}</p>
      {/* The figures below say what the picture does: the picture is for the eye only. */}
      {children && (
        <div aria-hidden="true" className="w-full min-w-0" style={{ height }}>
          {children}
        </div>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-700">Show the figures</summary>
        <div className="mt-2 max-h-72 overflow-auto" role="group" aria-label={`${title}: figures`} tabIndex={0}>
          <table className="w-full text-left">
            <caption className="sr-only">{title}</caption>
            <thead className="text-xs text-slate-700 uppercase">
              <tr>
                {figures.columns.map((column) => (
                  <th key={column} scope="col" className="px-2 py-1 font-semibold">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {figures.rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row" className="px-2 py-1 font-normal">
                        {cell}
                      </th>
                    ) : (
                      <td key={index} className="px-2 py-1">
                        {cell}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      {more && (
        <Link to={more.to} className="mt-auto text-sm font-medium text-brand-700 underline underline-offset-2">
          {more.label}
        </Link>
      )}
    </article>
  );
}
