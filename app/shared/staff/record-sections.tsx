// A part of a staff page named by its heading (the heading's id labels the region), in one of the staff area's
// looks: a section of a record's page, left off the printed sign-in sheet (the course date's message, places booked
// offline, results, cancelling); a card on a booking's page (its learner, group, documents); a part of a record's
// details (a booking's customer, its payments); a filtered list.
import { useId, type ReactNode } from "react";

const LOOKS = {
  page: { heading: "h2", section: "print:hidden", title: "mb-1 text-lg font-semibold text-brand-900" },
  card: {
    heading: "h2",
    section: "rounded-xl border border-slate-200 bg-white p-5",
    title: "mb-3 text-lg font-bold text-brand-900",
  },
  detail: { heading: "h3", section: undefined, title: "font-semibold text-brand-900" },
  list: { heading: "h2", section: "mt-6", title: "mb-3 text-lg font-semibold text-brand-900" },
} as const;

export function TitledSection({
  look,
  title,
  id: fixedId,
  children,
}: {
  look: keyof typeof LOOKS;
  title: ReactNode;
  /** The heading's id where something points at it (a browser test); else one of React's. */
  id?: string;
  children: ReactNode;
}) {
  const generatedId = useId();
  const id = fixedId ?? generatedId;
  const { heading: Heading, section, title: titleClass } = LOOKS[look];
  return (
    <section aria-labelledby={id} className={section}>
      <Heading id={id} className={titleClass}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
