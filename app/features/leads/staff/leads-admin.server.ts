import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { LeadListQuerySchema, LeadStatusInputSchema } from "./staff-schema";
import { deleteLead, leadsCsv, listLeads, setLeadStatus } from "./leads-store.server";
import { parseId, sendCsv } from "#app/shared/staff/route-helpers.server";

/** /api/admin/leads (SPEC §2 Leads tab, §7). */
export function leadsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/leads", async (req, res) => {
    res.json(await listLeads(ctx.db, parseInput(LeadListQuerySchema, req.query)));
  });
  router.get("/leads.csv", async (req, res) => {
    sendCsv(res, "leads", leadsCsv(await listLeads(ctx.db, parseInput(LeadListQuerySchema, req.query))));
  });
  router.patch("/leads/:id", async (req, res) => {
    const id = parseId(req.params.id, "Lead");
    const { status } = parseInput(LeadStatusInputSchema, req.body);
    res.json(await setLeadStatus(ctx.db, id, status));
  });
  router.delete("/leads/:id", async (req, res) => {
    await deleteLead(ctx.db, parseId(req.params.id, "Lead"));
    res.status(204).end();
  });
  return router;
}
