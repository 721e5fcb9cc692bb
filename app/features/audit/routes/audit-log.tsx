import { staffSectionRoute } from "#app/shared/staff/staff-section-route";
import { AuditPage } from "../ui/audit-page";

/** /admin/audit: who did what (issue 21). */
const route = staffSectionRoute("/admin/audit", "Audit log", "Who did what in the staff area.", AuditPage);
export const meta = route.meta;
export default route.Page;
