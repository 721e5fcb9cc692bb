import { redirect } from "react-router";
import { londonToday } from "#app/shared/dates";
import { seoMeta } from "#app/shared/seo";
import { readBookingData } from "../sale/booking-storage";
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

// The chosen course and date live in the browser (SPEC §2, §3 bookingData), so
// this page loads in the browser only; without them there is nothing to book.
export function clientLoader() {
  const booking = readBookingData();
  if (!booking) throw redirect("/courses");
  return { booking, today: londonToday() };
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return <CheckoutSkeleton />;
}

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage booking={loaderData.booking} today={loaderData.today} />;
}
