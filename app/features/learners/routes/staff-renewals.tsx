import { staffSectionRoute } from "#app/shared/staff/staff-section-route";
import { RenewalsPage } from "../renewals/renewals-page";

/** /admin/renewals: who is due for renewal, by month (issue 23). */
const route = staffSectionRoute(
  "/admin/renewals",
  "Due for renewal",
  "First aid certificates and SIA licences that expire soon.",
  RenewalsPage,
);
export const meta = route.meta;
export default route.Page;
