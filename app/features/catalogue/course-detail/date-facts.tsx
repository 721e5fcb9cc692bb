import CalendarRange from "lucide-react/icons/calendar-range";
import MapPin from "lucide-react/icons/map-pin";
import PoundSterling from "lucide-react/icons/pound-sterling";
import type { ReactNode } from "react";
import { formatWeekdays } from "#app/shared/format";
import { formatPounds } from "#app/shared/money";
import type { CourseDate } from "./course-dates";
import { ADDRESS_TO_FOLLOW } from "../venue-facts";

/** Schedule, location and price of one date, as a description list; the days themselves head its card. */
export function DateFacts({ date }: { date: CourseDate }) {
  const dayCount = date.courseDays.length;
  return (
    <dl className="space-y-2 text-sm text-slate-800">
      {(date.days.length > 0 || dayCount > 1) && (
        <Fact icon={<CalendarRange className="size-4" />} label="Schedule">
          {date.days.length > 0 ? formatWeekdays(date.days) : `${dayCount} days`}
          {date.days.length > 0 && dayCount > 1 && <span className="text-slate-600"> ({dayCount} days)</span>}
        </Fact>
      )}
      <Fact icon={<MapPin className="size-4" />} label="Location">
        {date.location}
        {/* A venue other than the academy's shows where it is, or that its address is to follow (issue 21, H1). */}
        {(date.venueAddressToFollow || date.venueAddress) && (
          <span className="block text-slate-600">
            {date.venueAddressToFollow ? ADDRESS_TO_FOLLOW : date.venueAddress}
          </span>
        )}
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
