import { Router, type Response } from "express";
import type { AppContext } from "#server/app-context";
import { londonToday } from "#app/shared/dates";
import type { CachedJson } from "./catalogue-cache.server";
import { coursePageData } from "./course-detail/course-page.server";
import { firstAidDatesFor } from "./first-aid-dates.server";

/** The public catalogue and timetable (SPEC §7), served from the catalogue cache. */
export function catalogueApi(app: AppContext): Router {
  const reads = app.catalogue;
  const router = Router();
  router.get("/courses", async (_req, res) => {
    sendCached(res, await reads.courses());
  });
  router.get("/courses/slug/:slug", async (req, res) => {
    sendCached(res, await reads.courseBySlug(req.params.slug));
  });
  // The course page's data in one answer, for client-side navigation (the page loader's on a full load).
  router.get("/courses/slug/:slug/page", async (req, res) => {
    res.json(await coursePageData(reads, req.params.slug, londonToday()));
  });
  router.get("/courses/:id", async (req, res) => {
    sendCached(res, await reads.courseById(req.params.id));
  });
  router.get("/courses/:id/instances", async (req, res) => {
    const course = await reads.courseById(req.params.id);
    sendCached(res, await reads.instances(course.value.id));
  });
  router.get("/courses/:id/available-dates", async (req, res) => {
    const course = await reads.courseById(req.params.id);
    sendCached(res, await reads.availableDates(course.value.id));
  });
  router.get("/course-instances", async (_req, res) => {
    sendCached(res, await reads.instances());
  });
  router.get("/available-dates", async (_req, res) => {
    sendCached(res, await reads.availableDates());
  });
  // The first aid dates before a course that needs a certificate (issue 23), for the booking dialog.
  router.get("/first-aid-dates", async (req, res) => {
    res.json(await firstAidDatesFor(reads, req.query, londonToday()));
  });
  return router;
}

/** The JSON serialised once by the cache; a client that already has it (If-None-Match) gets a 304. */
function sendCached(res: Response, cached: CachedJson<unknown>): void {
  res.set("ETag", cached.etag).type("application/json").send(cached.json);
}
