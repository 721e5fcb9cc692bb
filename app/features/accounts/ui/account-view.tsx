// The signed-in contact's view of their business account (issue 24): the organisation and its terms, then its
// bookings and its documents, as tables that scroll sideways on a phone rather than widen the page.
import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { TermRow } from "#app/shared/ui/term-row";
import { formatPoundsExact } from "#app/shared/money";
import { CardSection } from "#app/shared/ui/card-section";
import { accountDocumentPath, DOCUMENT_KIND_LABELS, type AccountPage } from "../account-page";

const STATUS_WORDS: Record<string, string> = {
  applicant: "Waiting for our decision",
  approved: "Approved",
  declined: "Declined",
  "on-hold": "On hold: bookings on account are paused",
};

const BOOKING_STATUS_WORDS: Record<string, string> = {
  pending: "Awaiting payment",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
};

export function AccountView({ page }: { page: AccountPage }) {
  const { organisation } = page;
  return (
    <div className="mt-8 space-y-10">
      <CardSection id="organisation-title" title={organisation.name}>
        <dl className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
          <TermRow term="Status">{STATUS_WORDS[organisation.status] ?? organisation.status}</TermRow>
          <TermRow term="Payment terms">{organisation.termsDays} days from the invoice date</TermRow>
          <TermRow term="Credit limit">{formatPoundsExact(organisation.creditLimit)}</TermRow>
          <TermRow term="Unpaid invoices">{formatPoundsExact(organisation.unpaid)}</TermRow>
          <TermRow term="Purchase order on each booking">{organisation.poRequired ? "Yes" : "No"}</TermRow>
          <TermRow term="Invoices go to">{organisation.billingEmail}</TermRow>
          <TermRow term="Billing address">
            <span className="whitespace-pre-line">{organisation.billingAddress}</span>
            <br />
            {organisation.billingPostcode}
          </TermRow>
        </dl>
      </CardSection>
      <TableSection
        id="bookings-title"
        title="Bookings"
        empty="No bookings on this account yet."
        caption="Bookings on this account"
        head={["Reference", "Course", "Starts", "Learners", "Total", "Status"]}
        rows={page.bookings.map((booking) => [
          booking.reference,
          booking.reference,
          booking.courseTitle,
          booking.startDate ? formatDate(booking.startDate) : "",
          String(booking.seats),
          formatPoundsExact(booking.totalPrice),
          BOOKING_STATUS_WORDS[booking.status] ?? booking.status,
        ])}
      />
      <TableSection
        id="documents-title"
        title="Documents"
        empty="No invoices, receipts or credit notes yet."
        caption="Invoices, receipts and credit notes"
        head={["Number", "Kind", "Issued", "Due", "Total"]}
        rows={page.documents.map((document) => [
          document.id,
          // The PDF, opened with the session's cookie (no secret in the address).
          <a
            key="number"
            href={accountDocumentPath(document.id)}
            className="font-medium text-brand-700 underline underline-offset-4"
          >
            {document.displayNumber}
            <span className="sr-only"> (PDF)</span>
          </a>,
          DOCUMENT_KIND_LABELS[document.kind],
          formatDate(document.issuedOn),
          document.dueOn ? formatDate(document.dueOn) : "",
          formatPoundsExact(document.total),
        ])}
      />
    </div>
  );
}

/** A titled section with its table, or `empty` when it has no rows. `rows`: each row's key, then its cells. */
function TableSection({
  id,
  title,
  empty,
  caption,
  head,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  caption: string;
  head: string[];
  rows: [string, ...ReactNode[]][];
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="mt-3 text-slate-700">{empty}</p>
      ) : (
        // Focusable, so a keyboard can scroll the table on a narrow screen.
        <div
          className="mt-3 overflow-x-auto rounded-lg border border-slate-200"
          tabIndex={0}
          role="region"
          aria-label={caption}
        >
          <table className="w-full min-w-[36rem] text-left text-sm">
            <caption className="sr-only">{caption}</caption>
            <thead className="bg-slate-50 text-slate-900">
              <tr>
                {head.map((label) => (
                  <th key={label} scope="col" className="px-3 py-2 font-semibold">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 text-slate-700">
              {rows.map(([key, ...cells]) => (
                <tr key={key}>
                  {cells.map((cell, index) => (
                    <td key={head[index]} className="px-3 py-2">
                      {cell}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
