import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { CourseInputSchema } from "../staff-schema";
import { courseStore } from "./courses-store.server";

/** /api/admin/courses (SPEC §2 Courses tab, §7). */
export function coursesAdminApi(ctx: AppContext): Router {
  return collectionRoutes(ctx.db, "/courses", "Course", CourseInputSchema, courseStore);
}
