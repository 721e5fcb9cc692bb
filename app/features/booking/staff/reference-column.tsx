import { FormDialog } from "#app/shared/staff/form-dialog";
import type { Column } from "#app/shared/staff/data-table";
import { BookingDetail } from "./booking-detail";

type BookingLine = { reference: string; customerName: string; courseTitle: string };

/** A booking's reference, which opens its details (the Bookings and Money owed tabs, the refunds list). */
export function referenceColumn<T extends BookingLine>(
  bookingIdOf: (row: T) => string,
  header = "Reference",
): Column<T> {
  return {
    header,
    cell: (booking) => (
      <FormDialog
        title={`Booking ${booking.reference}`}
        description={`${booking.customerName}, ${booking.courseTitle}`}
        trigger={
          <button
            type="button"
            aria-label={`View booking ${booking.reference}`}
            className="font-mono font-semibold whitespace-nowrap text-brand-700 underline-offset-2 hover:underline"
          >
            {booking.reference}
          </button>
        }
      >
        {() => <BookingDetail bookingId={bookingIdOf(booking)} />}
      </FormDialog>
    ),
  };
}
