import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { getPublishedPost, listPublishedPosts } from "./blog.server";

/**
 * GET /api/posts?published=true and GET /api/posts/:slug (SPEC §7). The public
 * list is published articles whatever the query says; staff see drafts through
 * /api/admin/posts.
 */
export function blogApi(app: AppContext): Router {
  const router = Router();
  router.get("/posts", async (_req, res) => {
    res.json(await listPublishedPosts(app.db));
  });
  router.get("/posts/:slug", async (req, res) => {
    res.json(await getPublishedPost(app.db, req.params.slug));
  });
  return router;
}
