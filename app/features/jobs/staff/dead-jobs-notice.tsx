// Scheduled work that gave up (decision 015) is shown to staff at the top of /admin, so nothing fails unseen.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import type { DeadJob } from "./dead-job";

export default function DeadJobsNotice() {
  const dead = useQuery({
    queryKey: ["admin", "jobs", "dead"],
    queryFn: () => apiGet<DeadJob[]>("/api/admin/jobs/dead"),
  });
  if (!dead.data?.length) return null;
  return (
    <div role="alert" className="mb-6 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-950 print:hidden">
      <p className="font-semibold">
        {dead.data.length} scheduled {dead.data.length === 1 ? "task has" : "tasks have"} failed for good. Please tell
        whoever runs the site.
      </p>
      <ul className="mt-2 list-disc pl-5">
        {dead.data.slice(0, 5).map((job) => (
          <li key={job.id}>
            {job.kind}, {job.finishedAt ? formatInstantWithTime(job.finishedAt) : "time unknown"}:{" "}
            {job.lastError ?? "no error recorded"}
          </li>
        ))}
      </ul>
    </div>
  );
}
