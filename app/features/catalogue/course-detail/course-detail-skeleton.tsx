import { Skeleton, SkeletonBars } from "#app/shared/ui/skeleton";

/** Stands in for the course page while its data loads on client-side navigation. */
export function CourseDetailSkeleton() {
  return (
    <div role="status" aria-label="Loading course" data-testid="course-skeleton">
      <div className="bg-brand-950">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_22rem] lg:items-end lg:px-8 lg:py-20">
          <div>
            <SkeletonBars
              bars={[
                "h-4 w-48 bg-white/15",
                "mt-6 h-6 w-40 bg-white/15",
                "mt-4 h-12 w-3/4 bg-white/20",
                "mt-5 h-4 w-full bg-white/15",
                "mt-2 h-4 w-5/6 bg-white/15",
                "mt-2 h-4 w-2/3 bg-white/15",
              ]}
            />
          </div>
          <Skeleton className="h-56 w-full rounded-xl bg-white/20" />
        </div>
      </div>
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="space-y-3 lg:col-span-2">
          <Skeleton className="h-8 w-56" />
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} className="h-5 w-full" />
          ))}
        </div>
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}
