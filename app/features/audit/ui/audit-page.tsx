// /admin/audit (issue 21, "who did what"): the whole log, filtered by kind of record and record, person, member of
// staff and days; the filters are in the address, and the CSV has the same rows.
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { Button } from "#app/shared/ui/button";
import { SelectField, TextField } from "#app/shared/ui/form-field";
import { FilteredResults, FiltersForm, useCheckedFilters } from "#app/shared/staff/filters-form";
import { ExportCsvLink } from "#app/shared/staff/staff-list";
import { withQuery } from "#app/shared/staff/staff-format";
import { AUDIT_RECORD_TYPES, AuditQuerySchema, RECORD_TYPE_NAMES, type AdminAuditEntry } from "../audit-schema";
import { AuditEntries } from "./audit-entries";

const FILTERS_IN_URL = {
  recordType: "recordType",
  record: "record",
  actor: "actor",
  personId: "personId",
  from: "from",
  to: "to",
} as const;

type Filters = Record<keyof typeof FILTERS_IN_URL, string>;

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function AuditPage() {
  const { filters, setFilters, parsed, problem, errorOf } = useCheckedFilters(FILTERS_IN_URL, AuditQuerySchema);
  const log = useQuery({
    queryKey: ["admin", "audit", "page", filters],
    queryFn: () => apiGet<AdminAuditEntry[]>(withQuery("/api/admin/audit", filters)),
    enabled: parsed.success,
  });
  const actors = useQuery({
    queryKey: ["admin", "audit", "actors"],
    queryFn: () => apiGet<string[]>("/api/admin/audit/actors"),
  });
  const apply = (form: FormData) => {
    const text = (name: string) => String(form.get(name) ?? "").trim();
    setFilters({
      recordType: text("recordType"),
      record: text("record"),
      actor: text("actor"),
      personId: filters.personId,
      from: text("from"),
      to: text("to"),
    } satisfies Filters);
  };
  return (
    <>
      <FiltersForm label="Filter the audit log" shown={filters} onApply={apply}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField label="Kind of record" name="recordType" defaultValue={filters.recordType}>
            <option value="">Any</option>
            {AUDIT_RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {capitalised(RECORD_TYPE_NAMES[type])}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Record"
            name="record"
            hint="A booking reference (TV-…) or a record's id"
            defaultValue={filters.record}
            error={errorOf("record")}
          />
          <SelectField label="Member of staff" name="actor" defaultValue={filters.actor}>
            <option value="">Anyone</option>
            {(actors.data ?? (filters.actor ? [filters.actor] : [])).map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </SelectField>
          <TextField label="From" name="from" type="date" defaultValue={filters.from} />
          <TextField label="To" name="to" type="date" defaultValue={filters.to} error={errorOf("to")} />
        </div>
        {filters.personId && (
          <p className="text-sm text-slate-700">
            About one person and their bookings, waiting-list entries and enquiries.{" "}
            <Link to={`/admin/people/${filters.personId}`} className="text-brand-700 underline underline-offset-2">
              Their page
            </Link>
            {" · "}
            <button
              type="button"
              className="text-brand-700 underline underline-offset-2"
              onClick={() => setFilters({ personId: "" })}
            >
              Everyone
            </button>
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button type="submit">Show</Button>
          <ExportCsvLink href={withQuery("/api/admin/audit.csv", parsed.success ? filters : {})} />
        </div>
      </FiltersForm>
      <FilteredResults heading="Entries" problem={problem} query={log} what="the audit log">
        {(entries) =>
          entries.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-700">
              Nothing matches these filters.
            </p>
          ) : (
            <>
              <p className="mb-2 text-sm text-slate-700">
                {entries.length === 500
                  ? "The newest 500 entries."
                  : `${entries.length} ${entries.length === 1 ? "entry" : "entries"}.`}
              </p>
              <AuditEntries entries={entries} linkRecords />
            </>
          )
        }
      </FilteredResults>
    </>
  );
}
