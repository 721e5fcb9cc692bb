import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { deadJobs, jobBacklog } from "../job-queue.server";
import type { DeadJob } from "./dead-job";
import type { JobQueueStatus } from "./job-queue-status";

/**
 * GET /api/admin/jobs/dead: scheduled work that gave up after its last try, for staff to see (decision 015).
 * GET /api/admin/jobs/status: how late the longest-waiting due job is, for the warning on /admin (issue 19).
 */
export function jobsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/jobs/dead", async (_req, res) => {
    const jobs: DeadJob[] = (await deadJobs(ctx.db)).map((job) => ({
      id: job.id,
      kind: job.kind,
      attempts: job.attempts,
      lastError: job.lastError,
      finishedAt: job.finishedAt?.toISOString() ?? null,
    }));
    res.json(jobs);
  });
  router.get("/jobs/status", async (_req, res) => {
    const backlog = await jobBacklog(ctx.db);
    res.json({ ...backlog, oldestDueAt: backlog.oldestDueAt?.toISOString() ?? null } satisfies JobQueueStatus);
  });
  return router;
}
