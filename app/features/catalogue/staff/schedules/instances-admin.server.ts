import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { CourseInstanceInputSchema } from "../staff-schema";
import { instanceStore } from "./instances-store.server";

/** /api/admin/course-instances (SPEC §2 Schedules tab, §7). */
export function instancesAdminApi(ctx: AppContext): Router {
  return collectionRoutes(ctx.db, "/course-instances", "Schedule", CourseInstanceInputSchema, instanceStore);
}
