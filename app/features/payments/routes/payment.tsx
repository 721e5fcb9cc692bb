import { redirect } from "react-router";
import { readBookingInfo } from "#app/features/booking/sale/booking-storage";
import { ApiError } from "#app/shared/api-client";
import { seoMeta } from "#app/shared/seo";
import { toast } from "#app/shared/ui/toast-store";
import { createPaymentIntent } from "../payment-client";
import { PaymentPage, PaymentSkeleton } from "../payment-page";
import type { Route } from "./+types/payment";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Payment",
    description: "Pay securely by card to confirm your course booking.",
    path: "/payment",
    noindex: true,
  });
}

// The booking to pay for lives in the browser (SPEC §3 bookingInfo). With
// none, or when the server will not take payment for it (unknown, paid, or
// its hold expired), there is nothing to pay here (SPEC §2).
export async function clientLoader() {
  const info = readBookingInfo();
  if (!info) throw redirect("/courses");
  try {
    return { info, intent: await createPaymentIntent(info) };
  } catch (error) {
    // Say why, when the server did (an expired hold, say), rather than move the visitor without a word.
    const reason = error instanceof ApiError ? error.serverMessage : undefined;
    if (reason) toast({ title: "Payment unavailable", description: reason });
    throw redirect("/courses");
  }
}
clientLoader.hydrate = true as const;

// Creating an intent is not free: only a new visit to the page makes one.
export function shouldRevalidate() {
  return false;
}

export function HydrateFallback() {
  return <PaymentSkeleton />;
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  return <PaymentPage info={loaderData.info} intent={loaderData.intent} />;
}
