import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";

/** The grey card that sums up a booking beside a form (checkout, payment): a heading, the course, then rows. */
export function SummaryCard({
  headingId,
  heading,
  title,
  children,
  after,
}: {
  headingId: string;
  heading: string;
  title: string;
  /** SummaryRow elements. */
  children: ReactNode;
  /** What follows the rows: totals, notes. */
  after?: ReactNode;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id={headingId} className="text-lg font-bold text-brand-900">
        {heading}
      </h2>
      <p className="mt-2 text-base font-semibold text-slate-900">{title}</p>
      <dl className="mt-4 space-y-3 text-sm">{children}</dl>
      {after}
    </section>
  );
}

/** One fact of a summary: an icon, its label and its value, as a term and its description. */
export function SummaryRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-slate-600">
        <span aria-hidden="true">{icon}</span>
        {label}
      </dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}

/** The first two facts of every booking summary: the course date and where it runs. */
export function WhenAndWhereRows({ date, location }: { date: string; location: string }) {
  return (
    <>
      <SummaryRow icon={<CalendarDays className="size-4" />} label="Date">
        {formatDate(date)}
      </SummaryRow>
      <SummaryRow icon={<MapPin className="size-4" />} label="Location">
        {location}
      </SummaryRow>
    </>
  );
}
