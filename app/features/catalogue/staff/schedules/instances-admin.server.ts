import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { CourseInstanceInputSchema } from "../staff-schema";
import { timetableAdminApi } from "../timetable-store.server";
import { instanceStore } from "./instances-store.server";

/** /api/admin/course-instances (SPEC §2 Schedules tab, §7); an edit moving booked learners asks first (issue 21). */
export const instancesAdminApi = (ctx: AppContext): Router =>
  timetableAdminApi(ctx, {
    path: "/course-instances",
    what: "Schedule",
    schema: CourseInstanceInputSchema,
    store: instanceStore,
  });
