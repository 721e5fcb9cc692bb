import CalendarDays from "lucide-react/icons/calendar-days";
import MapPin from "lucide-react/icons/map-pin";
import User from "lucide-react/icons/user";
import type { ComponentType, ReactNode } from "react";
import type { BookingInfo } from "#app/features/booking/sale/booking-storage";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import type { PaymentIntentResponse } from "./payment-client";

/**
 * The course being paid for and the amount due now (SPEC §2 /payment); for a first-aid bundle (decision 026), each
 * booking the one payment is for, with its own amount, as the server worked them out; for a group (issue 24), its
 * learners, discount and total, also the server's lines (this page has no bytes of its script budget to spare).
 */
export function PaymentSummary({
  info,
  intent: { amount, lines, when, depositNote },
}: {
  info: BookingInfo;
  intent: Pick<PaymentIntentResponse, "amount" | "lines" | "when" | "depositNote">;
}) {
  const { course, selectedDate, userDetails } = info;
  return (
    <section aria-labelledby="payment-summary-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
      <h2 id="payment-summary-heading" className="text-lg font-bold text-brand-900">
        Course Summary
      </h2>
      <p className="mt-2 text-base font-semibold text-slate-900">{course.title}</p>
      <dl className="mt-4 space-y-3 text-sm">
        <Row icon={CalendarDays} label="Date">
          {when}
        </Row>
        <Row icon={MapPin} label="Location">
          {selectedDate.location}
        </Row>
        <Row icon={User} label="Booked for">
          {userDetails.fullName}
        </Row>
        {info.reference && (
          <Row label="Reference">
            <span className="font-mono">{info.reference}</span>
          </Row>
        )}
        {lines?.map((line) => (
          <Row key={line.label} label={line.label}>
            {formatPoundsExact(line.amount)}
          </Row>
        ))}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="font-semibold text-slate-900">Amount due now</dt>
          <dd className="flex flex-col items-end" data-testid="amount-due">
            {/* To the penny: what the card is charged (a group's discounted seats have pennies, issue 24). */}
            <span className="text-xl font-bold text-brand-800">{formatPoundsExact(amount)}</span>
            {depositNote && <span className="text-sm text-slate-700">{depositNote}</span>}
          </dd>
        </div>
      </dl>
      {info.paymentType === "deposit" && info.balanceDue > 0 && (
        <p className="mt-4 rounded-lg border border-brand-100 bg-white p-3 text-sm text-brand-900">
          {remainingBalanceNote(info.balanceDue, info.balanceDueDate)}
        </p>
      )}
    </section>
  );
}

/** The deposit's remaining-balance note: the amount and, when the server gave one, the day it is due. */
export function remainingBalanceNote(balance: number, dueDate: string | null | undefined): string {
  return dueDate
    ? `Remaining balance of ${formatPoundsExact(balance)} due by ${formatDate(dueDate)} (7 days before the course starts).`
    : `Remaining balance of ${formatPoundsExact(balance)} due 7 days before the course starts.`;
}

// The icon as a component, drawn here: one copy of its props instead of one per row (the page's script budget).
function Row({
  icon: Icon,
  label,
  children,
}: {
  icon?: ComponentType<{ className?: string }>;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex items-center justify-between gap-4">
      <dt className="flex items-center gap-2 text-slate-600">
        {Icon && (
          <span aria-hidden="true">
            <Icon className="size-4" />
          </span>
        )}
        {label}
      </dt>
      <dd className="text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
