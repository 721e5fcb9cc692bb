// The Rosters tab: choose a course date, see its roster, print it as a sign-in sheet, or open the date's own page.
import { useQuery } from "@tanstack/react-query";
import Printer from "lucide-react/icons/printer";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { apiGet } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { SelectField } from "#app/shared/ui/form-field";
import { QueryState } from "#app/shared/staff/query-state";
import { TabHeader } from "#app/shared/staff/tab-header";
import { DateRoster, staffDatePath, type StaffDateKey } from "./date-roster";
import type { RosterDate } from "./staff-schema";

const keyOf = (date: RosterDate): StaffDateKey => ({
  kind: date.kind === "instanceId" ? "instance" : "date",
  id: date.id,
});

export default function RosterTab() {
  const id = useId();
  // The chosen date is in the URL (?tab=rosters&date=instance:{id}), so the back button returns to it.
  const [params, setParams] = useSearchParams();
  const [kind, dateId] = (params.get("date") ?? "").split(":");
  const chosen: StaffDateKey | null = (kind === "instance" || kind === "date") && dateId ? { kind, id: dateId } : null;
  const dates = useQuery({
    queryKey: ["admin", "roster", "dates"],
    queryFn: () => apiGet<RosterDate[]>("/api/admin/roster/dates"),
  });
  return (
    <section aria-labelledby={`${id}-heading`}>
      <TabHeader id={`${id}-heading`} title="Rosters" description="Who is coming to a course date, and what each owes.">
        {chosen && (
          <>
            <Button asChild variant="outline">
              <Link to={staffDatePath(chosen)}>Open this date</Link>
            </Button>
            <Button variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" className="size-4" />
              Print sign-in sheet
            </Button>
          </>
        )}
      </TabHeader>
      <QueryState query={dates} loadingLabel="Loading course dates" errorMessage="Failed to load the course dates.">
        {(list) => (
          <div className="mb-5 max-w-xl print:hidden">
            <SelectField
              label="Course date"
              value={chosen ? `${chosen.kind}:${chosen.id}` : ""}
              onChange={(event) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  if (event.target.value) next.set("date", event.target.value);
                  else next.delete("date");
                  return next;
                })
              }
            >
              <option value="">Choose a course date…</option>
              {list.map((date) => {
                const key = keyOf(date);
                return (
                  <option key={date.id} value={`${key.kind}:${key.id}`}>
                    {formatDate(date.startDate)}: {date.courseTitle}, {date.location} ({date.learners}{" "}
                    {date.learners === 1 ? "learner" : "learners"})
                  </option>
                );
              })}
            </SelectField>
          </div>
        )}
      </QueryState>
      {chosen && <DateRoster dateKey={chosen} />}
    </section>
  );
}
