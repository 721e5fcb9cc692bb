import AlertCircle from "lucide-react/icons/circle-exclamation-point";
import Award from "lucide-react/icons/award";
import CheckCircle2 from "lucide-react/icons/circle-check";
import Info from "lucide-react/icons/info";
import { DEPOSIT_BOX_TEXT, priceAllowsDeposit } from "#app/features/booking/sale/payment-rules";
import type { PublicCourse } from "../catalogue.server";

type OverviewCourse = Pick<PublicCourse, "price" | "prerequisites" | "includes" | "awardingBody">;

/** What the course includes, its qualification, prerequisites and the deposit clause (SPEC §2). */
export function CourseOverview({ course }: { course: OverviewCourse }) {
  return (
    <div className="grid gap-8 lg:grid-cols-3">
      <div className="space-y-8 lg:col-span-2">
        <section aria-labelledby="includes-heading">
          <h2 id="includes-heading" className="text-2xl font-bold text-brand-900">
            Course Includes
          </h2>
          {course.includes.length > 0 && (
            <ul className="mt-4 grid gap-3 sm:grid-cols-2">
              {course.includes.map((item) => (
                <li key={item} className="flex gap-2 text-slate-700">
                  <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-green-700" />
                  {item}
                </li>
              ))}
            </ul>
          )}
          <p className="mt-4 text-slate-700">All courses include training materials and exam fees.</p>
        </section>
        {course.awardingBody && (
          <section aria-labelledby="awarding-heading" className="rounded-xl border border-slate-200 bg-slate-50 p-6">
            <h2 id="awarding-heading" className="flex items-center gap-2 text-xl font-bold text-brand-900">
              <Award aria-hidden="true" className="size-6 text-accent-600" />
              Awarding Body
            </h2>
            <p className="mt-2 text-slate-700">{course.awardingBody}</p>
          </section>
        )}
      </div>
      <div className="space-y-4">
        <section
          aria-labelledby="prerequisites-heading"
          className="rounded-xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
        >
          <h2 id="prerequisites-heading" className="flex items-center gap-2 text-lg font-bold">
            <AlertCircle aria-hidden="true" className="size-5" />
            Prerequisites
          </h2>
          {course.prerequisites.length > 0 ? (
            <ul className="mt-2 list-disc space-y-1.5 pl-5 text-sm">
              {course.prerequisites.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : (
            <p className="mt-2 text-sm">There are no prerequisites for this course.</p>
          )}
        </section>
        {priceAllowsDeposit(course.price) && (
          <p className="flex gap-2 rounded-xl border border-brand-100 bg-brand-50 p-5 text-sm text-brand-900">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {DEPOSIT_BOX_TEXT}
          </p>
        )}
      </div>
    </div>
  );
}
