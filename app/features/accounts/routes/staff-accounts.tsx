import { staffSectionRoute } from "#app/shared/staff/staff-section-route";
import { AccountsList } from "../staff/accounts-list";

/** /admin/accounts: business accounts by status (issue 24). */
const route = staffSectionRoute(
  "/admin/accounts",
  "Business accounts",
  "Employers' account applications and approved accounts.",
  AccountsList,
);
export const meta = route.meta;
export default route.Page;
