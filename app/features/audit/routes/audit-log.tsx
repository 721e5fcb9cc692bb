import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { AuditPage } from "../ui/audit-page";
import type { Route } from "./+types/audit-log";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(matches, "Audit log", "Who did what in the staff area.", "/admin/audit");
}

/** /admin/audit: who did what (issue 21). */
export default function AuditLog() {
  return (
    <StaffPage title="Audit log" back={{ to: "/admin", label: "Admin Dashboard" }}>
      <AuditPage />
    </StaffPage>
  );
}
