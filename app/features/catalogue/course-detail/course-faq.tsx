import { Accordion } from "#app/shared/ui/accordion";

export type Faq = { question: string; answer: string };

export function CourseFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
        Frequently Asked Questions
      </h2>
      <Accordion
        type="single"
        className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200"
        contentClassName="text-slate-700"
        items={faqs.map((faq) => ({ key: faq.question, heading: faq.question, content: faq.answer }))}
      />
    </section>
  );
}
