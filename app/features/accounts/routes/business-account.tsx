import { Form, Link, redirect } from "react-router";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { Button } from "#app/shared/ui/button";
import { accountTokenOf, clearAccountCookie } from "../account-cookie.server";
import { contactOfSession, endSession } from "../account-links.server";
import { accountPageOf } from "../account-page.server";
import { AccountView } from "../ui/account-view";
import type { Route } from "./+types/business-account";

// "Your business account" (issue 24): what a signed-in contact sees, read for the session their cookie carries. Never
// cached or indexed; without a live session, a way to sign in. Its address holds no secret, so it is referred within
// the site (a sign-out posted before the page's scripts have run must carry its origin, see business-account-link.tsx).
export const headers = () => ({ ...secretLinkPageHeaders(), "Referrer-Policy": "same-origin" });

export async function loader({ context, request }: Route.LoaderArgs) {
  const contact = await contactOfSession(context.app.db, accountTokenOf(request));
  const page = contact ? await accountPageOf(context.app.db, contact) : null;
  return { page };
}

// Signing out: the cookie is SameSite=Lax, so only a page of this site can send it with a POST.
export async function action({ context, request }: Route.ActionArgs) {
  await endSession(context.app.db, accountTokenOf(request));
  return redirect("/business-accounts/sign-in", { headers: { "Set-Cookie": clearAccountCookie(request) } });
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Your business account",
    description: "Your company's business account: its terms, bookings and documents.",
    path: "/business-accounts/account",
    noindex: true,
  });
}

export default function BusinessAccount({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  if (!page) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your business account</h1>
        <p className="mt-3 text-slate-700">
          You are not signed in, or your sign-in has ended.{" "}
          <Link to="/business-accounts/sign-in" className="font-medium text-brand-700 underline">
            Sign in with a link
          </Link>
          .
        </p>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-brand-900">Your business account</h1>
          <p className="mt-2 text-slate-700">
            Signed in as {page.contact.fullName} ({page.contact.email})
          </p>
        </div>
        <Form method="post">
          <Button type="submit" variant="outline">
            Sign out
          </Button>
        </Form>
      </div>
      <AccountView page={page} />
    </div>
  );
}
