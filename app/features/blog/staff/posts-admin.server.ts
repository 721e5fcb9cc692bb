import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { postStore } from "./posts-store.server";
import { PostInputSchema } from "./staff-schema";

/** /api/admin/posts (SPEC §2 Blog Articles tab, §7); a new article's default author is the academy's name (SPEC §3). */
export function postsAdminApi(ctx: AppContext): Router {
  return collectionRoutes(ctx.db, "/posts", "Article", PostInputSchema, postStore(ctx.site.name));
}
