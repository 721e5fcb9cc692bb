import { useQuery } from "@tanstack/react-query";
import { useId, type ReactNode } from "react";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import type { AdminBookingDetail } from "./staff-schema";
import { formatInstant, humanise } from "#app/shared/staff/staff-format";
import { ConfirmDialog } from "#app/shared/staff/confirm-dialog";
import { adminKeys } from "#app/shared/staff/query-client";
import { QueryState } from "#app/shared/staff/query-state";
import { Badge } from "#app/shared/staff/status-badge";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import {
  amountPaidText,
  balanceText,
  BOOKING_STATUS_TONES,
  canCancel,
  canMarkBalancePaid,
  isTestPayment,
  paymentTypeText,
} from "./booking-figures";

// Seats and the overview change with a booking's state.
const AFFECTED = [adminKeys.bookings, ["admin", "booking"], adminKeys.instances, adminKeys.dates] as const;

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
  const id = useId();
  const booking = useQuery({
    queryKey: adminKeys.booking(bookingId),
    queryFn: () => apiGet<AdminBookingDetail>(`/api/admin/bookings/${bookingId}`),
  });
  const cancel = useAdminMutation<void>({
    mutationFn: () => apiRequest("POST", `/api/admin/bookings/${bookingId}/cancel`),
    invalidates: AFFECTED,
    failureMessage: "Failed to cancel booking",
    success: { title: "Booking cancelled" },
  });
  const markPaid = useAdminMutation<void>({
    mutationFn: () => apiRequest("POST", `/api/admin/bookings/${bookingId}/mark-balance-paid`),
    invalidates: AFFECTED,
    failureMessage: "Failed to mark the balance as paid",
    success: { title: "Balance marked as paid" },
  });

  return (
    <QueryState query={booking} loadingLabel="Loading booking" errorMessage="Failed to load the booking.">
      {(detail) => {
        const balance = balanceText(detail);
        return (
          <div className="space-y-6">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone={BOOKING_STATUS_TONES[detail.status]}>{humanise(detail.status)}</Badge>
              {detail.needsRefund && <Badge tone="danger">Refund needed</Badge>}
              {isTestPayment(detail) && <Badge tone="warning">Test payment</Badge>}
            </div>
            <section aria-labelledby={`${id}-customer`}>
              <h3 id={`${id}-customer`} className="font-semibold text-brand-900">
                Customer
              </h3>
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
            </section>
            <section aria-labelledby={`${id}-course`}>
              <h3 id={`${id}-course`} className="font-semibold text-brand-900">
                Course and payment
              </h3>
              <dl className="mt-2 grid gap-3 sm:grid-cols-2">
                <Detail label="Course">{detail.courseTitle}</Detail>
                <Detail label="Date and location">
                  {formatDate(detail.date)}, {detail.location}
                </Detail>
                <Detail label="Payment type">{paymentTypeText(detail.paymentType)}</Detail>
                <Detail label="Total price">{formatPoundsExact(detail.totalPrice)}</Detail>
                <Detail label="Amount paid">{amountPaidText(detail)}</Detail>
                <Detail label="Balance due">
                  {balance.amount}
                  {balance.note ? ` (${balance.note})` : ""}
                </Detail>
                <Detail label="Booked">{formatInstant(detail.createdAt)}</Detail>
                <Detail label="Payment reference">{detail.paymentReference ?? "N/A"}</Detail>
              </dl>
            </section>
            {(canCancel(detail) || canMarkBalancePaid(detail)) && (
              <div className="flex flex-col-reverse gap-2 border-t border-slate-200 pt-4 sm:flex-row sm:justify-end">
                {canMarkBalancePaid(detail) && (
                  <ConfirmDialog
                    title="Mark balance paid"
                    description={`Record that ${detail.userDetails.fullName} has paid the balance of ${formatPoundsExact(detail.balanceDue)} for booking ${detail.reference}?`}
                    confirmLabel="Mark balance paid"
                    busyLabel="Saving..."
                    destructive={false}
                    onConfirm={() => markPaid.mutateAsync()}
                    trigger={<Button variant="outline">Mark balance paid</Button>}
                  />
                )}
                {canCancel(detail) && (
                  <ConfirmDialog
                    title="Cancel booking"
                    description={`Are you sure you want to cancel booking ${detail.reference} for ${detail.userDetails.fullName}? Their seat is released at once; any refund is arranged separately.`}
                    confirmLabel="Cancel booking"
                    busyLabel="Cancelling..."
                    cancelLabel="Keep booking"
                    onConfirm={() => cancel.mutateAsync()}
                    trigger={<Button variant="destructive">Cancel booking</Button>}
                  />
                )}
              </div>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}
