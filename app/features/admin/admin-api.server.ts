import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";

/** Every /api/admin route; mounted behind requireAdmin in server/app.ts. */
export function adminApi(_ctx: AppContext): Router {
  const router = Router();
  return router;
}
