import { Router } from "express";
import type { AppContext } from "#server/app-context";
import type { StaffActor } from "#app/features/audit/audit.server";
import { parseInput } from "#app/shared/validation";
import { parseId, parseUpdate } from "#app/shared/staff/route-helpers.server";
import { VenueInputSchema } from "./venue-schema";
import { createVenue, deleteVenue, getStoredVenue, listVenues, updateVenue } from "./venues-store.server";

const VENUE = "Venue";

/** /api/admin/venues (issue 21): staff keep each venue once; dates and runs pick one. */
export function venuesAdminApi({ db }: AppContext): Router {
  const router = Router();
  const actor = (locals: Record<string, unknown>) => locals.user as StaffActor;
  router.get("/venues", async (_req, res) => {
    res.json(await listVenues(db));
  });
  router.post("/venues", async (req, res) => {
    res.status(201).json(await createVenue(db, actor(res.locals), parseInput(VenueInputSchema, req.body)));
  });
  router.put("/venues/:id", async (req, res) => {
    const id = parseId(req.params.id, VENUE);
    const input = parseUpdate(VenueInputSchema, await getStoredVenue(db, id), req.body);
    res.json(await updateVenue(db, actor(res.locals), id, input));
  });
  router.delete("/venues/:id", async (req, res) => {
    await deleteVenue(db, actor(res.locals), parseId(req.params.id, VENUE));
    res.status(204).end();
  });
  return router;
}
