import { useEffect, useState } from "react";
import { redirect, useNavigate } from "react-router";
import { checkoutBookingFor } from "#app/features/catalogue/course-detail/course-page.server";
import { londonToday } from "#app/shared/dates";
import { seoMeta } from "#app/shared/seo";
import { readBookingData, type BookingData } from "../sale/booking-storage";
import { CheckoutPage } from "../sale/checkout/checkout-page";
import { CheckoutSkeleton } from "../sale/checkout/checkout-skeleton";
import type { Route } from "./+types/checkout";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Checkout",
    description: "Enter your details to book your place on a training course.",
    path: "/checkout",
    noindex: true,
  });
}

// The chosen course and date live in the browser (SPEC §2, §3 bookingData). The course page also names the date in
// the address (?date=), so a full page load (a reload, Back from /payment's page) is drawn whole by the server.
export async function loader({ context, request }: Route.LoaderArgs) {
  const today = londonToday();
  const id = new URL(request.url).searchParams.get("date");
  return { booking: await checkoutBookingFor(context.app.catalogue, id, today), today };
}

// Client-side navigation reads what the course page saved, without a request; without it there is nothing to book.
export function clientLoader() {
  const booking = readBookingData();
  if (!booking) throw redirect("/courses");
  return { booking, today: londonToday() };
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  const booking = useSavedBookingUnless(loaderData.booking);
  return booking ? <CheckoutPage booking={booking} today={loaderData.today} /> : <CheckoutSkeleton />;
}

/** The server's booking, else (a full load of plain /checkout) the one saved in this browser, read once hydrated. */
function useSavedBookingUnless(fromServer: BookingData | null): BookingData | null {
  const navigate = useNavigate();
  const [saved, setSaved] = useState<BookingData | null>(null);
  useEffect(() => {
    if (fromServer) return;
    const booking = readBookingData();
    if (booking) setSaved(booking);
    else void navigate("/courses", { replace: true });
  }, [fromServer, navigate]);
  return fromServer ?? saved;
}
