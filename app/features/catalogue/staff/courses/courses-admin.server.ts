import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { CourseInputSchema } from "../staff-schema";
import { createCourse, deleteCourse, getStoredCourse, listAllCourses, updateCourse } from "./courses-store.server";
import { parseId, parseUpdate } from "#app/shared/staff/route-helpers.server";

/** /api/admin/courses (SPEC §2 Courses tab, §7). */
export function coursesAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/courses", async (_req, res) => {
    res.json(await listAllCourses(ctx.db));
  });
  router.post("/courses", async (req, res) => {
    res.status(201).json(await createCourse(ctx.db, parseInput(CourseInputSchema, req.body)));
  });
  router.put("/courses/:id", async (req, res) => {
    const id = parseId(req.params.id, "Course");
    const input = parseUpdate(CourseInputSchema, await getStoredCourse(ctx.db, id), req.body);
    res.json(await updateCourse(ctx.db, id, input));
  });
  router.delete("/courses/:id", async (req, res) => {
    await deleteCourse(ctx.db, parseId(req.params.id, "Course"));
    res.status(204).end();
  });
  return router;
}
