import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { AccountsList } from "../staff/accounts-list";
import type { Route } from "./+types/staff-accounts";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Business accounts",
    "Employers' account applications and approved accounts.",
    "/admin/accounts",
  );
}

/** /admin/accounts: business accounts by status (issue 24). */
export default function StaffAccounts() {
  return (
    <StaffPage title="Business accounts" back={{ to: "/admin", label: "Admin Dashboard" }}>
      <AccountsList />
    </StaffPage>
  );
}
