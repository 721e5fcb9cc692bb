import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Clock from "lucide-react/icons/clock";
import LoaderCircle from "lucide-react/icons/loader-circle";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import SearchX from "lucide-react/icons/search-x";
import type { ReactNode } from "react";
import { Link, useRouteLoaderData } from "react-router";
import type { RootData } from "#app/shared/seo";
import { formatPounds } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { joiningInstructionsAtOnce } from "../../life-cycle/message-schedule";
import { BookingDetailsCard } from "./booking-details-card";
import { BundledBooking } from "./bundled-booking";
import { useBookingPolling } from "./use-booking-polling";
import { bookingPageOffers, firstNameOf, successStateOf, type SuccessView } from "./success-view";
import { OnwardLinks } from "#app/shared/ui/link-buttons";
import { addressLineOf, mapLinkOf } from "#app/features/catalogue/venue-facts";

/** /booking-success (SPEC §2): the booking as the server has it, whatever state its payment is in. */
export function BookingSuccessPage({ initial, token }: { initial: SuccessView; token: string }) {
  const site = useRouteLoaderData<RootData>("root")?.site;
  const { view, stillWaiting } = useBookingPolling(initial, token);
  const state = successStateOf(view);
  const byToken = `/api/bookings/by-token/${encodeURIComponent(token)}`;
  const calendarHref = `${byToken}/calendar.ics`;
  // A group's payer may not be one of its learners (issue 24): each learner gets their own joining instructions.
  const whom = view.seats > 1 ? "each learner" : "you";

  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      {state === "confirmed" && (
        <Banner icon={<CheckCircle2 className="size-16 text-green-700" />} title="Booking Confirmed!">
          <p>
            Thank you for booking with {site?.name ?? "us"}, {firstNameOf(view.customerName)}. Your place on{" "}
            {view.courseTitle} is confirmed.
          </p>
          <p className="mt-4 inline-flex items-center gap-2 rounded-lg bg-green-50 px-4 py-2 text-sm font-medium text-green-900">
            <Mail aria-hidden="true" className="size-4" />
            Confirmation email sent to {view.customerEmail}
          </p>
        </Banner>
      )}
      {state === "processing" && (
        <Banner icon={<Clock className="size-16 text-brand-700" />} title="Payment Processing">
          <p>
            Thank you, {firstNameOf(view.customerName)}. We are waiting for the card provider to confirm your payment.
          </p>
          <p role="status" className="mt-4 inline-flex items-center gap-2 text-sm font-medium text-brand-900">
            {stillWaiting ? (
              <>
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin motion-reduce:animate-none" />
                Checking your payment...
              </>
            ) : (
              `This is taking longer than usual. We will email ${view.customerEmail} as soon as your booking is confirmed: there is no need to pay again.`
            )}
          </p>
        </Banner>
      )}
      {state === "refund" && (
        <Banner icon={<AlertTriangle className="size-16 text-amber-600" />} title="Booking Not Completed">
          <p>
            We received your payment, but the last place on this date was taken before it arrived. We will refund{" "}
            {formatPounds(view.paymentAmount)} in full and contact you to find another date.
          </p>
        </Banner>
      )}
      {state === "expired" && (
        <Banner icon={<AlertTriangle className="size-16 text-amber-600" />} title="Booking Not Completed">
          <p>
            Your reserved place was released because the payment was not completed in time. No payment has been taken.
          </p>
          <Button asChild className="mt-4">
            <Link to={`/courses/${view.courseSlug}#dates`}>Choose a Date</Link>
          </Button>
        </Banner>
      )}

      <BookingDetailsCard
        view={view}
        state={state}
        calendarHref={calendarHref}
        documentsHref={`${byToken}/documents`}
      />
      <BundledBooking view={view} />

      {state === "confirmed" && (
        <p className="rounded-lg border border-brand-100 bg-brand-50 p-4 text-brand-950">
          Your booking has its own page, where you can {bookingPageOffers(view)}:{" "}
          {/* The booking page's path (booking-page-path.ts), written out: the helper would cost this page a script file. */}
          <Link
            to={`/my-booking/${encodeURIComponent(token)}`}
            className="font-semibold text-brand-700 underline underline-offset-4"
          >
            View your booking
          </Link>
          . We have e-mailed you the link too.
        </p>
      )}

      {(state === "confirmed" || state === "processing") && (
        <div className="grid gap-6 sm:grid-cols-2">
          <InfoBox icon={<MapPin className="size-5" />} title="Location">
            <VenueLines view={view} siteAddress={site?.address} siteMapQuery={site?.mapQuery} />
            <p className="mt-2 text-slate-700">
              {`Joining instructions, with the venue details and start time, ${
                joiningInstructionsAtOnce(view.startDate, new Date())
                  ? `are on their way to ${whom} by e-mail.`
                  : `will be sent to ${whom} closer to the start date.`
              }`}
            </p>
          </InfoBox>
          <InfoBox icon={<CheckCircle2 className="size-5" />} title="What to bring">
            <ul className="list-disc space-y-1 pl-5">
              {view.whatToBring.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </InfoBox>
        </div>
      )}

      <PageEnd />
    </div>
  );
}

