import type { DeclaredFirstAid } from "../first-aid-declared";

/** The booking page's 'Your first aid certificate' (issue 23): what was declared at booking and the verdict. */
export function FirstAidDeclared({ firstAid }: { firstAid: DeclaredFirstAid }) {
  return (
    <section aria-labelledby="first-aid-heading" className="rounded-xl border border-slate-200 p-5">
      <h2 id="first-aid-heading" className="text-lg font-bold text-brand-900">
        Your first aid certificate
      </h2>
      <dl className="mt-3 space-y-1 text-sm text-slate-800">
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
    </section>
  );
}
