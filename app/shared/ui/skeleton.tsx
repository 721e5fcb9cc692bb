import { cn } from "./cn";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

/** The placeholder grid shown while courses or dates load (SPEC §9: 6 placeholders). */
export function CardSkeletonGrid({ count = 6, label = "Loading courses" }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton-card" className="rounded-xl border border-slate-200 p-6">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="mt-4 h-4 w-full" />
          <Skeleton className="mt-2 h-4 w-5/6" />
          <Skeleton className="mt-6 h-24 w-full" />
          <Skeleton className="mt-6 h-10 w-full" />
        </div>
      ))}
    </div>
  );
}
