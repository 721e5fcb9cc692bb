import { useEffect } from "react";
import { data } from "react-router";
import { ApiError, apiGet } from "#app/shared/api-client";
import { seoMeta } from "#app/shared/seo";
import { Deferred } from "#app/shared/ui/deferred";
import { LoadError } from "#app/shared/ui/load-error";
import { getBookingSummary } from "../booking-summary.server";
import { linkedSummary } from "../linked-summary.server";
import type { LinkedBookingSummary } from "../booking-summary";
import { clearSavedBooking } from "../sale/booking-storage";
import { BookingNotFound, BookingSuccessPage } from "../sale/success/booking-success-page";
import { SuccessSkeleton } from "../sale/success/success-skeleton";
import { plausibleToken, toSuccessView, type SuccessView } from "../sale/success/success-view";
import type { Route } from "./+types/booking-success";

// The booking is named by its access token in the URL, so a reload (or the
// return from a card check) shows it again from the server (decision 004).
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const summary = plausibleToken(token) ? await getBookingSummary(context.app.db, { accessToken: token }) : undefined;
  const booking: SuccessView | null = summary
    ? toSuccessView(await linkedSummary(context.app.db, summary, context.app.site))
    : null;
  return data({ booking, token }, { status: booking ? 200 : 404 });
}

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const token = new URL(request.url).searchParams.get("token");
  const booking: Promise<SuccessView | null> = plausibleToken(token)
    ? apiGet<LinkedBookingSummary>(`/api/bookings/by-token/${encodeURIComponent(token)}`).then(
        toSuccessView,
        (error) => {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        },
      )
    : Promise.resolve(null);
  return { booking, token };
}

// Personal details: never kept by a shared cache.
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Booking Confirmation",
    description: "Your course booking: reference, dates, location and what to bring.",
    path: "/booking-success",
    noindex: true,
  });
}

export default function BookingSuccess({ loaderData }: Route.ComponentProps) {
  const { booking, token } = loaderData;
  // SPEC §2: the booking is done (or shown from the server), so the saved flow data goes.
  useEffect(() => clearSavedBooking(), []);
  return (
    <Deferred value={booking} fallback={<SuccessSkeleton />} errorElement={<LoadFailed />}>
      {(view) =>
        view && token ? <BookingSuccessPage key={token} initial={view} token={token} /> : <BookingNotFound />
      }
    </Deferred>
  );
}

function LoadFailed() {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <h1 className="sr-only">Booking Confirmation</h1>
      <LoadError message="We could not load your booking. Please try again." />
    </div>
  );
}
