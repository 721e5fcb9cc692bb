// The customer's own booking page (issue 13), opened from the secret link in every e-mail.
import CalendarPlus from "lucide-react/icons/calendar-plus";
import Printer from "lucide-react/icons/printer";
import { lazy, Suspense } from "react";
import { Link, useRevalidator } from "react-router";
import { BalancePayment } from "#app/features/payments/balance-payment";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { toast, type ToastInput } from "#app/shared/ui/toast-store";
import { ContactDetailsForm } from "./contact-details-form";
import { LearnerDetails } from "./learner-details";
import { FirstAidDeclared } from "./first-aid-declared";
import { CourseDays, QuoteReference, Section, WhatToBringSection, WhereSection } from "./booking-section";
import { CancelBooking } from "./cancel-booking";
import { ChangeDate } from "./change-date";
import { badgesOf, courseIsOn, type BookingPageView } from "./booking-page-view";
import { bookingPagePath } from "./booking-page-path";
import { BookingDocuments } from "#app/features/documents/booking-documents";

// Only a group's payer sees 'Change learners' (issue 24): its code loads for them alone, off the page's script budget.
const GroupChanges = lazy(() => import("../groups/group-changes").then((module) => ({ default: module.GroupChanges })));
// Only a booking with a result has 'Your result' (and, after 'not passed', the free retake): likewise.
const FreeRetake = lazy(() => import("./free-retake").then((module) => ({ default: module.FreeRetake })));

