import { useRouteLoaderData } from "react-router";
import { jsonLdSite, organizationPageJsonLd, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta, type RootData } from "#app/shared/seo";
import { AboutBand } from "../about/about-band";
import { ApprovalStatus } from "../about/approval-status";
import { InclusionSection } from "../about/inclusion-section";
import { TrainerCards } from "../about/trainer-card";
import { TrainingLocation } from "../about/training-location";
import { ValuesSection } from "../about/values-section";
import type { Route } from "./+types/about";

export function loader({ context, request }: Route.LoaderArgs) {
  const { origin } = jsonLdSite(context.app, request);
  return {
    jsonLd: [
      organizationPageJsonLd(origin, "AboutPage", "/about", "mainEntity"),
      pageBreadcrumb(origin, { name: "About", path: "/about" }),
    ],
  };
}

// Client-side navigation needs nothing from the server: the page's content is in its module.
export function clientLoader() {
  return {};
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "About Us",
    description:
      "An Oxford security and first aid training academy established in 2024: our mission, values, trainers, approval status and training centre.",
    path: "/about",
    jsonLd: loaderJsonLd(loaderData),
  });
}

export default function About() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  if (!root) return null;
  const { site } = root;
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">About Us</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            Practical security training from people who have done the job
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-300">
            {site.name} was established in 2024 to give people across Oxford and the Thames Valley a straightforward
            route into the security industry: small groups, experienced trainers and honest advice.
          </p>
        </div>
      </section>

      <section aria-labelledby="mission-title" className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 lg:px-8">
        <div className="grid gap-8 lg:grid-cols-[2fr_3fr]">
          <h2 id="mission-title" className="text-3xl font-bold text-brand-900">
            Our Mission
          </h2>
          <div className="space-y-4 text-lg leading-8 text-slate-700">
            <p>
              To help every learner leave with a recognised qualification, the confidence to use it, and a clear next
              step into work.
            </p>
            <p>
              We keep classes small so that trainers have time for each person, build our practical sessions around the
              venues, sites and control rooms our learners go on to work in, and introduce them to employers who are
              recruiting. Results arrive within 5-7 working days, and if an exam does not go your way, your free retake
              is already included.
            </p>
          </div>
        </div>
      </section>

      <ValuesSection />

      <AboutBand
        id="trainers-title"
        title="Meet Our Trainers"
        intro="Every trainer has years of front-line experience, holds a teaching qualification and keeps their industry knowledge current."
      >
        <TrainerCards />
      </AboutBand>

      <ApprovalStatus />
      <InclusionSection />
      <TrainingLocation site={site} />
    </>
  );
}
