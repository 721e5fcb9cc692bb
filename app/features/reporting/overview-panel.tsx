import { useQuery } from "@tanstack/react-query";
import BookOpen from "lucide-react/icons/book-open";
import CalendarDays from "lucide-react/icons/calendar-days";
import Inbox from "lucide-react/icons/inbox";
import Users from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
import { apiGet } from "#app/shared/api-client";
import type { AdminAnalytics } from "./schema";
import { adminKeys } from "#app/shared/staff/query-client";

const FIGURES: { key: keyof AdminAnalytics; label: string; icon: LucideIcon }[] = [
  { key: "totalLeads", label: "Total Leads", icon: Inbox },
  { key: "activeCourses", label: "Active Courses", icon: BookOpen },
  { key: "scheduledInstances", label: "Scheduled Instances", icon: CalendarDays },
  { key: "totalEnrolment", label: "Total Enrolment", icon: Users },
];

/** SPEC §2's analytics panel, shown above the tabs: it refreshes after every change. */
export function OverviewPanel() {
  const analytics = useQuery({
    queryKey: adminKeys.analytics,
    queryFn: () => apiGet<AdminAnalytics>("/api/admin/analytics"),
  });
  return (
    <section aria-labelledby="overview-heading" className="mb-8">
      <h2 id="overview-heading" className="sr-only">
        Overview
      </h2>
      {analytics.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          Failed to load the overview.
        </p>
      ) : (
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-busy={analytics.isPending}>
          {FIGURES.map(({ key, label, icon: Icon }) => (
            <li key={key} className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
              <span className="hidden size-11 shrink-0 items-center justify-center rounded-lg bg-brand-50 sm:flex">
                <Icon aria-hidden="true" className="size-5 text-brand-700" />
              </span>
              <p className="flex flex-col">
                <span className="text-2xl font-bold text-brand-900" data-testid={`overview-${key}`}>
                  {analytics.data ? (
                    analytics.data[key].toLocaleString("en-GB")
                  ) : (
                    <span aria-hidden="true" className="block h-8 w-12 animate-pulse rounded-md bg-slate-200" />
                  )}
                </span>
                <span className="text-sm text-slate-600">{label}</span>
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
