import { staffSectionRoute } from "#app/shared/staff/staff-section-route";
import { MoneyReportPage } from "../ui/money-report-page";

/** /admin/reports: takings and refunds from the ledger for a range of days (issue 21). */
const route = staffSectionRoute(
  "/admin/reports",
  "Money reports",
  "Takings and refunds by day, method, course and month, for bank reconciliation.",
  MoneyReportPage,
);
export const meta = route.meta;
export default route.Page;
