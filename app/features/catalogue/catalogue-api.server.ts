import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";
import { getActiveCourseById, listActiveCourses } from "./catalogue.server";

/** GET /api/courses and GET /api/courses/:id (SPEC §7). */
export function catalogueApi(app: AppContext): Router {
  const router = Router();
  router.get("/courses", async (_req, res) => {
    res.json(await listActiveCourses(app.db));
  });
  router.get("/courses/:id", async (req, res) => {
    res.json(await getActiveCourseById(app.db, req.params.id));
  });
  return router;
}
