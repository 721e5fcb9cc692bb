import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { CourseInstanceInputSchema } from "../staff-schema";
import {
  createInstance,
  deleteInstance,
  getStoredInstance,
  listAllInstances,
  updateInstance,
} from "./instances-store.server";
import { parseId, parseUpdate } from "#app/shared/staff/route-helpers.server";

/** /api/admin/course-instances (SPEC §2 Schedules tab, §7). */
export function instancesAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/course-instances", async (_req, res) => {
    res.json(await listAllInstances(ctx.db));
  });
  router.post("/course-instances", async (req, res) => {
    res.status(201).json(await createInstance(ctx.db, parseInput(CourseInstanceInputSchema, req.body)));
  });
  router.put("/course-instances/:id", async (req, res) => {
    const id = parseId(req.params.id, "Schedule");
    const input = parseUpdate(CourseInstanceInputSchema, await getStoredInstance(ctx.db, id), req.body);
    res.json(await updateInstance(ctx.db, id, input));
  });
  router.delete("/course-instances/:id", async (req, res) => {
    await deleteInstance(ctx.db, parseId(req.params.id, "Schedule"));
    res.status(204).end();
  });
  return router;
}
