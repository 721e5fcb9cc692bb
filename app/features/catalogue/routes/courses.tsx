import Search from "lucide-react/icons/search";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { LazyBookingDialog as BookingDialog } from "#app/features/booking/sale/lazy-booking-dialog";
import { jsonLdSite, pageBreadcrumb } from "#app/shared/json-ld.server";
import { loaderJsonLd, seoMeta } from "#app/shared/seo";
import { Button } from "#app/shared/ui/button";
import { lazyDialog } from "#app/shared/ui/lazy-dialog";
import { LoadError } from "#app/shared/ui/load-error";
import { Deferred } from "#app/shared/ui/deferred";
import { CardSkeletonGrid } from "#app/shared/ui/skeleton";
import type { BookingConfirmationModalProps } from "../booking-confirmation-modal";
import type { PublicCourse } from "../catalogue.server";
import { fetchCoursesAndRuns, refetchForNewPageOnly } from "../catalogue-client";
import { CourseCard } from "../course-card";
import {
  COURSE_FILTERS,
  COURSE_SORTS,
  courseQueryString,
  filterAndSortCourses,
  parseCourseQuery,
  type CourseQuery,
} from "../course-filters";
import type { PublicInstance } from "../schedule-types";
import type { Route } from "./+types/courses";
import { Options } from "#app/shared/ui/options";
import { NoMatches } from "#app/shared/ui/no-matches";

// Radix Dialog and the summary load on the first Book Now, not with the page.
const BookingConfirmationModal = lazyDialog<BookingConfirmationModalProps>(() =>
  import("../booking-confirmation-modal").then((module) => module.default),
);

type CoursesData = { courses: PublicCourse[]; instances: PublicInstance[] };

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalogue } = context.app;
  const [courses, instances] = await Promise.all([catalogue.courses(), catalogue.instances()]);
  const { origin } = jsonLdSite(context.app, request);
  return {
    catalogue: { courses: courses.value, instances: instances.value } satisfies CoursesData,
    jsonLd: [pageBreadcrumb(origin, { name: "Courses", path: "/courses" })],
  };
}

// Typing in the search box changes only the query string.
export const shouldRevalidate = refetchForNewPageOnly;

// On client-side navigation the page shows at once with skeletons while the
// API answers (SPEC §2 loading and error states).
export function clientLoader() {
  return {
    catalogue: fetchCoursesAndRuns().then(([courses, instances]): CoursesData => ({ courses, instances })),
  };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Security Training Courses",
    description:
      "SIA door supervisor, security officer, CCTV operator, top-up and emergency first aid courses in Oxford and Reading. Prices, dates and what's included.",
    path: "/courses",
    jsonLd: loaderJsonLd(loaderData),
  });
}

export default function Courses({ loaderData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = parseCourseQuery(searchParams);
  const update = (change: Partial<CourseQuery>) =>
    setSearchParams(new URLSearchParams(courseQueryString({ ...query, ...change })), {
      replace: true,
      preventScrollReset: true,
    });
  const clear = () => update({ search: "", filter: "all" });
  /** The filter or sort box, labelled for screen readers ('Filter courses'). */
  const choice = (key: "filter" | "sort", label: string, items: readonly { value: string; label: string }[]) => (
    <>
      <label className="sr-only" htmlFor={`course-${key}`}>
        {label}
      </label>
      <select
        id={`course-${key}`}
        name={key}
        value={query[key]}
        onChange={(e) => update({ [key]: e.target.value })}
        className="h-11 rounded-md border border-slate-300 bg-white px-3 text-base"
      >
        <Options items={items} />
      </select>
    </>
  );

  return (
    <>
      <section className="bg-brand-950 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Security Training Courses</h1>
          <p className="mt-4 max-w-2xl text-slate-300">
            Nationally recognised qualifications in small groups. All courses include training materials and exam fees.
          </p>
        </div>
      </section>
      <section className="mx-auto max-w-7xl px-4 py-10 sm:px-6 lg:px-8" aria-labelledby="course-list-title">
        <h2 id="course-list-title" className="sr-only">
          Our courses
        </h2>
        <form
          method="get"
          role="search"
          className="mb-8 grid gap-3 md:grid-cols-[1fr_auto_auto]"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="relative">
            <label htmlFor="course-search" className="sr-only">
              Search courses
            </label>
            <Search aria-hidden="true" className="pointer-events-none absolute top-3 left-3 size-5 text-slate-500" />
            <input
              id="course-search"
              type="search"
              name="q"
              placeholder="Search courses..."
              value={query.search}
              onChange={(e) => update({ search: e.target.value })}
              className="h-11 w-full rounded-md border border-slate-300 pr-3 pl-10 text-base focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
            />
          </div>
          {choice("filter", "Filter courses", COURSE_FILTERS)}
          {choice("sort", "Sort courses", COURSE_SORTS)}
        </form>
        <Deferred
          value={loaderData.catalogue}
          fallback={<CardSkeletonGrid />}
          errorElement={<LoadError message="Failed to load courses. Please try again later." />}
        >
          {(catalogue) => <CourseGrid catalogue={catalogue} query={query} onClear={clear} />}
        </Deferred>
      </section>
    </>
  );
}

function CourseGrid({ catalogue, query, onClear }: { catalogue: CoursesData; query: CourseQuery; onClear(): void }) {
  const visible = filterAndSortCourses(catalogue.courses, query);
  if (visible.length === 0) {
    return <NoMatches onClear={onClear} />;
  }
  const nextInstance = (courseId: string) =>
    catalogue.instances.find((instance) => instance.courseId === courseId && instance.seatsLeft > 0);
  return (
    <>
      <p className="sr-only" role="status">
        {visible.length} {visible.length === 1 ? "course" : "courses"} shown
      </p>
      <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {visible.map((course) => (
          <CourseCard
            key={course.id}
            course={course}
            bookAction={<BookNow course={course} instance={nextInstance(course.id)} />}
          />
        ))}
      </div>
    </>
  );
}

/** 'Book Now': the Booking Confirmation summary, then the booking dialog for that date. */
function BookNow({ course, instance }: { course: PublicCourse; instance: PublicInstance | undefined }) {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [bookingFor, setBookingFor] = useState<PublicInstance | null>(null);
  return (
    <>
      <Button
        className="flex-1"
        aria-label={`Book Now: ${course.title}`}
        aria-haspopup="dialog"
        onClick={() => setConfirmOpen(true)}
      >
        Book Now
      </Button>
      <BookingConfirmationModal
        open={confirmOpen}
        onOpenChange={setConfirmOpen}
        course={course}
        instance={instance}
        onProceed={(chosen) => {
          setConfirmOpen(false);
          setBookingFor(chosen);
        }}
      />
      {bookingFor && (
        <BookingDialog
          course={course}
          open
          onOpenChange={(open) => !open && setBookingFor(null)}
          preselected={{
            id: bookingFor.id,
            kind: "instance",
            date: bookingFor.startDate,
            location: bookingFor.location,
            price: bookingFor.price,
            seatsLeft: bookingFor.seatsLeft,
          }}
        />
      )}
    </>
  );
}
