import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { collectionRoutes } from "#app/shared/staff/collection-routes.server";
import { AvailableDateInputSchema } from "../staff-schema";
import { changeImpactRoute, updateThroughGuard } from "../run-change-routes.server";
import { availableDateStore, getStoredAvailableDate, updateAvailableDate } from "./dates-store.server";

/** /api/admin/available-dates (SPEC §2 Available Dates tab, §7); an edit moving booked learners asks first (issue 21). */
export function datesAdminApi(ctx: AppContext): Router {
  const router = Router();
  const store = { ...availableDateStore, update: updateThroughGuard(ctx, "available-date", updateAvailableDate) };
  router.use(collectionRoutes(ctx.db, "/available-dates", "Available date", AvailableDateInputSchema, store));
  router.use(
    changeImpactRoute(ctx, {
      path: "/available-dates",
      what: "Available date",
      kind: "available-date",
      schema: AvailableDateInputSchema,
      stored: getStoredAvailableDate,
      update: updateAvailableDate,
    }),
  );
  return router;
}
