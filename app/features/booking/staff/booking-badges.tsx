// A booking's state at a glance, alike in the Bookings table and on the booking's own page.
import { formatPoundsExact } from "#app/shared/money";
import { humanise } from "#app/shared/staff/staff-format";
import { Badge } from "#app/shared/staff/status-badge";
import { BOOKING_STATUS_TONES, isTestPayment } from "./booking-figures";
import type { AdminBookingRow } from "./staff-schema";

/** Its status; then, when they apply, 'Refund needed', what it holds over its price, and 'Test payment'. */
export function BookingBadges({
  booking,
}: {
  booking: Pick<AdminBookingRow, "status" | "needsRefund" | "overpaid" | "paymentProvider">;
}) {
  return (
    <>
      <Badge tone={BOOKING_STATUS_TONES[booking.status]}>{humanise(booking.status)}</Badge>
      {booking.needsRefund && <Badge tone="danger">Refund needed</Badge>}
      {booking.overpaid > 0 && <Badge tone="danger">Overpaid {formatPoundsExact(booking.overpaid)}</Badge>}
      {isTestPayment(booking) && <Badge tone="warning">Test payment</Badge>}
    </>
  );
}
