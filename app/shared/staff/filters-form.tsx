// The filters above a staff report or log: a boxed form whose fields start from the filters shown (it is drawn anew
// when they change, so its boxes follow the address) and that hands what was chosen to `onApply`; the filters read
// from the address and checked with the API's own query schema; and the results under them.
import type { UseQueryResult } from "@tanstack/react-query";
import type { FormEvent, ReactNode } from "react";
import type { z } from "zod";
import { QueryState } from "./query-state";
import { TitledSection } from "./record-sections";
import { useUrlFilters } from "./use-url-filters";

export function FiltersForm({
  label,
  shown,
  onApply,
  children,
}: {
  label: string;
  shown: unknown;
  onApply(form: FormData): void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onApply(new FormData(event.currentTarget));
  };
  return (
    <form
      method="get"
      key={JSON.stringify(shown)}
      onSubmit={submit}
      aria-label={label}
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      {children}
    </form>
  );
}

/**
 * The filters in the address (`names` as for useUrlFilters), checked with `schema`, the API's own query schema, so
 * filters it would refuse are never sent: `problem` is the first thing wrong with them and `errorOf(field)` its
 * message under the field it names.
 */
export function useCheckedFilters<K extends string, S extends z.ZodType>(
  names: Readonly<Record<K, string>>,
  schema: S,
) {
  const [filters, setFilters] = useUrlFilters(names);
  const parsed = schema.safeParse(filters);
  const problem = parsed.success ? undefined : parsed.error.issues[0];
  const errorOf = (field: string) => (problem?.path[0] === field ? problem.message : undefined);
  return { filters, setFilters, parsed, problem, errorOf };
}

/** The results under the filters: their heading, then what is wrong with the filters, or the query's data. */
export function FilteredResults<T>({
  heading,
  problem,
  query,
  what,
  children,
}: {
  heading: string;
  problem: { message: string } | undefined;
  query: UseQueryResult<T>;
  /** Names the data in the loading and error messages, as QueryState's `what`. */
  what: string;
  children: (data: T) => ReactNode;
}) {
  return (
    <TitledSection look="list" title={heading}>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      ) : (
        <QueryState query={query} what={what}>
          {children}
        </QueryState>
      )}
    </TitledSection>
  );
}
