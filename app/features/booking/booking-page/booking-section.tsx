// The parts of the booking page that a group learner's own page (issue 24) shows too. Two routes import them, so they
// are a file of their own (1.3 KB gzipped) on both pages; the booking page pays for it by loading its receipt and a
// result's free retake only where they show (decisions 006, 014).
import { Link } from "react-router";
import { formatDate, formatWeekday } from "#app/shared/dates";

/** A titled box of the booking page and of a group learner's own page (issue 24), labelled by its heading. */
export function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h2 id={id} className="mb-3 text-lg font-bold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The last line of both pages: whom to ask, quoting the booking's reference. */
export function QuoteReference({ about, reference }: { about: string; reference: string }) {
  return (
    <p className="text-sm text-slate-700">
      Questions about your {about}?{" "}
      <Link to="/contact" className="font-semibold text-brand-700 underline">
        Contact us
      </Link>{" "}
      and quote {reference}.
    </p>
  );
}

/** The course's days, one line each: 'Monday 1 March 2027, 09:00 to 17:00'. */
export function CourseDays({ days }: { days: readonly { date: string; start: string; finish: string }[] }) {
  return (
    <ul className="space-y-1">
      {days.map((day) => (
        <li key={day.date}>
          {formatWeekday(day.date)} {formatDate(day.date)}, {day.start} to {day.finish}
        </li>
      ))}
    </ul>
  );
}

/** 'Where': the venue's address and, when it has them, directions. */
export function WhereSection({ address, directions }: { address: string; directions?: string | null }) {
  return (
    <Section title="Where">
      <p className="whitespace-pre-line">{address}</p>
      {directions && <p className="mt-2 whitespace-pre-line text-slate-700">{directions}</p>}
    </Section>
  );
}

/** 'What to bring', as a list. */
export function WhatToBringSection({ items }: { items: readonly string[] }) {
  return (
    <Section title="What to bring">
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </Section>
  );
}
