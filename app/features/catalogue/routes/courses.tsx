import { Link } from "react-router";
import { CourseCard } from "../course-card";
import { listActiveCourses } from "../catalogue.server";
import type { Route } from "./+types/courses";

export async function loader({ context }: Route.LoaderArgs) {
  return { courses: await listActiveCourses(context.app.db) };
}

export function meta({ matches }: Route.MetaArgs) {
  const site = matches[0]?.loaderData.site;
  return [
    { title: `Security Training Courses | ${site?.name ?? "Security Training Academy"}` },
    {
      name: "description",
      content:
        "SIA door supervisor, security officer, CCTV operator, top-up and emergency first aid courses in Oxford and Reading. See prices, dates and what's included.",
    },
  ];
}

export default function Courses({ loaderData }: Route.ComponentProps) {
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
      <section className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8" aria-label="Courses">
        <div className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
          {loaderData.courses.map((course) => (
            <CourseCard
              key={course.id}
              course={course}
              bookAction={
                <Link
                  to={`/courses/${course.slug}#dates`}
                  className="inline-flex flex-1 items-center justify-center rounded-md bg-brand-700 px-4 py-2.5 text-sm font-semibold text-white hover:bg-brand-800"
                  aria-label={`Book Now: ${course.title}`}
                >
                  Book Now
                </Link>
              }
            />
          ))}
        </div>
      </section>
    </>
  );
}
