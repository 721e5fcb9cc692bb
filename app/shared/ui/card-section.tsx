import type { ReactNode } from "react";

/**
 * A white card titled by its heading, for a part of a page that stands beside others: the contact page's details
 * and office hours, the business account's organisation and how business accounts work. `icon` goes before the
 * title.
 */
export function CardSection({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <h2 id={id} className={`${icon ? "flex items-center gap-2 " : ""}text-xl font-bold text-brand-900`}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
