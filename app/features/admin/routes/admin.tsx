import { seoMeta } from "#app/shared/seo";
import { AdminDashboard } from "../ui/admin-dashboard";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Admin Dashboard",
    description: "Staff area: leads, courses, schedules, available dates, articles and bookings.",
    path: "/admin",
    noindex: true,
  });
}

/** /admin: the overview and the spec's tabs, the entry to every staff page (issue 21). */
export default function Admin() {
  return <AdminDashboard />;
}
