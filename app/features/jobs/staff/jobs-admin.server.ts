import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { deadJobs } from "../job-queue.server";
import type { DeadJob } from "./dead-job";

/** GET /api/admin/jobs/dead: scheduled work that gave up after its last try, for staff to see (decision 015). */
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
  return router;
}
