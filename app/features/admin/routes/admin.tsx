import { staffPageMeta } from "#app/shared/staff/staff-page";
import { AdminDashboard } from "../ui/admin-dashboard";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Admin Dashboard",
    "Staff area: leads, courses, schedules, available dates, articles and bookings.",
    "/admin",
  );
}

/** /admin: the overview and the spec's tabs, the entry to every staff page (issue 21). */
export default function Admin() {
  return <AdminDashboard />;
}
