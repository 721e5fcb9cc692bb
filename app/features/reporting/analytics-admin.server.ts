import { Router } from "express";
import { z } from "zod";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { sendCsv } from "#app/shared/staff/route-helpers.server";
import { getAnalytics } from "./analytics-store.server";
import { moneyReport } from "./money-report.server";
import { staffOverview } from "./overview.server";
import { moneyReportCsv } from "./money-report-csv";
import { MoneyReportQuerySchema, MoneyReportTableSchema } from "./money-report-schema";

const MoneyReportCsvQuerySchema = z.object({ table: MoneyReportTableSchema }).and(MoneyReportQuerySchema);

/** /api/admin/analytics (SPEC §2 analytics panel) and the money report (issue 21). */
export function analyticsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/analytics", async (_req, res) => {
    res.json(await getAnalytics(ctx.db));
  });
  // The charts on /admin (issue 21): the day on one page.
  router.get("/overview", async (_req, res) => {
    res.json(await staffOverview(ctx.db));
  });
  router.get("/reports/money", async (req, res) => {
    res.json(await moneyReport(ctx.db, parseInput(MoneyReportQuerySchema, req.query)));
  });
  // One table of the report (days, methods, courses, months or entries) for the same range.
  router.get("/reports/money.csv", async (req, res) => {
    const { table, ...query } = parseInput(MoneyReportCsvQuerySchema, req.query);
    const report = await moneyReport(ctx.db, query);
    sendCsv(res, `money-${table}-${report.from}-to-${report.to}`, moneyReportCsv(report, table));
  });
  return router;
}
