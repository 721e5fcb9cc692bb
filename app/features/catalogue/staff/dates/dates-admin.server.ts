import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { AvailableDateInputSchema } from "../staff-schema";
import { availableDateStore } from "./dates-store.server";

/** /api/admin/available-dates (SPEC §2 Available Dates tab, §7). */
export function datesAdminApi(ctx: AppContext): Router {
  return collectionRoutes(ctx.db, "/available-dates", "Available date", AvailableDateInputSchema, availableDateStore);
}
