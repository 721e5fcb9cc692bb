import { TickList } from "#app/shared/ui/tick-list";

const COMMITMENTS = [
  "Reasonable adjustments for disabilities, health conditions and learning differences such as dyslexia. Tell us when you book and we will agree what helps, including exam access arrangements where the awarding body allows them.",
  "Training rooms and materials that work for you: tell us about any access needs before your course starts.",
  "Licence-linked qualifications need a good standard of spoken and written English. We will help you check this before you book, so there are no surprises on the day.",
  "Learners of every gender, age, ethnicity, faith and background are welcome, and we actively encourage people who are under-represented in security to train with us.",
];

export function InclusionSection() {
  return (
    <section aria-labelledby="inclusion-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="grid gap-10 lg:grid-cols-[2fr_3fr]">
        <div>
          <h2 id="inclusion-title" className="text-3xl font-bold text-brand-900">
            Our Commitment to Inclusion
          </h2>
          <p className="mt-4 leading-7 text-slate-700">
            A career in security should be open to anyone with the right attitude. We design our courses so that
            everyone has a fair chance to learn, be assessed and succeed.
          </p>
        </div>
        <TickList items={COMMITMENTS} large className="space-y-4 text-slate-700" />
      </div>
    </section>
  );
}
