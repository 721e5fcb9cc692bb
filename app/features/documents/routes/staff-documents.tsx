import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { DocumentsPage } from "../ui/documents-page";
import type { Route } from "./+types/staff-documents";

export function meta({ matches }: Route.MetaArgs) {
  return staffPageMeta(matches, "Documents", "Invoices, receipts and credit notes issued.", "/admin/documents");
}

/** /admin/documents: every invoice, receipt and credit note issued, and the money journal's export (issue 24). */
export default function StaffDocuments() {
  return (
    <StaffPage title="Documents" back={{ to: "/admin", label: "Admin Dashboard" }}>
      <DocumentsPage />
    </StaffPage>
  );
}
