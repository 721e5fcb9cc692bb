import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { analyticsAdminApi } from "./api/analytics-admin.server";
import { bookingsAdminApi } from "./api/bookings-admin.server";
import { coursesAdminApi } from "./api/courses-admin.server";
import { datesAdminApi } from "./api/dates-admin.server";
import { instancesAdminApi } from "./api/instances-admin.server";
import { leadsAdminApi } from "./api/leads-admin.server";
import { postsAdminApi } from "./api/posts-admin.server";

/**
 * Every /api/admin route; mounted behind requireAdmin (and the same-origin
 * guard) in server/app.ts. Each entity's router names its full paths and is
 * mounted without a prefix, so the access test can list every route.
 */
export function adminApi(ctx: AppContext): Router {
  const router = Router();
  router.use(
    leadsAdminApi(ctx),
    coursesAdminApi(ctx),
    instancesAdminApi(ctx),
    datesAdminApi(ctx),
    postsAdminApi(ctx),
    bookingsAdminApi(ctx),
    analyticsAdminApi(ctx),
  );
  return router;
}
