import type { ReactNode } from "react";
import { formatDate } from "#app/shared/dates";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import { formatPoundsExact } from "#app/shared/money";
import { AccountStatusBadge } from "./account-status-badge";
import type { AdminOrganisation } from "./staff-schema";

/** What the business gave when it applied, and where it stands now. */
export function AccountDetails({ account }: { account: AdminOrganisation }) {
  return (
    <section aria-labelledby="details-title" className="rounded-lg border border-slate-200 p-4">
      <h2 id="details-title" className="sr-only">
        Details
      </h2>
      <dl className="grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-3">
        <Row term="Status">
          <AccountStatusBadge status={account.status} />
        </Row>
        <Row term="Applied">{formatDate(account.createdAt)}</Row>
        <Row term="Decided">
          {account.decidedAt
            ? `${formatInstantWithTime(account.decidedAt)}${account.decidedBy ? ` by ${account.decidedBy}` : ""}`
            : "Not yet"}
        </Row>
        {account.decisionNote && <Row term="Note to the business">{account.decisionNote}</Row>}
        <Row term="Billing address">
          <span className="whitespace-pre-line">{account.billingAddress}</span>
          <br />
          {account.billingPostcode}
        </Row>
        <Row term="Billing e-mail">
          <a href={`mailto:${account.billingEmail}`} className="break-all text-brand-700 underline">
            {account.billingEmail}
          </a>
        </Row>
        <Row term="Phone">{account.phone ?? "Not given"}</Row>
        <Row term="VAT number">{account.vatNumber ?? "Not given"}</Row>
        <Row term="Purchase order on each booking">{account.poRequired ? "Yes" : "No"}</Row>
        <Row term="Payment terms">{account.termsDays} days</Row>
        <Row term="Credit limit">{formatPoundsExact(account.creditLimit)}</Row>
        <Row term="Unpaid invoices">{formatPoundsExact(account.unpaid)}</Row>
        <Row term="Bookings">{account.bookings}</Row>
      </dl>
    </section>
  );
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-slate-900">{term}</dt>
      <dd className="mt-1 break-words text-slate-700">{children}</dd>
    </div>
  );
}
