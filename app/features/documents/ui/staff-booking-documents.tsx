// 'Documents' on a booking's staff page (issue 24): its invoices, receipts and credit notes, each a PDF; an invoice
// says whether it is paid, part paid or overdue, and one with money owed has 'Record payment' for a bank transfer.
// Under the booking's query key, so recording a payment (which issues a receipt) refreshes it with the booking.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate, londonToday } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { adminKeys } from "#app/shared/staff/query-client";
import { withQuery } from "#app/shared/staff/staff-format";
import { Button } from "#app/shared/ui/button";
import type { AdminDocument } from "../documents-schema";
import { invoiceStateText } from "../invoice-status";
import { InvoicePaymentForm } from "./invoice-payment-form";
import { TitledSection } from "#app/shared/staff/record-sections";

export function StaffBookingDocuments({ bookingId }: { bookingId: string }) {
  const [recording, setRecording] = useState<string | null>(null);
  const list = useQuery({
    queryKey: [...adminKeys.booking(bookingId), "documents"],
    queryFn: () => apiGet<AdminDocument[]>(withQuery("/api/admin/documents", { bookingId })),
    retry: false,
  });
  if (!list.data || list.data.length === 0) return null;
  const today = londonToday();
  return (
    <TitledSection look="card" id="documents-heading" title="Documents">
      <ul className="divide-y divide-slate-200 text-sm">
        {list.data.map((document) => (
          <li key={document.id} className="flex flex-wrap items-center justify-between gap-3 py-2">
            <a
              href={`/api/admin/documents/${document.id}.pdf`}
              target="_blank"
              rel="noopener"
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              {`${document.title} ${document.number}`}
            </a>
            <span className="text-slate-700">
              {formatDate(document.issuedOn)}, {formatPoundsExact(document.total)}
              {document.owed !== null && `: ${invoiceStateText({ ...document, owed: document.owed }, today)}`}
            </span>
            {document.owed !== null && document.owed > 0 && recording !== document.id && (
              <Button type="button" variant="outline" onClick={() => setRecording(document.id)}>
                Record payment
              </Button>
            )}
            {document.owed !== null && recording === document.id && (
              <InvoicePaymentForm
                invoice={{ ...document, owed: document.owed }}
                bookingId={bookingId}
                onDone={() => setRecording(null)}
              />
            )}
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
