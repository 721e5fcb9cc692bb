// A first-aid bundle on the success page (decision 026): both bookings the one payment was for, and its total.
import { formatDate } from "#app/shared/dates";
import { formatPounds } from "#app/shared/money";
import type { SuccessView } from "./success-view";

export function BundledBooking({ view }: { view: SuccessView }) {
  const other = view.bundledWith;
  if (!other) return null;
  const lines = [
    { label: `${view.courseTitle} (${view.reference})`, amount: view.paymentAmount },
    { label: `${other.courseTitle}, ${formatDate(other.startDate)} (${other.reference})`, amount: other.paymentAmount },
  ];
  return (
    <section aria-labelledby="bundled-booking-heading" className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h2 id="bundled-booking-heading" className="text-lg font-bold text-brand-900">
        Booked in the Same Payment
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        {[...lines, { label: "Total", amount: lines[0]!.amount + lines[1]!.amount }].map((line) => (
          <div key={line.label} className="flex justify-between gap-4 last:border-t last:border-slate-200 last:pt-2">
            <dt className="text-slate-700">{line.label}</dt>
            <dd className="font-semibold text-slate-900">{formatPounds(line.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-3 text-sm text-slate-700">
        Each is its own booking, with its own confirmation email and booking page: cancelling one does not cancel the
        other.
      </p>
    </section>
  );
}