/** The page when the link names no booking we know. */
export function BookingNotFound() {
  return (
    <div className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <Banner icon={<SearchX className="size-16 text-slate-500" />} title="Booking Not Found">
        <p>
          We could not find this booking. If you have paid, your confirmation email has your booking details and a link
          back to them.
        </p>
      </Banner>
      <PageEnd />
    </div>
  );
}

function Banner({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="text-center">
      <span aria-hidden="true" className="inline-flex justify-center">
        {icon}
      </span>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-brand-900">{title}</h1>
      <div className="mx-auto mt-3 max-w-xl text-slate-700">{children}</div>
    </div>
  );
}

/** The venue the date picks (issue 21, H1): its name, its address (the academy's from the settings), a map link. */
function VenueLines({
  view,
  siteAddress,
  siteMapQuery,
}: {
  view: SuccessView;
  siteAddress: string | undefined;
  siteMapQuery: string | undefined;
}) {
  const venue = { address: view.venueAddress, addressToFollow: view.venueAddressToFollow, mapUrl: view.venueMapUrl };
  const address = addressLineOf(venue, siteAddress ?? "");
  const map = mapLinkOf(venue, siteMapQuery ?? view.location);
  return (
    <>
      <p className="font-medium">{view.location}</p>
      {address && <p className="mt-1 whitespace-pre-line text-slate-700">{address}</p>}
      {map && (
        <a href={map} className="mt-1 inline-block font-semibold text-brand-700 underline underline-offset-4">
          Map of {view.location}
        </a>
      )}
    </>
  );
}

function InfoBox({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="rounded-xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-900">
      <h2 className="flex items-center gap-2 text-base font-bold text-brand-900">
        <span aria-hidden="true">{icon}</span>
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}

function ContactBox() {
  const site = useRouteLoaderData<RootData>("root")?.site;
  return (
    <section aria-label="Questions" className="rounded-xl border border-brand-100 bg-brand-50 p-5 text-center text-sm">
      <h2 className="text-base font-bold text-brand-900">Contact us if you have any questions</h2>
      {site && (
        <p className="mt-2 flex flex-col items-center gap-2 sm:flex-row sm:justify-center sm:gap-6">
          <a href={site.phoneHref} className="inline-flex items-center gap-2 font-semibold text-brand-800 underline">
            <Phone aria-hidden="true" className="size-4" />
            {site.phone}
          </a>
          <a
            href={`mailto:${site.email}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-800 underline"
          >
            <Mail aria-hidden="true" className="size-4" />
            {site.email}
          </a>
        </p>
      )}
    </section>
  );
}

/** The foot of every booking page: how to reach us, then more courses or home. */
function PageEnd() {
  return (
    <>
      <ContactBox />
      <OnwardLinks
        to="/courses"
        label="View More Courses"
        className="flex flex-col gap-3 sm:flex-row sm:justify-center"
      />
    </>
  );
}
