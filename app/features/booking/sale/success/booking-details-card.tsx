import CalendarPlus from "lucide-react/icons/calendar-plus";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "#app/shared/dates";
import { formatDateSpan } from "#app/shared/date-span";
import { formatDuration } from "#app/shared/format";
import { formatPounds, formatPoundsExact } from "#app/shared/money";
import type { SuccessState, SuccessView } from "./success-view";

/** The booking as the server has it: reference, course, dates, place and money. */
export function BookingDetailsCard({
  view,
  state,
  calendarHref,
  documentsHref,
}: {
  view: SuccessView;
  state: SuccessState;
  calendarHref: string;
  /** The booking's documents by its link: an invoice's PDF is `${documentsHref}/{id}.pdf`. */
  documentsHref: string;
}) {
  // The same words for the same days on every page and e-mail (issue 21, M1).
  const dates = formatDateSpan(view.startDate, view.endDate);
  const amountLabel = state === "confirmed" ? "Amount paid" : "Amount";
  // A group's discounted amounts have pennies (issue 24); one seat shows whole pounds (SPEC §9).
  const money = view.seats > 1 ? formatPoundsExact : formatPounds;
  return (
    <section aria-labelledby="booking-details-heading" className="rounded-xl border border-slate-200 p-6 shadow-sm">
      <h2 id="booking-details-heading" className="text-lg font-bold text-brand-900">
        Course Details
      </h2>
      <dl className="mt-4 divide-y divide-slate-100 text-sm" data-testid="booking-details">
        <Row label="Booking reference">
          <span className="font-mono text-base font-bold tracking-wide text-brand-900">{view.reference}</span>
        </Row>
        <Row label="Course">
          <Link to={`/courses/${view.courseSlug}`} className="text-brand-700 underline underline-offset-2">
            {view.courseTitle}
          </Link>
        </Row>
        <Row label="Date">{dates}</Row>
        <Row label="Duration">{formatDuration(view.durationDays)}</Row>
        <Row label="Location">{view.location}</Row>
        {view.seats > 1 && (
          // Several learners (issue 24): each seat is priced alike, any group discount taken off.
          <>
            <Row label="Learners">{view.seats}</Row>
            <Row label="Price per learner">{formatPoundsExact(Math.floor(view.totalPrice / view.seats))}</Row>
            <Row label="Total">{formatPoundsExact(view.totalPrice)}</Row>
          </>
        )}
        {view.invoice ? (
          // Booked on a business account (issue 24): nothing paid by card; the invoice is what is owed.
          <>
            <Row label="Invoice">
              <a
                href={`${documentsHref}/${view.invoice.id}.pdf`}
                className="text-brand-700 underline underline-offset-2"
              >
                {view.invoice.number} (PDF)
              </a>
            </Row>
            <Row label="To pay by invoice">
              {view.invoice.dueOn
                ? `${formatPoundsExact(view.invoice.total)} by ${formatDate(view.invoice.dueOn)}`
                : formatPoundsExact(view.invoice.total)}
            </Row>
          </>
        ) : (
          <>
            <Row label={amountLabel}>
              {money(view.paymentAmount)}
              {view.paymentType === "deposit" && <span className="text-slate-600"> (deposit)</span>}
            </Row>
            <Row label="Balance due">
              {view.balanceDue > 0 && view.balanceDueDate
                ? `${money(view.balanceDue)} by ${formatDate(view.balanceDueDate)}`
                : view.balanceDue > 0
                  ? money(view.balanceDue)
                  : "Nothing: paid in full"}
            </Row>
          </>
        )}
      </dl>
      {/* Worded by the server as on the booking page (issue 24): the account and the invoice's number to quote. */}
      {view.invoicePayment && (
        <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{view.invoicePayment}</p>
      )}
      {state === "confirmed" && (
        <a
          href={calendarHref}
          download
          className="mt-5 inline-flex items-center gap-2 rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50"
        >
          <CalendarPlus aria-hidden="true" className="size-4" />
          Add to calendar
        </a>
      )}
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900 sm:text-right">{children}</dd>
    </div>
  );
}
