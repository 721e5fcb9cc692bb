import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { CourseInstanceInputSchema } from "../staff-schema";
import { changeImpactRoute, updateThroughGuard } from "../run-change-routes.server";
import { getStoredInstance, instanceStore, updateInstance } from "./instances-store.server";

/** /api/admin/course-instances (SPEC §2 Schedules tab, §7); an edit moving booked learners asks first (issue 21). */
export function instancesAdminApi(ctx: AppContext): Router {
  const router = Router();
  const store = { ...instanceStore, update: updateThroughGuard(ctx, "instance", updateInstance) };
  router.use(collectionRoutes(ctx.db, "/course-instances", "Schedule", CourseInstanceInputSchema, store));
  router.use(
    changeImpactRoute(ctx, {
      path: "/course-instances",
      what: "Schedule",
      kind: "instance",
      schema: CourseInstanceInputSchema,
      stored: getStoredInstance,
      update: updateInstance,
    }),
  );
  return router;
}
