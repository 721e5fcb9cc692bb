import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";

/** POST /api/leads/contact (SPEC §7). */
export function leadsApi(_app: AppContext): Router {
  return Router();
}
