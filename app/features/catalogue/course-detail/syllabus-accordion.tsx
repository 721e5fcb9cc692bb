import { ChevronDown } from "lucide-react";
import { Accordion } from "radix-ui";
import type { PublicCourse } from "../catalogue.server";

/** The syllabus as an accordion of topics (SPEC §2). */
export function SyllabusAccordion({ syllabus }: { syllabus: PublicCourse["syllabus"] }) {
  return (
    <section aria-labelledby="syllabus-heading">
      <h2 id="syllabus-heading" className="text-2xl font-bold text-brand-900">
        Course Syllabus
      </h2>
      {syllabus.length === 0 ? (
        <p className="mt-4 text-slate-700">Detailed syllabus information will be provided during enrollment.</p>
      ) : (
        <Accordion.Root type="multiple" className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200">
          {syllabus.map((topic, index) => (
            <Accordion.Item key={topic.topic} value={`topic-${index}`}>
              <AccordionHeading>
                <span className="mr-3 text-brand-700">{index + 1}.</span>
                {topic.topic}
              </AccordionHeading>
              <Accordion.Content className="px-5 pb-5">
                {topic.content.length > 0 && (
                  <ul className="list-disc space-y-1.5 pl-10 text-slate-700">
                    {topic.content.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                )}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      )}
    </section>
  );
}

/** An accordion item's h3 with its toggle button; shared with the FAQ. */
export function AccordionHeading({ children }: { children: React.ReactNode }) {
  return (
    <Accordion.Header className="text-base font-semibold text-brand-900">
      <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left hover:bg-slate-50">
        <span>{children}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180"
        />
      </Accordion.Trigger>
    </Accordion.Header>
  );
}
