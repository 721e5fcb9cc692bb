import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { timetableBankHolidays } from "#app/shared/bank-holidays.server";
import { venuesAdminApi } from "./venues/venues-admin.server";

/** What the timetable forms and tables share (issue 21): /api/admin/venues and /api/admin/bank-holidays. */
export function timetableAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.use(venuesAdminApi(ctx));
  // The bank holidays the Schedules and Available Dates tabs warn about; the data package stays on the server.
  router.get("/bank-holidays", (_req, res) => {
    res.json(timetableBankHolidays());
  });
  return router;
}
