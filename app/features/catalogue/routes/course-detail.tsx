import { lazy } from "react";
import { data, useRouteLoaderData } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { londonToday } from "#app/shared/dates";
import { HttpError } from "#app/shared/http-error";
import { breadcrumbJsonLd } from "#app/shared/json-ld.server";
import { seoMeta, type RootData } from "#app/shared/seo";
import { Deferred } from "#app/shared/ui/deferred";
import { CourseDetailPage, type CourseDetailData } from "../course-detail/course-detail-page";
import { coursePageData } from "../course-detail/course-page.server";
import { courseJsonLd, metaDescription } from "../course-detail/course-seo.server";
import { publicOrigin } from "#app/shared/settings.server";
import type { Route } from "./+types/course-detail";

// Views most visits never show load when shown, not with the page (decision 006). The not-found view has no
// Suspense boundary of its own when server-rendered, so the server waits for it and its HTML is whole.
const CourseNotFound = lazy(() =>
  import("../course-detail/course-not-found").then((module) => ({ default: module.CourseNotFound })),
);
const CourseDetailSkeleton = lazy(() =>
  import("../course-detail/course-detail-skeleton").then((module) => ({ default: module.CourseDetailSkeleton })),
);

const NOT_FOUND_TITLE = "Course Not Found";
const NOT_FOUND_TEXT = "The course you're looking for doesn't exist or has been removed.";

export async function loader({ context, params, request }: Route.LoaderArgs) {
  let page: CourseDetailData;
  try {
    page = await coursePageData(context.app.catalogue, params.slug, londonToday());
  } catch (error) {
    // A real 404 status for crawlers, with the spec's page rather than the generic one.
    if (error instanceof HttpError && error.status === 404) return data({ page: null }, { status: 404 });
    throw error;
  }
  const { course } = page;
  // Built here, not in meta(), so the schema.org code stays out of the browser's bundle.
  const origin = publicOrigin(context.app.settings, request);
  const seo = {
    description: metaDescription(course.description ?? course.title),
    jsonLd: [
      courseJsonLd(course, page.dates, { origin, name: context.app.site.name }),
      breadcrumbJsonLd(origin, [
        { name: "Home", path: "/" },
        { name: "Courses", path: "/courses" },
        { name: course.title, path: `/courses/${course.slug}` },
      ]),
    ],
  };
  return data({ page, seo });
}

// On client-side navigation the page shows a skeleton at once; a 404 or a
// failed call ends in Course Not Found (SPEC §2, §7).
export function clientLoader({ params }: Route.ClientLoaderArgs) {
  return { page: apiGet<CourseDetailData>(`/api/courses/slug/${encodeURIComponent(params.slug)}/page`) };
}

export function meta({ matches, loaderData, params }: Route.MetaArgs) {
  const page = loaderData?.page;
  // Client-side navigation: the data is still on its way, so the page sets its own <title> when it arrives.
  if (page instanceof Promise) return [];
  const path = `/courses/${params.slug}`;
  if (!page) return seoMeta(matches, { title: NOT_FOUND_TITLE, description: NOT_FOUND_TEXT, path, noindex: true });

  const { course } = page;
  const seo = loaderData && "seo" in loaderData ? loaderData.seo : undefined;
  return seoMeta(matches, {
    title: course.title,
    description: seo?.description ?? course.title,
    path: `/courses/${course.slug}`,
    image: page.heroImage,
    jsonLd: seo?.jsonLd,
  });
}

export default function CourseDetail({ loaderData }: Route.ComponentProps) {
  const siteName = useRouteLoaderData<RootData>("root")?.site.name;
  // Only client-side navigation needs a <title> from the component: meta() gives the server-rendered one.
  const titled = loaderData.page instanceof Promise;
  const titleOf = (title: string) => (titled ? (siteName ? `${title} | ${siteName}` : title) : undefined);
  const notFound = <CourseNotFound documentTitle={titleOf(NOT_FOUND_TITLE)} />;
  return (
    <Deferred value={loaderData.page} fallback={<CourseDetailSkeleton />} errorElement={notFound}>
      {(page) => (page ? <CourseDetailPage data={page} documentTitle={titleOf(page.course.title)} /> : notFound)}
    </Deferred>
  );
}
