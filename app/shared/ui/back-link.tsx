import ArrowLeft from "lucide-react/icons/arrow-left";
import type { ReactNode } from "react";
import { Link } from "react-router";

/**
 * 'Back to …' above a page's content: a small link with a left arrow (the checkout's and the payment page's are the
 * same; the blog's article draws its underline closer, `tight`).
 */
export function BackLink({ to, tight, children }: { to: string; tight?: boolean; children: ReactNode }) {
  const offset = tight ? "underline-offset-2" : "underline-offset-4";
  return (
    <Link
      to={to}
      className={`inline-flex items-center gap-2 text-sm font-semibold text-brand-700 ${offset} hover:underline`}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
