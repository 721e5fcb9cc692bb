import { Skeleton } from "#app/shared/ui/skeleton";

export function SuccessSkeleton() {
  return (
    <div role="status" aria-label="Loading your booking" className="mx-auto max-w-3xl space-y-8 px-4 py-12 sm:px-6">
      <div className="flex flex-col items-center gap-4">
        <Skeleton className="size-16 rounded-full" />
        <Skeleton className="h-9 w-64" />
        <Skeleton className="h-4 w-80 max-w-full" />
      </div>
      <div className="space-y-3 rounded-xl border border-slate-200 p-6">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-5 w-full" />
        ))}
      </div>
    </div>
  );
}
