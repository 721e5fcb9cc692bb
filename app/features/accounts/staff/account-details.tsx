import { formatDate } from "#app/shared/dates";
import { TermRow } from "#app/shared/ui/term-row";
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
        <TermRow term="Status">
          <AccountStatusBadge status={account.status} />
        </TermRow>
        <TermRow term="Applied">{formatDate(account.createdAt)}</TermRow>
        <TermRow term="Decided">
          {account.decidedAt
            ? `${formatInstantWithTime(account.decidedAt)}${account.decidedBy ? ` by ${account.decidedBy}` : ""}`
            : "Not yet"}
        </TermRow>
        {account.decisionNote && <TermRow term="Note to the business">{account.decisionNote}</TermRow>}
        <TermRow term="Billing address">
          <span className="whitespace-pre-line">{account.billingAddress}</span>
          <br />
          {account.billingPostcode}
        </TermRow>
        <TermRow term="Billing e-mail">
          <a href={`mailto:${account.billingEmail}`} className="break-all text-brand-700 underline">
            {account.billingEmail}
          </a>
        </TermRow>
        <TermRow term="Phone">{account.phone ?? "Not given"}</TermRow>
        <TermRow term="VAT number">{account.vatNumber ?? "Not given"}</TermRow>
        <TermRow term="Purchase order on each booking">{account.poRequired ? "Yes" : "No"}</TermRow>
        <TermRow term="Payment terms">{account.termsDays} days</TermRow>
        <TermRow term="Credit limit">{formatPoundsExact(account.creditLimit)}</TermRow>
        <TermRow term="Unpaid invoices">{formatPoundsExact(account.unpaid)}</TermRow>
        <TermRow term="Bookings">{account.bookings}</TermRow>
      </dl>
    </section>
  );
}
