import CalendarDays from "lucide-react/icons/calendar-days";
import Clock from "lucide-react/icons/clock";
import Info from "lucide-react/icons/info";
import MapPin from "lucide-react/icons/map-pin";
import { useRouteLoaderData } from "react-router";
import { formatDateSpan } from "#app/shared/date-span";
import type { RootData } from "#app/shared/seo";
import { formatDuration } from "#app/shared/format";
import { formatPounds } from "#app/shared/money";
import { SummaryRow } from "#app/shared/ui/summary-row";
import type { CheckoutPayment } from "../booking-flow";
import type { BookingData } from "../booking-storage";
import { whatToBringForCourse } from "../../what-to-bring";
import { DEPOSIT_PENCE } from "../payment-rules";

/** /checkout's summary (SPEC §2): date, location, duration, the amount to pay and, for a deposit, the balance. */
export function CheckoutSummary({
  booking,
  payment,
  paymentMessage,
}: {
  booking: BookingData;
  payment: CheckoutPayment;
  paymentMessage: string;
}) {
  const { course, selectedDate } = booking;
  const site = useRouteLoaderData<RootData>("root")?.site;
  // The venue's address (issue 21, H1); null: the academy's own; absent: saved by an older version of the page.
  const address = selectedDate.venueAddress === null ? site?.address : selectedDate.venueAddress;
  return (
    <section aria-labelledby="summary-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="summary-heading" className="text-lg font-bold text-brand-900">
        Booking Summary
      </h2>
      <p className="mt-2 text-base font-semibold text-slate-900">{course.title}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <SummaryRow icon={<CalendarDays className="size-4" />} label="Date">
          {formatDateSpan(selectedDate.date, selectedDate.lastDay)}
        </SummaryRow>
        <SummaryRow icon={<MapPin className="size-4" />} label="Location">
          {selectedDate.location}
          {address && <span className="block text-xs font-normal text-slate-700">{address}</span>}
        </SummaryRow>
        <SummaryRow icon={<Clock className="size-4" />} label="Duration">
          {formatDuration(course.durationDays)}
        </SummaryRow>
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Amount to pay</dt>
          <dd className="text-right" data-testid="amount-to-pay">
            <span className="text-xl font-bold text-brand-800">{formatPounds(payment.amountNow)}</span>
            {payment.paymentType === "deposit" && (
              <span className="ml-1 text-sm text-slate-700">({formatPounds(DEPOSIT_PENCE)} deposit)</span>
            )}
          </dd>
        </div>
      </dl>
      {payment.paymentType === "deposit" && (
        <p className="mt-1 text-sm text-slate-700">
          Remaining balance of {formatPounds(payment.balance)} due before course start
        </p>
      )}
      <p className="mt-4 flex gap-2 rounded-lg border border-brand-100 bg-white p-3 text-sm text-brand-900">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {paymentMessage}
      </p>
      <div className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
        <p className="font-semibold">What to bring on the first day</p>
        <ul className="mt-1 list-disc space-y-1 pl-5">
          {whatToBringForCourse(course, selectedDate.date).map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
