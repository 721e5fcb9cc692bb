import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { PostInputSchema } from "./staff-schema";
import { createPost, deletePost, getStoredPost, listAllPosts, updatePost } from "./posts-store.server";
import { parseId, parseUpdate } from "#app/shared/staff/route-helpers.server";

/** /api/admin/posts (SPEC §2 Blog Articles tab, §7). */
export function postsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/posts", async (_req, res) => {
    res.json(await listAllPosts(ctx.db));
  });
  router.post("/posts", async (req, res) => {
    // SPEC §3: the default author is the academy's name.
    res.status(201).json(await createPost(ctx.db, parseInput(PostInputSchema, req.body), ctx.site.name));
  });
  router.put("/posts/:id", async (req, res) => {
    const id = parseId(req.params.id, "Article");
    const input = parseUpdate(PostInputSchema, await getStoredPost(ctx.db, id), req.body);
    res.json(await updatePost(ctx.db, id, input));
  });
  router.delete("/posts/:id", async (req, res) => {
    await deletePost(ctx.db, parseId(req.params.id, "Article"));
    res.status(204).end();
  });
  return router;
}
