import { Suspense } from "react";
import { Await, useRouteLoaderData } from "react-router";
import { londonToday } from "#app/shared/dates";
import { jsonLdSite, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta, type RootData } from "#app/shared/seo";
import { LoadError } from "#app/shared/ui/load-error";
import { CardSkeletonGrid } from "#app/shared/ui/skeleton";
import { fetchCoursesAndRuns, refetchForNewPageOnly } from "../catalogue-client";
import { CustomDatesCta } from "../schedule-page/custom-dates-cta";
import { toScheduleCourse, type ScheduleData } from "../schedule-page/schedule-data";
import { ScheduleFilterBar } from "../schedule-page/schedule-filter-bar";
import { scheduleJsonLd } from "../schedule-page/schedule-json-ld.server";
import { ScheduleResults } from "../schedule-page/schedule-results";
import { useScheduleQuery } from "../schedule-page/use-schedule-query";
import type { Route } from "./+types/schedule";

export async function loader({ context, request }: Route.LoaderArgs) {
  const today = londonToday();
  const { catalogue } = context.app;
  const [courses, instances] = await Promise.all([catalogue.courses(), catalogue.instances(undefined, today)]);
  const schedule: ScheduleData = { courses: courses.value.map(toScheduleCourse), instances: instances.value, today };
  const site = jsonLdSite(context.app, request);
  return {
    schedule,
    jsonLd: [pageBreadcrumb(site.origin, { name: "Schedule", path: "/schedule" }), scheduleJsonLd(schedule, site)],
  };
}

// Changing a filter changes only the query string.
export const shouldRevalidate = refetchForNewPageOnly;

// On client-side navigation the page shows at once with skeletons while the
// API answers (SPEC §2 loading and error states).
export function clientLoader() {
  return {
    schedule: fetchCoursesAndRuns().then(([courses, instances]): ScheduleData => ({
      courses: courses.map(toScheduleCourse),
      instances,
      today: londonToday(),
    })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Course Schedule and Dates",
    description:
      "Upcoming SIA door supervisor, security officer, CCTV, top-up and first aid course dates in Oxford and Reading, with prices and seats left.",
    path: "/schedule",
    jsonLd: loaderJsonLd(loaderData),
  });
}

export default function Schedule({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const { query, update, clear } = useScheduleQuery();
  const results = (schedule: ScheduleData) => (
    <ScheduleResults data={schedule} query={query} onChange={update} onClear={clear} />
  );

  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Course Schedule</h1>
          <p className="mt-4 max-w-2xl text-slate-300">
            Upcoming dates for every course, with seats left and prices. Choose a date to see the course details and
            book your place.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-labelledby="upcoming-dates-title">
        <h2 id="upcoming-dates-title" className="mb-6 text-2xl font-bold text-brand-900">
          Upcoming course dates
        </h2>
        {loaderData.schedule instanceof Promise ? (
          <Suspense
            fallback={
              <>
                <ScheduleFilterBar query={query} courses={[]} months={[]} disabled />
                <CardSkeletonGrid label="Loading schedule" />
              </>
            }
          >
            <Await
              resolve={loaderData.schedule}
              errorElement={<LoadError message="Failed to load schedule. Please try again later." />}
            >
              {results}
            </Await>
          </Suspense>
        ) : (
          // Server-rendered data needs no boundary. Inside one, React streams a
          // boundary this large after its fallback and swaps it in with a
          // script, so visitors without JavaScript would see only skeletons.
          results(loaderData.schedule)
        )}
      </section>
      {root && <CustomDatesCta phone={root.site.phone} phoneHref={root.site.phoneHref} />}
    </>
  );
}
