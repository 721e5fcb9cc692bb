import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import { formatDateSpan } from "#app/shared/date-span";
import { formatPounds } from "#app/shared/money";

/** The chosen date at the top of the dialog's details and payment steps. */
export function BookingDateSummary({
  courseTitle,
  date,
}: {
  courseTitle: string;
  date: { date: string; lastDay?: string; location: string; price: number };
}) {
  return (
    <dl className="mt-4 space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
      <div className="flex items-center justify-between gap-4">
        <dt className="text-slate-600">Course</dt>
        <dd className="text-right font-medium text-slate-900">{courseTitle}</dd>
      </div>
      <div className="flex items-center justify-between gap-4">
        <dt className="flex items-center gap-2 text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4" /> Date
        </dt>
        <dd className="text-right font-medium text-slate-900">{formatDateSpan(date.date, date.lastDay)}</dd>
      </div>
      <div className="flex items-center justify-between gap-4">
        <dt className="flex items-center gap-2 text-slate-600">
          <MapPin aria-hidden="true" className="size-4" /> Location
        </dt>
        <dd className="font-medium text-slate-900">{date.location}</dd>
      </div>
      <div className="flex items-center justify-between gap-4 border-t border-slate-200 pt-2">
        <dt className="font-semibold text-slate-900">Price</dt>
        <dd className="font-bold text-brand-800">{formatPounds(date.price)}</dd>
      </div>
    </dl>
  );
}
