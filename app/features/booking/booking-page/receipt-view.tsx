// A printable receipt for one payment (issue 13; PDF invoices come with group bookings).
import { Link } from "react-router";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { stillToPayText } from "#app/shared/receipts";
import type { SiteInfo } from "#app/shared/site-info";
import { bookingPagePath } from "./booking-page-path";
import type { BookingPagePayment, BookingPageView } from "./booking-page-view";
import { PrintButton } from "./print-button";

export function ReceiptView({
  view,
  payment,
  token,
  site,
}: {
  view: BookingPageView;
  payment: BookingPagePayment;
  token: string;
  site: SiteInfo;
}) {
  const rows: [string, string][] = [
    ...(payment.receiptNumber ? [["Receipt number", payment.receiptNumber] as [string, string]] : []),
    ["Booking reference", view.reference],
    ["Received from", view.customer.fullName],
    ["For", `${view.courseTitle}, starting ${formatDate(view.days[0]!.date)}`],
    ["Payment", payment.label],
    ["Method", payment.method],
    ["Payment reference", payment.reference],
    ["Date paid", formatDate(payment.date)],
    ["Amount", formatPoundsExact(payment.amount)],
    ["Course price", formatPoundsExact(view.totalPrice)],
    ["Paid to date", formatPoundsExact(view.amountPaid)],
    [
      "Still to pay",
      view.status === "cancelled"
        ? "Nothing: the booking is cancelled"
        : stillToPayText(view.balanceDue, view.balanceDueDate),
    ],
  ];
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6 print:py-0">
      <div className="flex items-center justify-between gap-4 print:hidden">
        <Link to={bookingPagePath(token)} className="text-sm font-semibold text-brand-700 underline">
          Back to your booking
        </Link>
        <PrintButton />
      </div>
      <article className="mt-6 rounded-xl border border-slate-200 p-6 print:border-0 print:p-0">
        <h1 className="text-2xl font-bold text-brand-900">Receipt</h1>
        <p className="mt-1 text-sm text-slate-700">
          {site.name}, {site.address}. {site.phone}, {site.email}
        </p>
        <dl className="mt-6 divide-y divide-slate-200">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-slate-700">{label}</dt>
              <dd className="text-right font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </article>
    </div>
  );
}
