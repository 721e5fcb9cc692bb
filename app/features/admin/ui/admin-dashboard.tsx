import { Tabs } from "radix-ui";
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from "react";
import { useSearchParams } from "react-router";
import { OverviewPanel } from "#app/features/reporting/overview-panel";
import { TableSkeleton } from "#app/shared/staff/query-state";

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
  { value: "venues", label: "Venues", Content: lazy(() => import("#app/features/catalogue/staff/venues/venues-tab")) },
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

/**
 * SPEC §2 /admin: the analytics overview, then the tabs (Leads first). The open tab is in the URL (?tab=bookings), so
 * a tab can be linked to and the back button returns to it (issue 21); a tab keeps its own filters in the URL too.
 */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const tab = TABS.some((t) => t.value === requested) ? requested! : "leads";
  return (
    <>
      <div className="print:hidden">
        <OverviewPanel />
      </div>
      <Tabs.Root
        value={tab}
        onValueChange={(value) => {
          // Enter on the tab already open reports it again: a second history entry would make Back seem broken.
          if (value !== tab) setParams(value === "leads" ? {} : { tab: value });
        }}
      >
        <Tabs.List
          aria-label="Admin sections"
          className="mb-6 flex gap-1 overflow-x-auto print:hidden rounded-lg border border-slate-200 bg-slate-100 p-1"
        >
          {TABS.map((t) => (
            <Tabs.Trigger
              key={t.value}
              value={t.value}
              className="shrink-0 rounded-md px-4 py-2 text-sm font-semibold whitespace-nowrap text-slate-700 hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm"
            >
              {t.label}
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
    </>
  );
}
