// The "History" section of a record's staff page (issue 21, "who did what"): the audit log of that booking, date or
// person, newest first, with a link to the whole log filtered the same way.
import { useQuery } from "@tanstack/react-query";
import { useId } from "react";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { QueryState } from "#app/shared/staff/query-state";
import { withQuery } from "#app/shared/staff/staff-format";
import type { AdminAuditEntry, AuditRecordType } from "./audit-schema";
import { AuditEntries } from "./ui/audit-entries";

export type HistoryOf = { recordType: AuditRecordType; recordId: string } | { personId: string };

/** Shown at most; the rest is on the audit page. */
const SHOWN = 20;

/**
 * `refreshedAt` is when the page's own record last loaded (a query's dataUpdatedAt): a change made on the page reloads
 * the record, and so the history too.
 */
export function RecordHistory({ of, refreshedAt = 0 }: { of: HistoryOf; refreshedAt?: number }) {
  const id = useId();
  const filters = "personId" in of ? { personId: of.personId } : { recordType: of.recordType, record: of.recordId };
  const history = useQuery({
    queryKey: ["admin", "audit", filters, refreshedAt],
    queryFn: () => apiGet<AdminAuditEntry[]>(withQuery("/api/admin/audit", filters)),
  });
  return (
    <section aria-labelledby={`${id}-heading`} className="print:hidden">
      <h2 id={`${id}-heading`} className="mb-1 text-lg font-semibold text-brand-900">
        History
      </h2>
      <p className="mb-3 text-sm text-slate-600">
        What staff did here, newest first.{" "}
        <Link to={withQuery("/admin/audit", filters)} className="text-brand-700 underline underline-offset-2">
          The whole audit log for this
        </Link>
      </p>
      <QueryState query={history} what="the history">
        {(entries) =>
          entries.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-4 text-sm text-slate-700">Nothing yet.</p>
          ) : (
            <AuditEntries entries={entries.slice(0, SHOWN)} />
          )
        }
      </QueryState>
    </section>
  );
}
