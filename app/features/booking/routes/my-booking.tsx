import { lazy, Suspense } from "react";
import { data } from "react-router";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { BookingPage } from "../booking-page/booking-page";
import { bookingPageView } from "../booking-page/booking-page.server";
import { getBookingSummary } from "../booking-summary.server";
import type { Route } from "./+types/my-booking";

// A receipt is one visit in many to this page: its code loads with it alone, off the booking page's script budget.
const ReceiptView = lazy(() =>
  import("../booking-page/receipt-view").then((module) => ({ default: module.ReceiptView })),
);

// The customer's booking page (issue 13), and with ?receipt=<payment id> that payment's printable receipt. The token
// in the URL is the only key, so the page is never cached, indexed or passed on in a Referer; an unknown token (or
// receipt) gets the site's 404 page.
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const summary = await getBookingSummary(context.app.db, { accessToken: params.token });
  if (!summary) throw data(null, { status: 404 });
  const view = await bookingPageView(context.app.db, summary, context.app.site);
  const receiptId = new URL(request.url).searchParams.get("receipt");
  const receipt = receiptId ? view.payments.find((payment) => payment.id === receiptId && payment.paid) : undefined;
  if (receiptId && !receipt) throw data(null, { status: 404 });
  return { view, token: params.token, receipt: receipt ? { payment: receipt, site: context.app.site } : null };
}

export const headers = secretLinkPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const reference = loaderData?.view.reference;
  return seoMeta(matches, {
    title: loaderData?.receipt ? `Receipt: ${reference}` : reference ? `Your booking ${reference}` : "Your booking",
    description: "Your course booking: dates, venue, what to bring and payments.",
    path: "/my-booking",
    noindex: true,
  });
}

export default function MyBooking({ loaderData }: Route.ComponentProps) {
  const { view, token, receipt } = loaderData;
  if (receipt) {
    return (
      <Suspense>
        <ReceiptView view={view} payment={receipt.payment} token={token} site={receipt.site} />
      </Suspense>
    );
  }
  return <BookingPage view={view} token={token} />;
}
