import { data } from "react-router";
import { HttpError } from "#app/shared/http-error";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { WaitlistPage } from "../waitlist-page";
import { waitlistView } from "../waitlist.server";
import type { Route } from "./+types/waiting-list";

// A waiting-list entry's own page (issue 14), opened from the link in its e-mails: where they stand, the seat held
// for them, decline, leave. As with the booking page, the token is the only key: never cached, indexed or referred.
export const headers = secretLinkPageHeaders;

export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { view: await waitlistView(context.app.db, params.token), token: params.token };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Your place on the waiting list",
    description: "Your place on a course date's waiting list.",
    path: "/waiting-list",
    noindex: true,
  });
}

export default function WaitingList({ loaderData }: Route.ComponentProps) {
  return <WaitlistPage view={loaderData.view} token={loaderData.token} />;
}
