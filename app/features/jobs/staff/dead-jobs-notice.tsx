// Scheduled work that gave up (decision 015), or that is more than 5 minutes late (issue 19), is shown to staff at the
// top of /admin, so nothing fails or stalls unseen: a late queue holds up refunds, waiting-list offers and held seats.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import type { DeadJob } from "./dead-job";
import { jobsLateWarning, type JobQueueStatus } from "./job-queue-status";

export const DEAD_JOBS_QUERY_KEY = ["admin", "jobs", "dead"];
export const JOB_QUEUE_STATUS_QUERY_KEY = ["admin", "jobs", "status"];

export default function DeadJobsNotice() {
  return (
    <>
      <LateJobsNotice />
      <DeadJobsList />
    </>
  );
}

function LateJobsNotice() {
  const status = useQuery({
    queryKey: JOB_QUEUE_STATUS_QUERY_KEY,
    queryFn: () => apiGet<JobQueueStatus>("/api/admin/jobs/status"),
    refetchInterval: 60_000,
  });
  const warning = jobsLateWarning(status.data);
  if (!warning) return null;
  const oldest = status.data?.oldestDueAt;
  return (
    <div
      role="alert"
      className="mb-6 rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 print:hidden"
    >
      <p className="font-semibold">{warning}</p>
      <p className="mt-1">
        {oldest ? `The longest-waiting has been due since ${formatInstantWithTime(oldest)}. ` : ""}
        Refunds, waiting-list offers, expired holds and e-mails may be held up; if this lasts, please tell whoever runs
        the site.
      </p>
    </div>
  );
}

function DeadJobsList() {
  const dead = useQuery({
    queryKey: DEAD_JOBS_QUERY_KEY,
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
