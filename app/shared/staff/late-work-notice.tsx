// A warning at the top of /admin that work the site does by itself is running late (scheduled jobs, issue 19; mail,
// issue 20): polled every minute, shown only while `warningOf` says so.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";

export function LateWorkNotice<Status>({
  queryKey,
  path,
  warningOf,
  detailOf,
}: {
  queryKey: readonly unknown[];
  path: string;
  warningOf: (status: Status | undefined) => string | null | undefined;
  /** What it holds up and what to do, from the status. */
  detailOf: (status: Status) => string;
}) {
  const status = useQuery({ queryKey, queryFn: () => apiGet<Status>(path), refetchInterval: 60_000 });
  const warning = warningOf(status.data);
  if (!warning || !status.data) return null;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:hidden"
    >
      <p className="font-semibold">{warning}</p>
      <p className="mt-1">{detailOf(status.data)}</p>
    </div>
  );
}
