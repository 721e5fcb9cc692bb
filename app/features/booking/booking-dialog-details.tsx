import { ArrowLeft, CalendarDays, MapPin } from "lucide-react";
import { formatDate } from "~/shared/dates";
import { formatPounds } from "~/shared/money";
import { Button } from "~/shared/ui/button";
import type { PreselectedDate } from "./booking-dialog";
import { StepHeading } from "./step-heading";

type Props = {
  date: PreselectedDate;
  onBack(): void;
  focusHeading: boolean;
};

/** Step 2 (SPEC §4): the trainee's details. Placeholder until the booking work replaces it. */
export function BookingDetailsStep({ date, onBack, focusHeading }: Props) {
  return (
    <div>
      <StepHeading focusOnMount={focusHeading}>Your Details</StepHeading>
      <dl className="mt-4 space-y-2 rounded-lg bg-slate-50 p-4 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="flex items-center gap-2 text-slate-600">
            <CalendarDays aria-hidden="true" className="size-4" /> Date
          </dt>
          <dd className="font-medium text-slate-900">{formatDate(date.date)}</dd>
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
      <p className="mt-4 text-sm text-slate-700">Booking details come next</p>
      <Button className="mt-6" variant="outline" onClick={onBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Dates
      </Button>
    </div>
  );
}
