import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { BookingListQuerySchema, type AdminBookingRow } from "./staff-schema";
import { formatInstant, withQuery } from "#app/shared/staff/staff-format";
import { useAdminCourses } from "#app/features/catalogue/staff/course-queries";
import type { Column } from "#app/shared/staff/data-table";
import { ExportCsvLink, nameColumn, StaffListTab } from "#app/shared/staff/staff-list";
import { adminKeys } from "#app/shared/staff/query-client";
import { BookingBadges } from "./booking-badges";
import { useCheckedFilters } from "#app/shared/staff/filters-form";
import { NewBookingLink } from "./new-booking-link";
import { referenceColumn } from "./reference-column";
import { amountPaidText, balanceText, paymentTypeText } from "./booking-figures";
import { BookingFilters, BOOKING_FILTERS_IN_URL } from "./booking-filters";

const columns: Column<AdminBookingRow>[] = [
  referenceColumn((booking) => booking.id),
  nameColumn(
    "Customer",
    (booking) => booking.customerName,
    (booking) => booking.customerEmail,
  ),
  {
    header: "Course",
    className: "min-w-44",
    cell: (booking) => (
      <>
        {booking.courseTitle}
        <span className="block text-xs text-slate-600">{booking.location}</span>
      </>
    ),
  },
  { header: "Date", className: "whitespace-nowrap", cell: (booking) => formatDate(booking.date) },
  { header: "Payment", cell: (booking) => paymentTypeText(booking.paymentType) },
  { header: "Amount paid", className: "whitespace-nowrap", cell: (booking) => amountPaidText(booking) },
  {
    header: "Balance due",
    className: "whitespace-nowrap",
    cell: (booking) => {
      const balance = balanceText(booking);
      return (
        <>
          {balance.amount}
          {balance.note && <span className="block text-xs text-slate-600">{balance.note}</span>}
        </>
      );
    },
  },
  {
    header: "Status",
    cell: (booking) => (
      <div className="flex flex-col items-start gap-1">
        <BookingBadges booking={booking} />
      </div>
    ),
  },
  { header: "Created", className: "whitespace-nowrap", cell: (booking) => formatInstant(booking.createdAt) },
];

/** Bookings made on the website: filters (in the URL, issue 21), details, cancel and balance paid, CSV export. */
export default function BookingsTab() {
  // The API's own query schema: a range that ends before it starts is refused here, not sent.
  const { filters, setFilters, parsed, problem } = useCheckedFilters(BOOKING_FILTERS_IN_URL, BookingListQuerySchema);
  const courses = useAdminCourses();
  const bookings = useQuery({
    queryKey: [...adminKeys.bookings, filters],
    queryFn: () => apiGet<AdminBookingRow[]>(withQuery("/api/admin/bookings", filters)),
    enabled: parsed.success,
  });
  const filtered = Object.values(filters).some(Boolean);

  return (
    <StaffListTab
      id="bookings-heading"
      title="Bookings"
      description="Bookings made on the website, newest first."
      actions={
        <>
          <NewBookingLink />
          <ExportCsvLink href={withQuery("/api/admin/bookings.csv", parsed.success ? filters : {})} />
        </>
      }
      before={
        <BookingFilters value={filters} courses={courses.data ?? []} error={problem?.message} onChange={setFilters} />
      }
      query={bookings}
      ready={parsed.success}
      items="bookings"
      columns={columns}
      empty={filtered ? "No bookings match these filters." : "No bookings yet."}
    />
  );
}
