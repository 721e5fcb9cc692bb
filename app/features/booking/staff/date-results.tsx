// Results for a whole course date on its page (issue 21, office manager's list item 8): each confirmed learner with
// passed / not passed / did not attend, and one Save. Each learner whose result changes is e-mailed it. Shown once
// the course has started; before then the page says when results open (the server refuses them too).
import { useQuery } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import type { CourseResult } from "#db/schema";
import { apiGet, apiRequest } from "#app/shared/api-client";
import { formatDate } from "#app/shared/dates";
import { Button } from "#app/shared/ui/button";
import { toast } from "#app/shared/ui/toast-store";
import { DataTable, type Column } from "#app/shared/staff/data-table";
import { nameColumn } from "#app/shared/staff/staff-list";
import { QueryState } from "#app/shared/staff/query-state";
import { useAdminMutation } from "#app/shared/staff/use-admin-mutation";
import { RESULT_TEXT } from "../changes/retake-rules";
import { RESULTS, type DateResults, type DateResultsInput, type DateResultsSaved } from "./date-results-schema";
import type { StaffDateKey } from "./date-roster";
import { TitledSection } from "#app/shared/staff/record-sections";

type Learner = DateResults["learners"][number];
type Chosen = Record<string, CourseResult | "">;

const learners = (count: number) => `${count} ${count === 1 ? "learner" : "learners"}`;

/** The rows whose choice differs from what is saved: the only ones Save sends. */
const changesOf = (rows: readonly Learner[], chosen: Chosen): DateResultsInput["results"] =>
  rows.flatMap((row) => {
    const result = chosen[row.bookingId];
    return result && result !== row.result ? [{ bookingId: row.bookingId, result }] : [];
  });

function ResultsForm({ path, data }: { path: string; data: DateResults }) {
  const saved = Object.fromEntries(data.learners.map((row) => [row.bookingId, row.result ?? ""])) as Chosen;
  const [chosen, setChosen] = useState<Chosen>(saved);
  const changes = changesOf(data.learners, chosen);
  const save = useAdminMutation<DateResultsInput, DateResultsSaved>({
    mutationFn: (input) => apiRequest("POST", path, input),
    invalidates: [
      ["admin", "date-results"],
      ["admin", "booking"],
      ["admin", "bookings"],
      ["admin", "audit"],
    ],
    failureMessage: "The results were not saved",
  });
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (changes.length === 0) return;
    const answer = await save.mutateAsync({ results: changes }).catch(() => undefined);
    if (answer) {
      toast({
        title: "Results saved",
        description: `${learners(answer.changed)} e-mailed their result${answer.unchanged > 0 ? `; ${answer.unchanged} unchanged` : ""}.`,
      });
    }
  }
  const blank = data.learners.filter((row) => !chosen[row.bookingId]);
  const columns: Column<Learner>[] = [
    nameColumn(
      "Learner",
      (row) => row.name,
      (row) => <span className="font-mono">{row.reference}</span>,
    ),
    {
      header: "Result",
      cell: (row) => (
        <select
          aria-label={`Result for ${row.name}`}
          className="w-full min-w-44 rounded-md border border-slate-300 bg-white px-2 py-2 text-base text-slate-900 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
          value={chosen[row.bookingId] ?? ""}
          onChange={(event) =>
            setChosen((was) => ({ ...was, [row.bookingId]: event.target.value as CourseResult | "" }))
          }
        >
          <option value="" disabled={row.result !== null}>
            Not recorded
          </option>
          {RESULTS.map((result) => (
            <option key={result} value={result}>
              {RESULT_TEXT[result]}
            </option>
          ))}
        </select>
      ),
    },
  ];
  return (
    <form method="post" noValidate onSubmit={submit} aria-label="Results for this date" className="space-y-3">
      <DataTable
        caption="Results"
        columns={columns}
        rows={data.learners}
        rowKey={(row) => row.bookingId}
        empty="Nobody has a confirmed booking on this date."
      />
      <p className="text-sm text-slate-700">
        Each learner whose result changes is e-mailed: not passed with their free retake, passed with what comes next,
        did not attend with how to rebook.
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {blank.length > 0 && (
          <Button
            type="button"
            variant="outline"
            onClick={() =>
              setChosen((was) => ({ ...was, ...Object.fromEntries(blank.map((row) => [row.bookingId, "passed"])) }))
            }
          >
            Mark the {learners(blank.length)} not recorded as passed
          </Button>
        )}
        <Button type="submit" disabled={save.isPending || changes.length === 0}>
          {save.isPending
            ? "Saving..."
            : changes.length === 0
              ? "Save results"
              : `Save results and e-mail ${learners(changes.length)}`}
        </Button>
      </div>
    </form>
  );
}

export function DateResultsSection({ dateKey }: { dateKey: StaffDateKey }) {
  const path = `/api/admin/dates/${dateKey.kind}/${dateKey.id}/results`;
  const results = useQuery({ queryKey: ["admin", "date-results", path], queryFn: () => apiGet<DateResults>(path) });
  return (
    <TitledSection look="page" title="Results">
      <QueryState query={results} loadingLabel="Loading results" errorMessage="Failed to load the results.">
        {(data) =>
          !data.started ? (
            <p className="text-sm text-slate-700">
              Results can be recorded once the course has started, on {formatDate(data.startDate)}.
            </p>
          ) : data.learners.length === 0 ? (
            <p className="text-sm text-slate-700">Nobody has a confirmed booking on this date.</p>
          ) : (
            // Keyed by what is saved, so the choices start again from the saved results after each Save.
            <ResultsForm
              key={data.learners.map((row) => `${row.bookingId}:${row.result}`).join()}
              path={path}
              data={data}
            />
          )
        }
      </QueryState>
    </TitledSection>
  );
}
