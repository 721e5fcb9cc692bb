import { useQuery } from "@tanstack/react-query";
import { useParams } from "react-router";
import { RecordHistory } from "#app/features/audit/audit-history";
import { apiGet } from "#app/shared/api-client";
import { QueryState } from "#app/shared/staff/query-state";
import { StaffPage, staffPageMeta } from "#app/shared/staff/staff-page";
import { useDocumentTitle } from "#app/shared/staff/use-document-title";
import { AccountContacts } from "../staff/account-contacts";
import { AccountDecisions } from "../staff/account-decisions";
import { AccountDetails } from "../staff/account-details";
import type { AdminOrganisation } from "../staff/staff-schema";
import type { Route } from "./+types/staff-account";

export function meta({ matches, params }: Route.MetaArgs) {
  return staffPageMeta(
    matches,
    "Business account",
    "A business account: its details, contacts and the staff's decision.",
    `/admin/accounts/${params.id}`,
  );
}

/** /admin/accounts/{id}: one business account (issue 24). */
export default function StaffAccount() {
  const { id = "" } = useParams();
  const key = ["admin", "organisation", id];
  const account = useQuery({
    queryKey: key,
    queryFn: () => apiGet<AdminOrganisation>(`/api/admin/organisations/${id}`),
  });
  useDocumentTitle(account.data?.name);
  const invalidates = [key, ["admin", "organisations"]];
  return (
    <StaffPage
      title={account.data?.name ?? "Business account"}
      back={{ to: "/admin/accounts", label: "Business accounts" }}
    >
      <QueryState query={account} what="the account">
        {(data) => (
          <>
            <AccountDetails account={data} />
            <div className="grid gap-6 lg:grid-cols-2">
              <AccountDecisions account={data} invalidates={invalidates} />
              <AccountContacts account={data} invalidates={invalidates} />
            </div>
            <RecordHistory of={{ recordType: "organisation", recordId: data.id }} refreshedAt={account.dataUpdatedAt} />
          </>
        )}
      </QueryState>
    </StaffPage>
  );
}
