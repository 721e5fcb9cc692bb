import { useQuery } from "@tanstack/react-query";
import { useState, type ReactNode } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import type { AdminBookingFull } from "./staff-schema";
import { RecordPaymentForm } from "./record-payment-form";
import { BookingMoneyHistory } from "./booking-money-history";
import { BalanceActions } from "./balance-actions";
import { RESULT_TEXT } from "../changes/retake-rules";
import { StaffCancelForm } from "./staff-cancel-form";
import { ASKED_BY_TEXT } from "./staff-cancel-schema";
import { RefundHeldForm } from "./staff-refund-forms";
import { formatInstant } from "#app/shared/staff/staff-format";
import { adminKeys } from "#app/shared/staff/query-client";
import { QueryState } from "#app/shared/staff/query-state";
import { BookingBadges } from "./booking-badges";
import {
  amountPaidText,
  balanceText,
  canCancel,
  canMarkBalancePaid,
  canRefundHeld,
  paymentTypeText,
} from "./booking-figures";
import { TitledSection } from "#app/shared/staff/record-sections";

// Seats and the overview change with a booking's state.
const AFFECTED = [
  adminKeys.bookings,
  ["admin", "booking"],
  adminKeys.instances,
  adminKeys.dates,
  ["admin", "money-owed"],
  ["admin", "roster"],
  ["admin", "refunds"],
] as const;

function Detail({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div className={className}>
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 text-sm whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

/** One booking: the customer's details, notes, money, and the two things staff do to it. */
export function BookingDetail({ bookingId }: { bookingId: string }) {
  const booking = useQuery({
    queryKey: adminKeys.booking(bookingId),
    queryFn: () => apiGet<AdminBookingFull>(`/api/admin/bookings/${bookingId}`),
  });
  const [recording, setRecording] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [refunding, setRefunding] = useState(false);

  return (
    <QueryState query={booking} loadingLabel="Loading booking" errorMessage="Failed to load the booking.">
      {(detail) => {
        const balance = balanceText(detail);
        const canRefund = canRefundHeld(detail);
        return (
          <div className="space-y-6">
            <div className="flex flex-wrap items-center gap-2">
              <BookingBadges booking={detail} />
            </div>
            <TitledSection look="detail" title="Customer">
              <dl className="mt-2 grid gap-3 sm:grid-cols-2">
                <Detail label="Name">{detail.userDetails.fullName}</Detail>
                <Detail label="Email">
                  <a className="text-brand-700 underline" href={`mailto:${detail.userDetails.email}`}>
                    {detail.userDetails.email}
                  </a>
                </Detail>
                <Detail label="Phone">{detail.userDetails.phone}</Detail>
                <Detail label="Address">
                  {detail.userDetails.address}
                  {"\n"}
                  {detail.userDetails.postcode}
                </Detail>
                <Detail label="Notes" className="sm:col-span-2">
                  {detail.notes || "None"}
                </Detail>
              </dl>
            </TitledSection>
            <TitledSection look="detail" title="Course and payment">
              <dl className="mt-2 grid gap-3 sm:grid-cols-2">
                <Detail label="Course">{detail.courseTitle}</Detail>
                <Detail label="Date and location">
                  {formatDate(detail.date)}, {detail.location}
                </Detail>
                <Detail label="Payment type">
                  {paymentTypeText(detail.paymentType)}
                  {detail.invoice && (
                    <>
                      {" "}
                      <a
                        className="text-brand-700 underline"
                        href={`/api/admin/documents/${detail.invoice.id}.pdf`}
                        target="_blank"
                        rel="noopener"
                      >
                        {detail.invoice.number}
                      </a>
                    </>
                  )}
                </Detail>
                <Detail label="Total price">{formatPoundsExact(detail.totalPrice)}</Detail>
                <Detail label="Amount paid">{amountPaidText(detail)}</Detail>
                <Detail label="Balance due">
                  {balance.amount}
                  {balance.note ? ` (${balance.note})` : ""}
                </Detail>
                <Detail label="Booked">{formatInstant(detail.createdAt)}</Detail>
                <Detail label="Payment reference">{detail.paymentReference ?? "N/A"}</Detail>
                <Detail label="Result">
                  {detail.result
                    ? RESULT_TEXT[detail.result]
                    : detail.date > londonToday()
                      ? `Recorded once the course starts, ${formatDate(detail.date)}`
                      : "Not recorded"}
                </Detail>
                {detail.cancelledBy && (
                  <Detail label="Cancellation" className="sm:col-span-2">
                    {ASKED_BY_TEXT[detail.cancelledBy]}. Reason given to the customer: {detail.cancelReason ?? "none"}
                  </Detail>
                )}
              </dl>
            </TitledSection>
            {recording && (
              <RecordPaymentForm
                bookingId={bookingId}
                bookedAt={detail.createdAt}
                owed={detail.balanceDue}
                invalidates={AFFECTED}
                onDone={() => setRecording(false)}
              />
            )}
            {cancelling && canCancel(detail) && (
              <StaffCancelForm bookingId={bookingId} invalidates={AFFECTED} onDone={() => setCancelling(false)} />
            )}
            <BalanceActions detail={detail} invalidates={AFFECTED} />
            {refunding && canRefund && (
              <RefundHeldForm
                bookingId={bookingId}
                refundable={detail.refundable}
                invalidates={AFFECTED}
                onDone={() => setRefunding(false)}
              />
            )}
            <BookingMoneyHistory detail={detail} invalidates={AFFECTED} />
            {(canCancel(detail) || canMarkBalancePaid(detail) || canRefund) && (
              <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
                {canMarkBalancePaid(detail) && !recording && (
                  <Button variant="outline" onClick={() => setRecording(true)}>
                    Record a payment
                  </Button>
                )}
                {canRefund && !refunding && (
                  <Button variant="outline" onClick={() => setRefunding(true)}>
                    Refund {formatPoundsExact(detail.refundable)}
                  </Button>
                )}
                {canCancel(detail) && !cancelling && (
                  <Button variant="destructive" onClick={() => setCancelling(true)}>
                    Cancel booking
                  </Button>
                )}
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
