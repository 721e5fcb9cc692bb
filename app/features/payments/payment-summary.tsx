import User from "lucide-react/icons/user";
import type { BookingInfo } from "#app/features/booking/booking-storage";
import { DEPOSIT_PENCE } from "#app/features/booking/payment-rules";
import { formatDate } from "#app/shared/dates";
import { formatPounds } from "#app/shared/money";
import { SummaryCard, SummaryRow, WhenAndWhereRows } from "#app/shared/ui/summary-card";

/** The course being paid for and the amount due now (SPEC §2 /payment). */
export function PaymentSummary({ info, amount }: { info: BookingInfo; amount: number }) {
  const { course, selectedDate, userDetails } = info;
  return (
    <SummaryCard
      headingId="payment-summary-heading"
      heading="Course Summary"
      title={course.title}
      after={
        <>
          {info.paymentType === "deposit" && info.balanceDue > 0 && (
            <p className="mt-4 rounded-lg border border-brand-100 bg-white p-3 text-sm text-brand-900">
              {remainingBalanceNote(info.balanceDue, info.balanceDueDate)}
            </p>
          )}
        </>
      }
    >
      <WhenAndWhereRows date={selectedDate.date} location={selectedDate.location} />
      <SummaryRow icon={<User className="size-4" />} label="Booked for">
        {userDetails.fullName}
      </SummaryRow>
      {info.reference && (
        <SummaryRow icon={null} label="Reference">
          <span className="font-mono">{info.reference}</span>
        </SummaryRow>
      )}
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="font-semibold text-slate-900">Amount due now</dt>
        <dd className="flex flex-col items-end" data-testid="amount-due">
          <span className="text-xl font-bold text-brand-800">{formatPounds(amount)}</span>
          {info.paymentType === "deposit" && (
            <span className="text-sm text-slate-700">({formatPounds(DEPOSIT_PENCE)} deposit)</span>
          )}
        </dd>
      </div>
    </SummaryCard>
  );
}

/** The deposit's remaining-balance note: the amount and, when the server gave one, the day it is due. */
export function remainingBalanceNote(balance: number, dueDate: string | null | undefined): string {
  return dueDate
    ? `Remaining balance of ${formatPounds(balance)} due by ${formatDate(dueDate)} (7 days before the course starts).`
    : `Remaining balance of ${formatPounds(balance)} due 7 days before the course starts.`;
}
