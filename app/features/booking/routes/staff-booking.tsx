import { useParams } from "react-router";
import { RecordHistory } from "#app/features/audit/audit-history";
import { PersonLink } from "#app/features/people/ui/person-link";
import { StaffNotes } from "#app/features/people/ui/staff-notes";
import { seoMeta } from "#app/shared/seo";
import { adminKeys } from "#app/shared/staff/query-client";
import { StaffPage } from "#app/shared/staff/staff-page";
import { useStaffRecord } from "#app/shared/staff/use-staff-record";
import { BookingDetail } from "../staff/booking-detail";
import type { AdminBookingFull } from "../staff/staff-schema";
import { StaffRetakeSection } from "../staff/new-booking-retake";
import { StaffLearnerSection } from "../staff/staff-learner-section";
import { StaffGroupSection } from "../groups/staff-group-section";
import { StaffBookingDocuments } from "#app/features/documents/ui/staff-booking-documents";
import type { Route } from "./+types/staff-booking";

export function meta({ matches, params }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Booking",
    description: "A booking in the staff area.",
    path: `/admin/bookings/${params.id}`,
    noindex: true,
  });
}

/** /admin/bookings/{id}: one booking on its own page (issue 21), the same details and actions as its dialog. */
export default function StaffBooking() {
  const { id = "" } = useParams();
  // The same query as BookingDetail's: the page's title (issue 21: reference and customer) costs no second request.
  const { record: booking, title } = useStaffRecord<AdminBookingFull>(
    adminKeys.booking(id),
    `/api/admin/bookings/${id}`,
    (data) => `${data.reference}, ${data.userDetails.fullName}`,
  );
  return (
    <StaffPage
      title={title ?? "Booking"}
      back={{ to: "/admin?tab=bookings", label: "Bookings" }}
      actions={<PersonLink bookingId={id} />}
    >
      {/* BookingDetail's sections are h3s: a heading above them keeps the page's outline whole (axe heading-order). */}
      <section aria-labelledby="booking-details-heading">
        <h2 id="booking-details-heading" className="sr-only">
          Details
        </h2>
        <BookingDetail bookingId={id} />
      </section>
      <StaffLearnerSection bookingId={id} />
      <StaffGroupSection bookingId={id} />
      <StaffRetakeSection bookingId={id} />
      <StaffBookingDocuments bookingId={id} />
      <StaffNotes of={{ bookingId: id }} />
      <RecordHistory of={{ recordType: "booking", recordId: id }} refreshedAt={booking.dataUpdatedAt} />
    </StaffPage>
  );
}
