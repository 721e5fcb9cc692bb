import { formatDate } from "#app/shared/dates";
import { POLICIES_LAST_UPDATED } from "./policy-figures";
import type { Policy } from "./policy-types";

/** One policy: its title, last-updated label and sections of bullet points. */
export function PolicyPanel({ policy }: { policy: Policy }) {
  return (
    <article aria-labelledby={`${policy.id}-title`}>
      <h2 id={`${policy.id}-title`} className="text-2xl font-bold text-brand-900">
        {policy.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Last updated: <time dateTime={POLICIES_LAST_UPDATED}>{formatDate(POLICIES_LAST_UPDATED)}</time>
      </p>
      <p className="mt-4 leading-7 text-slate-700">{policy.summary}</p>
      {policy.sections.map((section) => (
        <section key={section.heading} className="mt-8">
          <h3 className="text-lg font-semibold text-brand-900">{section.heading}</h3>
          <ul className="mt-3 list-disc space-y-2 pl-5 leading-7 text-slate-700 marker:text-brand-700">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
    </article>
  );
}
