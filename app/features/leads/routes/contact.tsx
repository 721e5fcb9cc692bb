import { Link, useRouteLoaderData } from "react-router";
import { jsonLdSite, organizationPageJsonLd, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta, type RootData } from "#app/shared/seo";
import { ContactDetails } from "../contact-details";
import { ContactForm } from "../contact-form";
import { MapCard } from "../map-card";
import { QuickAnswers } from "../quick-answers";
import type { Route } from "./+types/contact";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = jsonLdSite(context.app, request);
  return {
    jsonLd: [
      organizationPageJsonLd(origin, "ContactPage", "/contact", "about"),
      pageBreadcrumb(origin, { name: "Contact", path: "/contact" }),
    ],
  };
}

// Client-side navigation needs nothing from the server: the form and the details are in the page's modules.
export function clientLoader() {
  return {};
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Contact Us",
    description:
      "Questions about SIA security or first aid training in Oxford? Call, chat or send us a message: we reply within 24 hours. Office hours Mon-Fri 9am-6pm, Sat 9am-4pm.",
    path: "/contact",
    jsonLd: loaderJsonLd(loaderData),
  });
}

export default function Contact() {
  const site = useRouteLoaderData<RootData>("root")?.site;
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-slate-300">
            Questions about a course, a booking or training for your team? Get in touch and we'll get back to you within
            24 hours.
          </p>
          <p className="mt-3 max-w-2xl text-slate-300">
            Booking for your staff?{" "}
            <Link to="/business-accounts" className="font-medium text-white underline underline-offset-2">
              Apply for a business account
            </Link>{" "}
            and pay by invoice.
          </p>
        </div>
      </section>
      {/* Small screens read details, form, map; wide screens put the form in its own column. */}
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:grid-rows-[auto_1fr] lg:px-8">
        <div className="lg:col-span-2">{site && <ContactDetails site={site} />}</div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3 lg:col-start-3 lg:row-span-2 lg:row-start-1 lg:self-start">
          <ContactForm />
        </div>
        <div className="lg:col-span-2 lg:self-start">
          {site && <MapCard address={site.address} mapQuery={site.mapQuery} />}
        </div>
      </div>
      <QuickAnswers />
    </>
  );
}
