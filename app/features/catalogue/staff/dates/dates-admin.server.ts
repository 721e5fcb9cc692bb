import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { AvailableDateInputSchema } from "../staff-schema";
import { timetableAdminApi } from "../timetable-store.server";
import { availableDateStore } from "./dates-store.server";

/** /api/admin/available-dates (SPEC §2 Available Dates tab, §7); an edit moving booked learners asks first (issue 21). */
export const datesAdminApi = (ctx: AppContext): Router =>
  timetableAdminApi(ctx, {
    path: "/available-dates",
    what: "Available date",
    schema: AvailableDateInputSchema,
    store: availableDateStore,
  });
