import { Link } from "react-router";
import { seoMeta } from "#app/shared/seo";
import { CardSection } from "#app/shared/ui/card-section";
import { ApplicationForm } from "../ui/application-form";
import type { Route } from "./+types/business-accounts";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Business accounts",
    description:
      "Book SIA security and first aid training for your staff on account: apply for a business account with 30-day invoice terms.",
    path: "/business-accounts",
  });
}

/** /business-accounts (issue 24): what an account gives an employer, and the form to apply for one. */
export default function BusinessAccounts() {
  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Business accounts</h1>
          <p className="mt-4 max-w-2xl text-slate-300">
            Training several of your staff? Open an account: once approved, your contacts book for your team and pay by
            invoice on 30-day terms, with your purchase order on each booking if you need one.
          </p>
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="space-y-6 lg:col-span-2">
          <CardSection id="how-title" title="How it works">
            <ol className="mt-4 list-decimal space-y-3 pl-5 text-slate-700">
              <li>Apply with your company&apos;s billing details.</li>
              <li>We check the application, usually within two working days, and e-mail our decision.</li>
              <li>Once approved, your contacts sign in with a link we e-mail them: no password to remember.</li>
            </ol>
            <p className="mt-4 text-sm text-slate-700">
              Groups of five or more learners get our group discount, whether they pay by card or on account.
            </p>
          </CardSection>
          <section
            aria-labelledby="signin-title"
            className="rounded-xl border border-slate-200 bg-slate-50 p-6 text-slate-700"
          >
            <h2 id="signin-title" className="text-lg font-bold text-brand-900">
              Already have an account?
            </h2>
            <p className="mt-2">
              <Link to="/business-accounts/sign-in" className="font-medium text-brand-700 underline">
                Sign in to your business account
              </Link>
            </p>
          </section>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 lg:col-span-3">
          <ApplicationForm />
        </div>
      </div>
    </>
  );
}
