import { staffSectionRoute } from "#app/shared/staff/staff-section-route";
import { DocumentsPage } from "../ui/documents-page";

/** /admin/documents: every invoice, receipt and credit note issued, and the money journal's export (issue 24). */
const route = staffSectionRoute(
  "/admin/documents",
  "Documents",
  "Invoices, receipts and credit notes issued.",
  DocumentsPage,
);
export const meta = route.meta;
export default route.Page;
