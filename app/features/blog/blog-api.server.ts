import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";

/** GET /api/posts?published=true and GET /api/posts/:slug (SPEC §7). */
export function blogApi(_app: AppContext): Router {
  return Router();
}
