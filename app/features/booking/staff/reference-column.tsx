import { Link } from "react-router";
import type { Column } from "#app/shared/staff/data-table";

type BookingLine = { reference: string };

/** A booking's own staff page (issue 21: every record has an address). */
export const staffBookingPath = (bookingId: string) => `/admin/bookings/${bookingId}`;

/**
 * A booking's reference, a link to its page (the Bookings and Money owed tabs, the refunds list): it opens in a new
 * tab if asked, can be shared, and the back button returns to the list with its filters.
 */
export function referenceColumn<T extends BookingLine>(
  bookingIdOf: (row: T) => string,
  header = "Reference",
): Column<T> {
  return {
    header,
    cell: (booking) => (
      <Link
        to={staffBookingPath(bookingIdOf(booking))}
        aria-label={`View booking ${booking.reference}`}
        className="font-mono font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:text-brand-900"
      >
        {booking.reference}
      </Link>
    ),
  };
}
