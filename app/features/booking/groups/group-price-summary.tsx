import type { SummaryRow } from "./group-booking";

/** A group's price before paying (issue 24): rows from groupSummaryRows, the last one stressed. */
export function GroupPriceSummary({ rows }: { rows: SummaryRow[] }) {
  return (
    <dl className="mt-4 space-y-1 rounded-lg border border-slate-200 p-4 text-sm">
      {rows.map(({ label, value }, index) => (
        <div
          key={label}
          className={
            index === rows.length - 1
              ? "flex justify-between gap-4 border-t border-slate-200 pt-2 font-semibold text-slate-900"
              : "flex justify-between gap-4 text-slate-700"
          }
        >
          <dt>{label}</dt>
          <dd className="text-right font-medium text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
