import { useSearchParams } from "react-router";
import { seoMeta } from "#app/shared/seo";
import { StaffPage } from "#app/shared/staff/staff-page";
import { NewBookingForm } from "../staff/new-booking-form";
import type { Route } from "./+types/staff-new-booking";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "New booking",
    description: "A booking staff make for a phone or walk-in customer.",
    path: "/admin/bookings/new",
    noindex: true,
  });
}

/**
 * /admin/bookings/new: staff book for a phone or walk-in customer (issue 21, M6). A date's page links here with
 * ?course={id}&date={instance|date}:{id}, and its back link returns there.
 */
export default function StaffNewBooking() {
  const [params] = useSearchParams();
  const [kind, id] = (params.get("date") ?? "").split(":");
  const fromDate = (kind === "instance" || kind === "date") && id ? { kind, id } : undefined;
  return (
    <StaffPage
      title="New booking"
      back={
        fromDate
          ? { to: `/admin/dates/${fromDate.kind}/${fromDate.id}`, label: "Course date" }
          : { to: "/admin?tab=bookings", label: "Bookings" }
      }
    >
      <NewBookingForm
        initial={{
          courseId: params.get("course") ?? undefined,
          dateKey: fromDate && `${fromDate.kind === "instance" ? "instance" : "available-date"}:${fromDate.id}`,
        }}
      />
    </StaffPage>
  );
}
