import type { UseQueryResult } from "@tanstack/react-query";
import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import Loader2 from "lucide-react/icons/loader-circle";
import type { ReactNode } from "react";
import { Button } from "#app/shared/ui/button";
import { Skeleton } from "#app/shared/ui/skeleton";

export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
      <Loader2 aria-hidden="true" className="size-8 animate-spin text-brand-700" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

export function TableSkeleton({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="space-y-3 rounded-lg border border-slate-200 p-4">
      <Skeleton className="h-5 w-full" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-9 w-full" />
      ))}
    </div>
  );
}

/**
 * A query's three faces: a skeleton while it loads, an error with Retry, then its data. `what` names the data in the
 * usual words ('Loading the notes', 'Failed to load the notes.'); `loadingLabel` and `errorMessage` say it otherwise.
 */
export function QueryState<T>({
  query,
  children,
  ...words
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
} & ({ what: string } | { loadingLabel: string; errorMessage: string })) {
  const { loadingLabel, errorMessage } =
    "what" in words ? { loadingLabel: `Loading ${words.what}`, errorMessage: `Failed to load ${words.what}.` } : words;
  if (query.isPending) return <TableSkeleton label={loadingLabel} />;
  if (query.isError) {
    return (
      <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-center">
        <AlertTriangle aria-hidden="true" className="mx-auto size-6 text-red-700" />
        <p className="mt-2 font-medium text-red-900">{errorMessage}</p>
        <Button className="mt-4" variant="outline" size="sm" onClick={() => void query.refetch()}>
          Retry
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
