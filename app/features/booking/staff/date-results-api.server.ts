// /api/admin/dates/{instance|date}/{id}/results: the date's learners with their results, and saving several at once.
import type { Router } from "express";
import type { AppContext } from "#server/app-context";
import { dateActionApi } from "./date-key.server";
import { DateResultsSchema } from "./date-results-schema";
import { dateResults, saveDateResults } from "./date-results.server";

export function dateResultsAdminApi(ctx: AppContext): Router {
  return dateActionApi(ctx, "results", { schema: DateResultsSchema, read: dateResults, act: saveDateResults });
}
