import { seoMeta } from "#app/shared/seo";
import { FindBookingForm } from "../booking-page/find-booking-form";
import type { Route } from "./+types/find-booking";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Find my booking",
    description: "Lost the link to your booking? We will e-mail it to you again.",
    path: "/find-booking",
    noindex: true,
  });
}

export default function FindBooking() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Find my booking</h1>
      <p className="mt-3 text-slate-700">
        Lost the link to your booking? Enter the e-mail address you booked with and, if you have it, your booking
        reference (it starts TV- and is in your confirmation e-mail). We will e-mail you a link to your booking.
      </p>
      <div className="mt-8">
        <FindBookingForm />
      </div>
    </div>
  );
}
