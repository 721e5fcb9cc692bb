import type { ReactNode } from "react";

/** A grey band of the About page: its heading, a line or two under it, then what the band lists. */
export function AboutBand({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id={id} className="text-3xl font-bold text-brand-900">
          {title}
        </h2>
        <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
        {children}
      </div>
    </section>
  );
}
