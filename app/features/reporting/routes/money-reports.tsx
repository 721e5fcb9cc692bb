import { seoMeta } from "#app/shared/seo";
import { StaffPage } from "#app/shared/staff/staff-page";
import { MoneyReportPage } from "../ui/money-report-page";
import type { Route } from "./+types/money-reports";

export function meta({ matches }: Route.MetaArgs) {
  return seoMeta(matches, {
    title: "Money reports",
    description: "Takings and refunds by day, method, course and month, for bank reconciliation.",
    path: "/admin/reports",
    noindex: true,
  });
}

/** /admin/reports: takings and refunds from the ledger for a range of days (issue 21). */
export default function MoneyReports() {
  return (
    <StaffPage title="Money reports" back={{ to: "/admin", label: "Admin Dashboard" }}>
      <MoneyReportPage />
    </StaffPage>
  );
}
