// Rows of the audit log as staff read them (issue 21): when, who, what happened, and what changed, field by field.
import { Link } from "react-router";
import { formatInstantWithTime, humanise } from "#app/shared/staff/staff-format";
import type { AdminAuditEntry } from "../audit-schema";

/** A record's own staff page, for the kinds of record that have one. */
export function recordPath(recordType: string, recordId: string): string | null {
  switch (recordType) {
    case "booking":
      return `/admin/bookings/${recordId}`;
    case "person":
      return `/admin/people/${recordId}`;
    case "instance":
      return `/admin/dates/instance/${recordId}`;
    case "available-date":
      return `/admin/dates/date/${recordId}`;
    case "organisation":
      return `/admin/accounts/${recordId}`;
    default:
      return null;
  }
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "string") return value;
  return JSON.stringify(value);
}

/** Field, as it was, as it is: a small table, scrolling inside its box on a phone. */
export function ChangeDetails({ entry }: { entry: AdminAuditEntry }) {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (fields.length === 0) return null;
  const label = entry.before && entry.after ? "What changed" : entry.after ? "What it was set to" : "What it was";
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-medium text-brand-700 hover:underline">
        {label} ({fields.length} {fields.length === 1 ? "field" : "fields"})
      </summary>
      <div className="mt-2 overflow-x-auto rounded-md border border-slate-200">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">{label}</caption>
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              <th scope="col" className="px-2 py-1.5">
                Field
              </th>
              {entry.before && (
                <th scope="col" className="px-2 py-1.5">
                  Before
                </th>
              )}
              {entry.after && (
                <th scope="col" className="px-2 py-1.5">
                  After
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row" className="px-2 py-1.5 font-medium whitespace-nowrap">
                  {humanise(field.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase())}
                </th>
                {entry.before && (
                  <td className="max-w-64 px-2 py-1.5 break-words whitespace-pre-line">
                    {valueText(entry.before[field])}
                  </td>
                )}
                {entry.after && (
                  <td className="max-w-64 px-2 py-1.5 break-words whitespace-pre-line">
                    {valueText(entry.after[field])}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}

/** The log as a list, newest first; `linkRecords` adds a link to each record's page (the audit page). */
export function AuditEntries({ entries, linkRecords = false }: { entries: AdminAuditEntry[]; linkRecords?: boolean }) {
  return (
    <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
      {entries.map((entry) => {
        const path = linkRecords ? recordPath(entry.recordType, entry.recordId) : null;
        return (
          <li key={entry.id} className="px-3 py-2.5">
            <p className="text-sm text-slate-900">{entry.summary}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={entry.at}>{formatInstantWithTime(entry.at)}</time>, by {entry.actor}
              {path && (
                <>
                  {" · "}
                  <Link to={path} className="text-brand-700 underline underline-offset-2">
                    Open the {humanise(entry.recordType).toLowerCase()}
                  </Link>
                </>
              )}
            </p>
            <ChangeDetails entry={entry} />
          </li>
        );
      })}
    </ol>
  );
}
