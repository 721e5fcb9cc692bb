import { data, Form, Link, redirect } from "react-router";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { Button } from "#app/shared/ui/button";
import { setAccountCookie } from "../account-cookie.server";
import { exchangeSignInLink, isLiveSignInLink } from "../account-links.server";
import type { Route } from "./+types/business-account-link";

// A contact's sign-in link (issue 24). Opening it changes nothing (mail scanners follow links, and the link works
// once): the page asks, and its button POSTs, which spends the link and sets the session cookie. The token is the
// only key: never cached or indexed, and kept out of logs (server/logger.ts); secretLinkPageHeaders says why it is
// passed on in a Referer to this site only.
export const headers = () => secretLinkPageHeaders();

export async function loader({ params, context }: Route.LoaderArgs) {
  const live = await isLiveSignInLink(context.app.db, params.token);
  return data({ live }, { status: live ? 200 : 404 });
}

export async function action({ params, context, request }: Route.ActionArgs) {
  const session = await exchangeSignInLink(context.app.db, params.token);
  if (!session) return data({ live: false }, { status: 404 });
  return redirect("/business-accounts/account", { headers: { "Set-Cookie": setAccountCookie(request, session) } });
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Sign in to your business account",
    description: "Sign in to your company's business account.",
    path: "/business-accounts/sign-in",
    noindex: true,
  });
}

export default function BusinessAccountLink({ loaderData, actionData }: Route.ComponentProps) {
  const live = (actionData ?? loaderData).live;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Sign in to your business account</h1>
      {live ? (
        <>
          <p className="mt-3 text-slate-700">
            This link signs you in on this device for 8 hours. It works once: press the button to use it.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit" size="lg">
              Sign in
            </Button>
          </Form>
        </>
      ) : (
        <p role="status" className="mt-3 text-slate-700">
          This sign-in link has expired or has already been used.{" "}
          <Link to="/business-accounts/sign-in" className="font-medium text-brand-700 underline">
            Ask for a new link
          </Link>
          .
        </p>
      )}
    </div>
  );
}
