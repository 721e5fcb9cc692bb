import type { DeclaredFirstAid } from "../first-aid-declared";
import { Section } from "./booking-section";

/**
 * 'Your first aid certificate' on the booking page (issue 23) and a group learner's own page (issue 24): what was
 * declared and the verdict.
 */
export function FirstAidDeclared({ firstAid }: { firstAid: DeclaredFirstAid }) {
  return (
    <Section title="Your first aid certificate">
      <dl className="space-y-1 text-sm text-slate-800">
        {firstAid.rows.map(([label, value]) => (
          <div key={label} className="flex flex-wrap justify-between gap-x-4">
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium">{value}</dd>
          </div>
        ))}
      </dl>
      <p
        className={`mt-3 rounded-lg p-3 text-sm ${firstAid.meets ? "bg-green-50 text-green-950" : "bg-amber-50 text-amber-950"}`}
      >
        {firstAid.verdict}
      </p>
      {firstAid.warning && <p className="mt-2 text-sm font-semibold text-slate-900">{firstAid.warning}</p>}
      <p className="mt-2 text-sm text-slate-700">{firstAid.bring}</p>
    </Section>
  );
}
