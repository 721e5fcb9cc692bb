import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";
import { getActiveCourseById, getActiveCourseBySlug, listActiveCourses } from "./catalogue.server";
import { withFaqs } from "./course-detail/course-faqs.server";
import { listUpcomingAvailableDates, listUpcomingInstances } from "./schedule.server";

/** The public catalogue and timetable (SPEC §7). */
export function catalogueApi(app: AppContext): Router {
  const router = Router();
  router.get("/courses", async (_req, res) => {
    res.json(await listActiveCourses(app.db));
  });
  router.get("/courses/slug/:slug", async (req, res) => {
    res.json(withFaqs(await getActiveCourseBySlug(app.db, req.params.slug)));
  });
  router.get("/courses/:id", async (req, res) => {
    res.json(await getActiveCourseById(app.db, req.params.id));
  });
  router.get("/courses/:id/instances", async (req, res) => {
    const course = await getActiveCourseById(app.db, req.params.id);
    res.json(await listUpcomingInstances(app.db, { courseId: course.id }));
  });
  router.get("/courses/:id/available-dates", async (req, res) => {
    const course = await getActiveCourseById(app.db, req.params.id);
    res.json(await listUpcomingAvailableDates(app.db, { courseId: course.id }));
  });
  router.get("/course-instances", async (_req, res) => {
    res.json(await listUpcomingInstances(app.db));
  });
  router.get("/available-dates", async (_req, res) => {
    res.json(await listUpcomingAvailableDates(app.db));
  });
  return router;
}
