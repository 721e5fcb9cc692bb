import CalendarRange from "lucide-react/icons/calendar-range";
import MapPin from "lucide-react/icons/map-pin";
import PoundSterling from "lucide-react/icons/pound-sterling";
import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { formatWeekdays } from "#app/shared/format";
import { formatPounds } from "#app/shared/money";
import type { CourseDate } from "./course-dates";

/** Schedule, location and price of one date, as a description list. */
export function DateFacts({ date }: { date: CourseDate }) {
  const until = date.endDate && date.endDate !== date.date ? `until ${formatDate(date.endDate)}` : "";
  return (
    <dl className="space-y-2 text-sm text-slate-800">
      {date.days.length > 0 && (
        <Fact icon={<CalendarRange className="size-4" />} label="Schedule">
          {formatWeekdays(date.days)}
          {until && <span className="block text-slate-600">{until}</span>}
        </Fact>
      )}
      <Fact icon={<MapPin className="size-4" />} label="Location">
        {date.location}
      </Fact>
      <Fact icon={<PoundSterling className="size-4" />} label="Price">
        <span className="font-semibold text-brand-900">{formatPounds(date.price)}</span>
      </Fact>
    </dl>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-2">
      <dt className="mt-0.5 text-slate-500">
        <span aria-hidden="true">{icon}</span>
        <span className="sr-only">{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
