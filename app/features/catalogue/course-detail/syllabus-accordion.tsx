import { Accordion } from "#app/shared/ui/accordion";
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
        <Accordion
          type="multiple"
          className="mt-6 divide-y divide-slate-200 rounded-xl border border-slate-200"
          items={syllabus.map((topic, index) => ({
            key: `${index}-${topic.topic}`,
            heading: (
              <>
                <span className="mr-3 text-brand-700">{index + 1}.</span>
                {topic.topic}
              </>
            ),
            content: topic.content.length > 0 && (
              <ul className="list-disc space-y-1.5 pl-10 text-slate-700">
                {topic.content.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            ),
          }))}
        />
      )}
    </section>
  );
}
