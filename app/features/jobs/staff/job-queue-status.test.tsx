import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import DeadJobsNotice, { DEAD_JOBS_QUERY_KEY, JOB_QUEUE_STATUS_QUERY_KEY } from "./dead-jobs-notice";
import type { DeadJob } from "./dead-job";
import { jobsLateWarning, type JobQueueStatus } from "./job-queue-status";

const status = (due: number, secondsLate: number): JobQueueStatus => ({
  due,
  secondsLate,
  oldestDueAt: due ? new Date(Date.now() - secondsLate * 1000).toISOString() : null,
});

describe("the late jobs warning", () => {
  it.each([
    ["nothing due", status(0, 0), null],
    ["a job due a moment ago", status(4, 10), null],
    ["exactly 5 minutes late", status(2, 300), null],
    ["just over 5 minutes late", status(2, 301), "Scheduled work is 5 minutes late: 2 tasks are waiting to run."],
    [
      "one job 12 minutes late",
      status(1, 12 * 60 + 30),
      "Scheduled work is 12 minutes late: 1 task is waiting to run.",
    ],
    ["hours late", status(400, 3 * 3600 + 100), "Scheduled work is 3 hours late: 400 tasks are waiting to run."],
  ])("%s", (_case, figures, expected) => {
    expect(jobsLateWarning(figures)).toBe(expected);
  });

  it("is not shown before the figures arrive", () => {
    expect(jobsLateWarning(undefined)).toBeNull();
  });
});

describe("the jobs notice on /admin", () => {
  function render(figures: JobQueueStatus, dead: DeadJob[] = []) {
    const client = new QueryClient();
    client.setQueryData(JOB_QUEUE_STATUS_QUERY_KEY, figures);
    client.setQueryData(DEAD_JOBS_QUERY_KEY, dead);
    // React marks where adjacent text parts meet with <!-- -->; the text staff read is without them.
    return renderToString(
      <QueryClientProvider client={client}>
        <DeadJobsNotice />
      </QueryClientProvider>,
    ).replaceAll("<!-- -->", "");
  }

  it("warns staff when the oldest due job is more than 5 minutes late, and says nothing otherwise", () => {
    const html = render(status(3, 8 * 60));
    expect(html).toContain('role="alert"');
    expect(html).toContain("Scheduled work is 8 minutes late: 3 tasks are waiting to run.");
    expect(render(status(3, 60))).toBe("");
  });

  it("still lists the jobs that failed for good", () => {
    const dead = [{ id: "j1", kind: "execute-refund", attempts: 8, lastError: "boom", finishedAt: null }];
    const html = render(status(0, 0), dead);
    expect(html).toContain("1 scheduled task has failed for good.");
    expect(html).toContain("execute-refund");
    expect(html).not.toContain("Scheduled work is");
  });
});
