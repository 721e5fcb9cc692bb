import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { AvailableDateInputSchema } from "../staff-schema";
import {
  createAvailableDate,
  deleteAvailableDate,
  getStoredAvailableDate,
  listAllAvailableDates,
  updateAvailableDate,
} from "./dates-store.server";
import { parseId, parseUpdate } from "#app/shared/staff/route-helpers.server";

/** /api/admin/available-dates (SPEC §2 Available Dates tab, §7). */
export function datesAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/available-dates", async (_req, res) => {
    res.json(await listAllAvailableDates(ctx.db));
  });
  router.post("/available-dates", async (req, res) => {
    res.status(201).json(await createAvailableDate(ctx.db, parseInput(AvailableDateInputSchema, req.body)));
  });
  router.put("/available-dates/:id", async (req, res) => {
    const id = parseId(req.params.id, "Available date");
    const input = parseUpdate(AvailableDateInputSchema, await getStoredAvailableDate(ctx.db, id), req.body);
    res.json(await updateAvailableDate(ctx.db, id, input));
  });
  router.delete("/available-dates/:id", async (req, res) => {
    await deleteAvailableDate(ctx.db, parseId(req.params.id, "Available date"));
    res.status(204).end();
  });
  return router;
}
