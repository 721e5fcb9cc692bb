// Scheduled work that gave up (decision 015), or that is more than 5 minutes late (issue 19), is shown to staff at the
// top of /admin, so nothing fails or stalls unseen: a late queue holds up refunds, waiting-list offers and held seats.
import { useQuery } from "@tanstack/react-query";
import { apiGet } from "#app/shared/api-client";
import { formatInstantWithTime } from "#app/shared/staff/staff-format";
import type { DeadJob } from "./dead-job";
import { LateWorkNotice } from "#app/shared/staff/late-work-notice";
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
  return (
    <LateWorkNotice<JobQueueStatus>
      queryKey={JOB_QUEUE_STATUS_QUERY_KEY}
      path="/api/admin/jobs/status"
      warningOf={jobsLateWarning}
      detailOf={(status) =>
        `${status.oldestDueAt ? `The longest-waiting has been due since ${formatInstantWithTime(status.oldestDueAt)}. ` : ""}` +
        "Refunds, waiting-list offers, expired holds and e-mails may be held up; if this lasts, please tell whoever runs the site."
      }
    />
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
