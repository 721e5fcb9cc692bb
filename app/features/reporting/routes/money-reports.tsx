import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { MoneyReportPage } from "../ui/money-report-page";
import type { Route } from "./+types/money-reports";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Money reports",
    "Takings and refunds by day, method, course and month, for bank reconciliation.",
    "/admin/reports",
  );
}

/** /admin/reports: takings and refunds from the ledger for a range of days (issue 21). */
export default function MoneyReports() {
  return (
    <StaffPage title="Money reports" back={{ to: "/admin", label: "Admin Dashboard" }}>
      <MoneyReportPage />
    </StaffPage>
  );
}
