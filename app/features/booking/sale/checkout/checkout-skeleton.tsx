import { Skeleton, SkeletonBars } from "#app/shared/ui/skeleton";
import { CheckoutShell } from "./checkout-page";

/** Shown until the browser has read the saved booking (it lives in local storage, so not on the server). */
export function CheckoutSkeleton() {
  return (
    <CheckoutShell>
      <div role="status" aria-label="Loading your booking" className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="space-y-5 rounded-xl border border-slate-200 p-6">
          {Array.from({ length: 5 }, (_, index) => (
            <div key={index}>
              <Skeleton className="h-4 w-28" />
              <Skeleton className="mt-2 h-11 w-full" />
            </div>
          ))}
          <Skeleton className="h-12 w-full" />
        </div>
        <div className="rounded-xl border border-slate-200 p-6">
          <SkeletonBars bars={["h-6 w-2/3", "mt-4 h-4 w-full", "mt-2 h-4 w-5/6", "mt-2 h-4 w-4/6", "mt-6 h-8 w-1/2"]} />
        </div>
      </div>
    </CheckoutShell>
  );
}
