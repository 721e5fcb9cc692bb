import Clock from "lucide-react/icons/clock";
import Info from "lucide-react/icons/info";
import Star from "lucide-react/icons/star";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { DEPOSIT_BOX_TEXT, priceAllowsDeposit } from "#app/features/booking/sale/payment-rules";
import { formatDuration } from "#app/shared/format";
import { formatPounds } from "#app/shared/money";
import { TickList } from "#app/shared/ui/tick-list";
import type { PublicCourse } from "./catalogue.server";

type CardCourse = Pick<
  PublicCourse,
  "id" | "slug" | "title" | "description" | "durationDays" | "price" | "tags" | "includes" | "prerequisites"
>;

/** A course in a grid (SPEC §2 /courses). `bookAction` is the Book Now control. */
export function CourseCard({ course, bookAction }: { course: CardCourse; bookAction?: ReactNode }) {
  const headingId = `course-${course.id}-title`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-start justify-between gap-4">
          <h3 id={headingId} className="text-xl font-bold text-brand-900">
            {course.title}
          </h3>
          <p className="shrink-0 text-2xl font-bold text-brand-700">{formatPounds(course.price)}</p>
        </div>
        <p className="mt-3 text-sm leading-6 text-slate-600">{course.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Course facts">
          <li className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800">
            <Clock aria-hidden="true" className="size-3.5" /> {formatDuration(course.durationDays)}
          </li>
          {course.tags.map((tag) => (
            <li
              key={tag}
              className={`inline-flex items-center gap-1 rounded-full px-3 py-1 text-xs font-medium ${
                tag === "Most Popular" ? "bg-accent-400 text-brand-950" : "bg-slate-100 text-slate-700"
              }`}
            >
              {tag === "Most Popular" && <Star aria-hidden="true" className="size-3.5" />}
              {tag}
            </li>
          ))}
        </ul>
        {course.includes.length > 0 && (
          <div className="mt-5">
            <h4 className="text-sm font-semibold text-slate-900">What's included</h4>
            <TickList items={course.includes} className="mt-2 space-y-1.5 text-sm text-slate-700" />
          </div>
        )}
        {course.prerequisites.length > 0 && (
          <div className="mt-5 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-950">
            <p className="font-semibold">Prerequisites</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {course.prerequisites.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        {priceAllowsDeposit(course.price) && (
          <p className="mt-4 flex gap-2 rounded-lg border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {DEPOSIT_BOX_TEXT}
          </p>
        )}
        <div className="mt-auto flex gap-3 pt-6">
          {bookAction}
          <Link
            to={`/courses/${course.slug}`}
            className="inline-flex flex-1 items-center justify-center rounded-md border border-slate-300 px-4 py-2.5 text-sm font-semibold text-brand-900 hover:bg-slate-50"
            aria-label={`Details: ${course.title}`}
          >
            Details
          </Link>
        </div>
      </div>
    </article>
  );
}
