// The customer's invoices, receipts and credit notes on their booking page (issue 24): each a PDF to download, by the
// booking's link. They come with the page's view, so a payment that adds a receipt adds it to the list; a booking
// from before documents has none, and the section stays away.
import FileText from "lucide-react/icons/file-text";
import type { BookingDocument } from "./documents-schema";

const base = (token: string) => `/api/bookings/by-token/${encodeURIComponent(token)}/documents`;

export function BookingDocuments({ token, documents }: { token: string; documents: BookingDocument[] }) {
  if (documents.length === 0) return null;
  return (
    <section aria-labelledby="section-documents" className="rounded-xl border border-slate-200 p-5">
      <h2 id="section-documents" className="mb-3 text-lg font-bold text-brand-900">
        Documents
      </h2>
      <ul className="divide-y divide-slate-200" aria-label="Invoices, receipts and credit notes">
        {documents.map((document) => (
          <li key={document.id} className="flex items-center justify-between gap-3 py-2 text-sm">
            <a
              href={`${base(token)}/${document.id}.pdf`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 font-semibold text-brand-700 underline underline-offset-4"
            >
              <FileText aria-hidden="true" className="size-4 shrink-0" />
              {/* A narrow phone breaks a line at the number's hyphen (R-\n000001) unless told not to. */}
              {document.title} <span className="whitespace-nowrap">{document.number}</span>
            </a>
            <span className="text-right text-slate-700">
              {/* Worded by the server: the day and total, and an invoice's state (issue 24). */}
              {document.line}
              {document.state && <br />}
              {document.state}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
