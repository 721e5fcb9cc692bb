import { cn } from "./cn";

export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn("animate-pulse rounded-md bg-slate-200", className)} />;
}

/** A column of placeholder bars, one per class list (height, width, top margin). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  return bars.map((bar, index) => <Skeleton key={index} className={bar} />);
}

/** The placeholder grid shown while courses or dates load (SPEC §9: 6 placeholders). */
export function CardSkeletonGrid({ count = 6, label = "Loading courses" }: { count?: number; label?: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-6 md:grid-cols-2 xl:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} data-testid="skeleton-card" className="rounded-xl border border-slate-200 p-6">
          <SkeletonBars
            bars={["h-6 w-2/3", "mt-4 h-4 w-full", "mt-2 h-4 w-5/6", "mt-6 h-24 w-full", "mt-6 h-10 w-full"]}
          />
        </div>
      ))}
    </div>
  );
}
