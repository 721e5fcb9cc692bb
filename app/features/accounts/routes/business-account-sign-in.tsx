import { Link } from "react-router";
import { seoMeta } from "#app/shared/seo";
import { SignInForm } from "../ui/sign-in-form";
import type { Route } from "./+types/business-account-sign-in";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Sign in to your business account",
    description: "Contacts of an approved business account sign in with a link we e-mail to them.",
    path: "/business-accounts/sign-in",
    noindex: true,
  });
}

/** /business-accounts/sign-in (issue 24): a contact asks for a sign-in link. */
export default function BusinessAccountSignIn() {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Sign in to your business account</h1>
      <p className="mt-3 text-slate-700">
        Enter the e-mail address we know you by as a contact of your company&apos;s account. We will e-mail you a link
        that signs you in; it works once, for 30 minutes.
      </p>
      <div className="mt-8">
        <SignInForm />
      </div>
      <p className="mt-8 text-sm text-slate-700">
        No account yet?{" "}
        <Link to="/business-accounts" className="font-medium text-brand-700 underline">
          Apply for a business account
        </Link>
      </p>
    </div>
  );
}
