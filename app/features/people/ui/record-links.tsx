// Links from the office's search and a person's page to the records they list: a booking and a course date.
import type { ReactNode } from "react";
import { Link } from "react-router";
import { formatDate } from "#app/shared/dates";
import { cn } from "#app/shared/ui/cn";
import type { DateKey } from "../schema";

export const linkClass = "text-brand-700 underline underline-offset-2 hover:text-brand-900";

/** A booking's staff page, named by its reference (the children say how). */
export function BookingLink({ id, className, children }: { id: string; className?: string; children: ReactNode }) {
  return (
    <Link to={`/admin/bookings/${id}`} className={cn(linkClass, "font-mono font-semibold", className)}>
      {children}
    </Link>
  );
}

/** A course date's staff page: 'Course title, 1 June 2026'. */
export function DateLink({ date, courseTitle, startDate }: { date: DateKey; courseTitle: string; startDate: string }) {
  return (
    <Link to={`/admin/dates/${date.kind}/${date.id}`} className={linkClass}>
      {courseTitle}, {formatDate(startDate)}
    </Link>
  );
}
