// A course date's roster (issue 13): its learners, phones, paid and owed, whether joining instructions went;
// printable as a sign-in sheet.
import { useQuery } from "@tanstack/react-query";
import Printer from "lucide-react/icons/printer";
import { useId, useState } from "react";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { formatPoundsExact } from "#app/shared/money";
import { Button } from "#app/shared/ui/button";
import { SelectField } from "#app/shared/ui/form-field";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { QueryState } from "#app/shared/staff/query-state";
import { TabHeader } from "#app/shared/staff/tab-header";
import type { Roster, RosterDate } from "./staff-schema";

type Learner = Roster["learners"][number];

const columns: Column<Learner>[] = [
  { header: "Learner", cell: (learner) => <span className="font-medium">{learner.name}</span> },
  { header: "Phone", className: "whitespace-nowrap", cell: (learner) => learner.phone },
  { header: "Reference", className: "font-mono", cell: (learner) => learner.reference },
  { header: "Paid", className: "whitespace-nowrap", cell: (learner) => formatPoundsExact(learner.amountPaid) },
  {
    header: "Owed",
    className: "whitespace-nowrap",
    cell: (learner) => (learner.owed > 0 ? formatPoundsExact(learner.owed) : "Nothing"),
  },
  { header: "Joining instructions", cell: (learner) => (learner.joiningInstructionsSent ? "Sent" : "Not yet") },
  {
    header: "Signature",
    className: "w-40",
    cell: () => <span className="block h-6 border-b border-slate-400" aria-hidden="true" />,
  },
];

export default function RosterTab() {
  const id = useId();
  const [chosen, setChosen] = useState("");
  const dates = useQuery({
    queryKey: ["admin", "roster", "dates"],
    queryFn: () => apiGet<RosterDate[]>("/api/admin/roster/dates"),
  });
  const roster = useQuery({
    queryKey: ["admin", "roster", chosen],
    queryFn: () => apiGet<Roster>(`/api/admin/roster?${chosen}`),
    enabled: chosen !== "",
  });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <TabHeader id={`${id}-heading`} title="Rosters" description="Who is coming to a course date, and what each owes.">
        {roster.data && (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="size-4" />
            Print sign-in sheet
          </Button>
        )}
      </TabHeader>
      <QueryState query={dates} loadingLabel="Loading course dates" errorMessage="Failed to load the course dates.">
        {(list) => (
          <div className="mb-5 max-w-xl print:hidden">
            <SelectField label="Course date" value={chosen} onChange={(event) => setChosen(event.target.value)}>
              <option value="">Choose a course date…</option>
              {list.map((date) => (
                <option key={date.id} value={`${date.kind}=${date.id}`}>
                  {formatDate(date.startDate)}: {date.courseTitle}, {date.location} ({date.learners}{" "}
                  {date.learners === 1 ? "learner" : "learners"})
                </option>
              ))}
            </SelectField>
          </div>
        )}
      </QueryState>
      {chosen && (
        <QueryState query={roster} loadingLabel="Loading the roster" errorMessage="Failed to load the roster.">
          {(sheet) => (
            <>
              <h3 className="mb-3 font-semibold text-brand-900">
                {sheet.courseTitle}, {formatDate(sheet.startDate)}, {sheet.location}
              </h3>
              <DataTable
                caption={`Roster: ${sheet.courseTitle}, ${formatDate(sheet.startDate)}`}
                columns={columns}
                rows={sheet.learners}
                rowKey={(learner) => learner.id}
                empty="No confirmed learners on this date yet."
              />
            </>
          )}
        </QueryState>
      )}
    </section>
  );
}
