import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { seoMeta } from "#app/shared/seo";

/**
 * A record's own page in the staff area (issue 21): a way back, the record's name as the page's heading, and its
 * content. The back link goes to where the record is listed; the browser's back button works as well.
 */
export function StaffPage({
  title,
  back,
  actions,
  children,
}: {
  title: ReactNode;
  back: { to: string; label: string };
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <article className="space-y-6">
      <nav aria-label="Breadcrumb" className="print:hidden">
        <Link
          to={back.to}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {back.label}
        </Link>
      </nav>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <h1 className="text-2xl font-bold text-brand-900">{title}</h1>
        {actions && <div className="flex flex-wrap gap-2 print:hidden">{actions}</div>}
      </header>
      {children}
    </article>
  );
}

/** A staff page's title, description and address for the head; never indexed. */
export const staffPageMeta = (matches: readonly unknown[], title: string, description: string, path: string) =>
  seoMeta(matches, { title, description, path, noindex: true });
