import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { getAnalytics } from "./analytics-store.server";

/** /api/admin/analytics (SPEC §2 analytics panel). */
export function analyticsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/analytics", async (_req, res) => {
    res.json(await getAnalytics(ctx.db));
  });
  return router;
}
