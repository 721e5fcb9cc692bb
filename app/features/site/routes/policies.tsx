import { useRouteLoaderData } from "react-router";
import { jsonLdSite, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta, type RootData } from "#app/shared/seo";
import { buildPolicies } from "../policies/policies-content";
import { PoliciesTabs } from "../policies/policies-tabs";
import { PolicyContacts } from "../policies/policy-contacts";
import type { Route } from "./+types/policies";

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Core Policies",
    description:
      "Our terms and conditions, refunds, complaints and appeals, safeguarding, privacy and cookie policies: deposits, cancellations, free retakes and how we handle your data.",
    path: "/policies",
    jsonLd: loaderJsonLd(loaderData),
  });
}

// The policies' text is built on the server and sent as data, so it is not also shipped in the page's script
// (~5 KB gzipped of a 115 KB budget, decision 006); it is the same text, written from the site's details.
export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = jsonLdSite(context.app, request);
  return {
    policies: buildPolicies(context.app.site),
    jsonLd: [pageBreadcrumb(origin, { name: "Policies", path: "/policies" })],
  };
}

export default function Policies({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (!root) return null;
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Core Policies</h1>
          <p className="mt-4 max-w-2xl text-slate-300">
            How bookings, payments, refunds, complaints, safeguarding and your personal data are handled at{" "}
            {root.site.name}.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 sm:px-6 lg:grid-cols-[1fr_18rem] lg:px-8">
        <div className="min-w-0">
          <PoliciesTabs policies={loaderData.policies} />
        </div>
        <div className="lg:pt-16">
          <PolicyContacts site={root.site} />
        </div>
      </div>
    </>
  );
}
