import { Accordion } from "radix-ui";
import type { Faq } from "./course-faqs";
import { AccordionHeading } from "./syllabus-accordion";

export function CourseFaq({ faqs }: { faqs: Faq[] }) {
  return (
    <section aria-labelledby="faq-heading">
      <h2 id="faq-heading" className="text-2xl font-bold text-brand-900">
        Frequently Asked Questions
      </h2>
      <Accordion.Root
        type="single"
        collapsible
        className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200"
      >
        {faqs.map((faq, index) => (
          <Accordion.Item key={faq.question} value={`faq-${index}`}>
            <AccordionHeading>{faq.question}</AccordionHeading>
            <Accordion.Content className="px-5 pb-5 text-slate-700">{faq.answer}</Accordion.Content>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
