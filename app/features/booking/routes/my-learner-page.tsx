import { data } from "react-router";
import { HttpError } from "#app/shared/http-error";
import { secretLinkPageHeaders } from "#app/shared/secret-link-page.server";
import { seoMeta } from "#app/shared/seo";
import { LearnerPage } from "../groups/learner-page";
import { learnerPageView } from "../groups/learner-page.server";
import type { Route } from "./+types/my-learner-page";

// A group learner's own page (issue 24), by the secret link in their e-mails: the same view as GET
// /api/learners/by-token/{token}. Never cached, indexed or passed on in a Referer, like the booking page; an unknown
// or revoked link gets the site's 404 page.
export async function loader({ params, context }: Route.LoaderArgs) {
  try {
    return { view: await learnerPageView(context.app.db, params.token, context.app.site), token: params.token };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const headers = secretLinkPageHeaders;

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: loaderData ? `Your place on ${loaderData.view.courseTitle}` : "Your place",
    description: "Your place on a course: dates, venue, what to bring and your details.",
    path: "/my-booking/learner",
    noindex: true,
  });
}

export default function MyLearnerPage({ loaderData }: Route.ComponentProps) {
  return <LearnerPage view={loaderData.view} token={loaderData.token} />;
}
