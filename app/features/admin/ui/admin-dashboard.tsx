import { Tabs } from "radix-ui";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import type { PublicUser } from "#app/features/auth/schema";
import { AdminHeader } from "./admin-header";
import { OverviewPanel } from "#app/features/reporting/overview-panel";
import { TableSkeleton } from "#app/shared/staff/query-state";

const DeadJobsNotice = lazy(() => import("#app/features/jobs/staff/dead-jobs-notice"));
const MailDelayNotice = lazy(() => import("#app/features/email/staff/mail-delay-notice"));

// Each tab's table and dialogs load when the tab is first opened.
const TABS: { value: string; label: string; Content: LazyExoticComponent<ComponentType> }[] = [
  { value: "leads", label: "Leads", Content: lazy(() => import("#app/features/leads/staff/leads-tab")) },
  {
    value: "courses",
    label: "Courses",
    Content: lazy(() => import("#app/features/catalogue/staff/courses/courses-tab")),
  },
  {
    value: "schedules",
    label: "Schedules",
    Content: lazy(() => import("#app/features/catalogue/staff/schedules/schedules-tab")),
  },
  {
    value: "dates",
    label: "Available Dates",
    Content: lazy(() => import("#app/features/catalogue/staff/dates/dates-tab")),
  },
  { value: "posts", label: "Blog Articles", Content: lazy(() => import("#app/features/blog/staff/posts-tab")) },
  { value: "bookings", label: "Bookings", Content: lazy(() => import("#app/features/booking/staff/bookings-tab")) },
  {
    value: "money-owed",
    label: "Money owed",
    Content: lazy(() => import("#app/features/booking/staff/money-owed-tab")),
  },
  { value: "rosters", label: "Rosters", Content: lazy(() => import("#app/features/booking/staff/roster-tab")) },
  {
    value: "waiting-lists",
    label: "Waiting lists",
    Content: lazy(() => import("#app/features/waitlist/staff/waitlist-tab")),
  },
];

/** SPEC §2 /admin: header, the analytics overview, then the tabs (Leads first). */
export function AdminDashboard({ user }: { user: PublicUser }) {
  return (
    <>
      {/* Printing a tab (a roster's sign-in sheet) prints the tab alone. */}
      <div className="print:hidden">
        <AdminHeader user={user} />
      </div>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
        <Suspense fallback={null}>
          <DeadJobsNotice />
          <MailDelayNotice />
        </Suspense>
        <div className="print:hidden">
          <OverviewPanel />
        </div>
        <Tabs.Root defaultValue="leads">
          <Tabs.List
            aria-label="Admin sections"
            className="mb-6 flex gap-1 overflow-x-auto print:hidden rounded-lg border border-slate-200 bg-slate-100 p-1"
          >
            {TABS.map((tab) => (
              <Tabs.Trigger
                key={tab.value}
                value={tab.value}
                className="shrink-0 rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm"
              >
                {tab.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          {TABS.map(({ value, label, Content }) => (
            <Tabs.Content key={value} value={value} className="focus-visible:outline-2">
              <Suspense fallback={<TableSkeleton label={`Loading ${label}`} />}>
                <Content />
              </Suspense>
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </div>
    </>
  );
}
