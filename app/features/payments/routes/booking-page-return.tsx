import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { takeBookingPageReturn } from "../booking-page-return";
import type { Route } from "./+types/booking-page-return";

// Stripe's return after a card check that left the booking page (booking-page-return.ts): reopens the page this tab
// paid on. The URL carries Stripe's payment_intent_client_secret, so like the booking page it is never cached,
// indexed or passed on in a Referer.
export const headers = secretLinkPageHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Your booking",
    description: "Returning to your booking after your card check.",
    path: "/my-booking",
    noindex: true,
  });
}

export default function BookingPageReturn() {
  const navigate = useNavigate();
  const [lost, setLost] = useState(false);
  useEffect(() => {
    const page = takeBookingPageReturn();
    if (page) void navigate(page, { replace: true });
    else setLost(true);
  }, [navigate]);
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your booking</h1>
      {lost ? (
        <p className="mt-3 text-slate-700">
          Your payment has been passed to your bank. Open your booking from the link in any of our e-mails to see it, or{" "}
          <Link to="/find-booking">find your booking</Link> to have the link sent again.
        </p>
      ) : (
        <p role="status" className="mt-3 text-slate-700">
          Returning to your booking...
        </p>
      )}
    </div>
  );
}
