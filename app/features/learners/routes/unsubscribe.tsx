import { data, Form } from "react-router";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { Button } from "#app/shared/ui/button";
import { unsubscribeFromLink, unsubscribeLinkIsValid } from "../renewals/unsubscribe.server";
import type { Route } from "./+types/unsubscribe";

// The one-click unsubscribe of renewal reminders (issue 23, RFC 8058), opened from a reminder without logging in.
// Opening it changes nothing (mail scanners follow links): the page asks, and its button POSTs. A mail client's
// one-click POST (List-Unsubscribe-Post) reaches the same action directly. The token is the only key: never cached,
// indexed or referred, and kept out of logs (server/logger.ts redacts long tokens in any path).
export const headers = secretLinkPageHeaders;

export function loader({ params, context }: Route.LoaderArgs) {
  if (!unsubscribeLinkIsValid(context.app, params.token)) throw data(null, { status: 404 });
  return null;
}

export async function action({ params, context }: Route.ActionArgs) {
  if (!(await unsubscribeFromLink(context.app, params.token))) throw data(null, { status: 404 });
  return { unsubscribed: true };
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Renewal reminders",
    description: "Stop renewal reminders for your first aid certificate and SIA licence.",
    path: "/unsubscribe",
    noindex: true,
  });
}

export default function Unsubscribe({ actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-brand-900">Renewal reminders</h1>
      {actionData?.unsubscribed ? (
        <p className="mt-3 text-slate-700" role="status">
          You will get no more renewal reminders.
        </p>
      ) : (
        <>
          <p className="mt-3 text-slate-700">
            We e-mail you before your first aid certificate or SIA licence expires, because you asked us to. Unsubscribe
            to stop these reminders; it does not change your bookings or their e-mails.
          </p>
          <Form method="post" className="mt-6">
            <Button type="submit">Unsubscribe from renewal reminders</Button>
          </Form>
        </>
      )}
    </div>
  );
}
