import { useQuery } from "@tanstack/react-query";
import BookOpen from "lucide-react/icons/book-open";
import CalendarDays from "lucide-react/icons/calendar-days";
import ChartColumn from "lucide-react/icons/chart-column";
import Inbox from "lucide-react/icons/inbox";
import Users from "lucide-react/icons/users";
import type { LucideIcon } from "lucide-react";
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import type { AdminAnalytics } from "./schema";
import { adminKeys } from "#app/shared/staff/query-client";
import { TableSkeleton } from "#app/shared/staff/query-state";

// The charts and their library load after the page, in their own file: no public page ever asks for them.
const OverviewCharts = lazy(() => import("./ui/overview-charts"));

const FIGURES: { key: keyof AdminAnalytics; label: string; icon: LucideIcon }[] = [
  { key: "totalLeads", label: "Total Leads", icon: Inbox },
  { key: "activeCourses", label: "Active Courses", icon: BookOpen },
  { key: "scheduledInstances", label: "Scheduled Instances", icon: CalendarDays },
  { key: "totalEnrolment", label: "Total Enrolment", icon: Users },
];

/**
 * SPEC §2's analytics panel, shown above the tabs: it refreshes after every change. Under it, the day on one page
 * (issue 21): charts of bookings and takings, seats, money owed, waiting lists and what failed, and the way to the
 * money reports.
 */
export function OverviewPanel() {
  const analytics = useQuery({
    queryKey: adminKeys.analytics,
    queryFn: () => apiGet<AdminAnalytics>("/api/admin/analytics"),
  });
  return (
    <section aria-labelledby="overview-heading" className="mb-8 space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="overview-heading" className="text-xl font-bold text-brand-900">
          Overview
        </h2>
        <Link
          to="/admin/reports"
          className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-900 hover:bg-slate-50"
        >
          <ChartColumn aria-hidden="true" className="size-4" />
          Money reports
        </Link>
      </div>
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
      <Suspense fallback={<TableSkeleton label="Loading the charts" rows={3} />}>
        <OverviewCharts />
      </Suspense>
    </section>
  );
}
