import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { RenewalsPage } from "../renewals/renewals-page";
import type { Route } from "./+types/staff-renewals";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Due for renewal",
    "First aid certificates and SIA licences that expire soon.",
    "/admin/renewals",
  );
}

/** /admin/renewals: who is due for renewal, by month (issue 23). */
export default function StaffRenewals() {
  return (
    <StaffPage title="Due for renewal" back={{ to: "/admin", label: "Admin Dashboard" }}>
      <RenewalsPage />
    </StaffPage>
  );
}