export function BookingPage({ view, token }: { view: BookingPageView; token: string }) {
  const revalidator = useRevalidator();
  const onPaid = async (message: ToastInput) => {
    toast(message);
    await revalidator.revalidate();
  };
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 lg:px-8">
      <p className="text-sm font-semibold text-brand-700">Booking {view.reference}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight text-brand-900">{view.courseTitle}</h1>
      {view.retakeOf && <p className="mt-1 font-semibold text-slate-800">Free retake of {view.retakeOf}</p>}
      <p className="mt-3 flex flex-wrap gap-2">
        {badgesOf(view).map((badge, index) => (
          <span
            key={badge}
            data-testid={index === 0 ? "booking-status" : "money-state"}
            className={
              index === 0
                ? "rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-900"
                : "rounded-full bg-slate-100 px-3 py-1 text-sm font-semibold text-slate-900"
            }
          >
            {badge}
          </span>
        ))}
      </p>
      {view.dateCancelled && (
        <p role="note" className="mt-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950">
          We are sorry: we have had to cancel this date. Choose a new date below at no extra cost, or cancel for a full
          refund of everything you have paid, deposit included. If you have not chosen by{" "}
          {formatDate(view.days[0]!.date)}, we will refund you in full.
        </p>
      )}
      {view.academyChanged && (
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          {view.academyChanged}
        </p>
      )}
      {view.needsRefund && (
        <p role="note" className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
          A payment on this booking is due back to you. The academy will arrange the refund.
        </p>
      )}

      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-6">
          <Section title="When">
            {courseIsOn(view) ? <CourseDays days={view.days} /> : <p>{notOnText(view)}</p>}
            {view.status === "confirmed" && courseIsOn(view) && (
              <a
                href={`/api/bookings/by-token/${encodeURIComponent(token)}/calendar.ics`}
                className="mt-3 inline-flex items-center gap-2 text-sm font-semibold text-brand-700 underline underline-offset-4"
              >
                <CalendarPlus aria-hidden="true" className="size-4" />
                Add to calendar
              </a>
            )}
          </Section>
          <WhereSection address={view.venueAddress} directions={view.venueDirections} />
          {courseIsOn(view) && <WhatToBringSection items={view.whatToBring} />}
          {view.firstAid && <FirstAidDeclared firstAid={view.firstAid} />}
          <Section title="Your details">
            <ContactDetailsForm token={token} view={view} />
          </Section>
          {view.group && (
            <Section title="Learners">
              {/* Each learner in seat order (issue 24), in as few bytes as can be: the page is at its script budget. */}
              <dl className="space-y-1">
                {view.group.learners.map((learner) => (
                  <Row
                    key={learner.position}
                    label={learner.fullName}
                    value={learner.released ? "Cancelled" : learner.email}
                  />
                ))}
              </dl>
              {(view.group.changes?.release || view.group.changes?.substitute) && (
                <Suspense>
                  <GroupChanges token={token} group={view.group} />
                </Suspense>
              )}
            </Section>
          )}
          {view.learner && (
            <Section title="Learner details">
              <LearnerDetails token={token} learner={view.learner} />
            </Section>
          )}
          {view.result && (
            <Suspense>
              <Section title="Your result">
                <FreeRetake token={token} result={view.result} />
              </Section>
            </Suspense>
          )}
          {view.dateChange && (
            <Section title="Changing your date">
              <ChangeDate
                token={token}
                choice={view.dateChange}
                dateCancelled={view.dateCancelled || !!view.academyChanged}
              />
            </Section>
          )}
          {view.cancellation && (
            <Section title="Cancelling">
              <CancelBooking token={token} quote={view.cancellation} />
            </Section>
          )}
        </div>

        {/* On a phone the money comes first: paying the balance is what most visits are for. */}
        <div className="order-first space-y-6 lg:order-none">
          <Section title="Payments">
            <dl className="space-y-1">
              {view.totalPrice === 0 && view.payments.length === 0 ? (
                // A free retake: nothing was or will be paid.
                <Row label="Course price" value={view.retakeOf ? `Free retake of ${view.retakeOf}` : "Free"} />
              ) : (
                <>
                  <Row label="Course price" value={formatPoundsExact(view.totalPrice)} />
                  <Row label="Paid" value={formatPoundsExact(view.amountPaid + view.amountRefunded)} />
                  {view.amountRefunded > 0 && <Row label="Refunded" value={formatPoundsExact(view.amountRefunded)} />}
                  {view.refundPending > 0 && (
                    <Row label="Refund on its way" value={formatPoundsExact(view.refundPending)} />
                  )}
                  <Row
                    label="Still to pay"
                    value={
                      // A seat held but not yet paid for owes its whole price; its due date comes once booked.
                      view.balanceDue > 0 && view.status === "confirmed" && view.balanceDueDate
                        ? `${formatPoundsExact(view.balanceDue)} by ${formatDate(view.balanceDueDate)}`
                        : formatPoundsExact(view.balanceDue)
                    }
                  />
                </>
              )}
            </dl>
            {/* Worded by the server (issue 24): the bank account and the invoice's number to quote, or whom to ask. */}
            {view.invoicePayment && (
              <p className="mt-4 rounded-lg bg-brand-50 p-3 text-sm text-brand-900">{view.invoicePayment}</p>
            )}
            {view.heldSeat && (
              <div className="mt-4 space-y-3">
                <p className="rounded-lg bg-brand-50 p-3 text-sm text-brand-900">
                  We are holding this seat for you until {view.heldSeat.until}. Pay{" "}
                  {formatPoundsExact(view.heldSeat.amount)} to book it.
                </p>
                <BalancePayment token={token} amount={view.heldSeat.amount} onPaid={onPaid} first />
              </div>
            )}
            {view.canPayBalance && (
              <div className="mt-4">
                <BalancePayment token={token} amount={view.balanceDue} onPaid={onPaid} />
              </div>
            )}
            {view.payments.length > 0 && (
              <ul className="mt-4 divide-y divide-slate-200 border-t border-slate-200" aria-label="Payments made">
                {view.payments.map((payment) => (
                  <li key={payment.id} className="py-2 text-sm">
                    <p className="flex justify-between gap-2 font-semibold">
                      <span>{payment.label}</span>
                      <span>{formatPoundsExact(payment.amount)}</span>
                    </p>
                    <p className="flex justify-between gap-2 text-slate-600">
                      <span>
                        {payment.stateText}, {formatDate(payment.date)}
                      </span>
                      {payment.paid && (
                        <Link
                          to={bookingPagePath(token, payment.id)}
                          className="inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
                        >
                          <Printer aria-hidden="true" className="size-3.5" />
                          Receipt
                        </Link>
                      )}
                    </p>
                  </li>
                ))}
              </ul>
            )}
          </Section>
          <BookingDocuments token={token} documents={view.documents} />
          <QuoteReference about="booking" reference={view.reference} />
        </div>
      </div>
    </div>
  );
}

/** The 'When' of a booking the course is not on for: its dates in a sentence, saying why, not as a timetable. */
function notOnText(view: BookingPageView): string {
  const first = view.days[0]!.date;
  const last = view.days.at(-1)!.date;
  const dates = first === last ? formatDate(first) : `${formatDate(first)} to ${formatDate(last)}`;
  if (view.dateCancelled) return `We have cancelled this date: the course will not run on ${dates}.`;
  if (view.status === "expired") return `Not booked: this booking for ${dates} was not paid in time.`;
  return `Cancelled: this booking was for ${dates}.`;
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-slate-700">{label}</dt>
      <dd className="min-w-0 text-right font-semibold wrap-anywhere text-slate-900">{value}</dd>
    </div>
  );
}
