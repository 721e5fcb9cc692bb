import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { mailBacklog } from "../outbox.server";
import type { MailStatus } from "./mail-status";

/** GET /api/admin/mail/status: how far the outbox is behind, for the warning on /admin (issue 20). */
export function mailAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/mail/status", async (_req, res) => {
    const backlog = await mailBacklog(ctx.db);
    res.json({ ...backlog, oldestQueuedAt: backlog.oldestQueuedAt?.toISOString() ?? null } satisfies MailStatus);
  });
  return router;
}
