import Award from "lucide-react/icons/award";
import ChevronRight from "lucide-react/icons/chevron-right";
import Clock from "lucide-react/icons/clock";
import Star from "lucide-react/icons/star";
import Users from "lucide-react/icons/users";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { formatDuration } from "#app/shared/format";
import { formatPounds } from "#app/shared/money";
import type { PublicCourse } from "../catalogue.server";
import { HERO_IMAGE_SIZE } from "./hero-image";

const BREADCRUMB = [
  { to: "/", label: "Home" },
  { to: "/courses", label: "Courses" },
];

type HeroCourse = Pick<PublicCourse, "title" | "description" | "durationDays" | "price" | "tags">;

/** Title, facts and price over the course's photograph (`image`); `datesAction` is the View Available Dates control. */
export function CourseHero({
  course,
  image,
  datesAction,
}: {
  course: HeroCourse;
  image: string;
  datesAction: ReactNode;
}) {
  return (
    <section aria-labelledby="course-title" className="relative isolate overflow-hidden bg-brand-950 text-white">
      {/* Absolutely placed, so it never shifts the layout; the overlay keeps the text readable on any photo. */}
      <img
        src={image}
        alt=""
        width={HERO_IMAGE_SIZE.width}
        height={HERO_IMAGE_SIZE.height}
        fetchPriority="high"
        decoding="async"
        className="absolute inset-0 -z-20 size-full object-cover"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-brand-950/85 lg:bg-transparent lg:bg-linear-to-r lg:from-brand-950 lg:via-brand-950/85 lg:to-brand-950/30"
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:items-end lg:px-8 lg:py-20">
        <div>
          <nav aria-label="Breadcrumb">
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-200">
              {BREADCRUMB.map(({ to, label }) => (
                <Fragment key={to}>
                  <li>
                    <Link to={to} className="underline-offset-4 hover:underline">
                      {label}
                    </Link>
                  </li>
                  <li aria-hidden="true">
                    <ChevronRight className="size-4" />
                  </li>
                </Fragment>
              ))}
              <li aria-current="page" className="text-white">
                {course.title}
              </li>
            </ol>
          </nav>
          {course.tags.length > 0 && (
            <ul className="mt-6 flex flex-wrap gap-2" aria-label="Tags">
              {course.tags.map((tag) => (
                <li
                  key={tag}
                  className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-semibold ${
                    tag === "Most Popular" ? "bg-accent-400 text-brand-950" : "bg-white/15 text-white"
                  }`}
                >
                  {tag === "Most Popular" && <Star aria-hidden="true" className="size-3.5" />}
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <h1 id="course-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-5xl">
            {course.title}
          </h1>
          <p className="mt-5 max-w-3xl text-base leading-7 text-slate-100 sm:text-lg">{course.description}</p>
          <ul className="mt-6 flex flex-wrap gap-x-6 gap-y-3 text-sm font-medium" aria-label="Course facts">
            <Fact icon={<Clock className="size-5" />}>{formatDuration(course.durationDays)}</Fact>
            <Fact icon={<Award className="size-5" />}>Certified</Fact>
            <Fact icon={<Users className="size-5" />}>Small Groups</Fact>
          </ul>
        </div>
        <div className="rounded-xl bg-white p-6 text-slate-900 shadow-xl">
          <p className="text-sm font-medium text-slate-600">Course fee</p>
          <p className="mt-1 text-4xl font-bold text-brand-800" data-testid="course-price">
            {formatPounds(course.price)}
          </p>
          <p className="mt-2 text-sm text-slate-700">All courses include training materials and exam fees.</p>
          <div className="mt-5 space-y-3">
            {datesAction}
            <a
              href="#dates"
              className="flex h-11 items-center justify-center rounded-md border border-slate-300 text-sm font-semibold text-brand-900 hover:bg-slate-50"
            >
              See Upcoming Dates
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li className="inline-flex items-center gap-2">
      <span aria-hidden="true" className="text-accent-400">
        {icon}
      </span>
      {children}
    </li>
  );
}
