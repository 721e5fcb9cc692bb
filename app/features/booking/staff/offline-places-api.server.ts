// /api/admin/dates/{instance|date}/{id}/offline-places and /api/admin/offline-places/{id}: places booked offline,
// named, added and removed from the date's page (issue 21, M9).
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { notFound } from "#app/shared/http-error";
import { addOfflinePlace, removeOfflinePlace, updateOfflinePlace } from "./offline-places.server";
import { OfflinePlaceSchema, StaffDateKindSchema } from "./offline-places-schema";

export function offlinePlacesAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.post("/dates/:kind/:id/offline-places", async (req, res) => {
    const kind = StaffDateKindSchema.safeParse(req.params.kind);
    if (!kind.success) throw notFound("Course date not found");
    const id = parseId(req.params.id, "Course date");
    const input = parseInput(OfflinePlaceSchema, req.body);
    const ref = { kind: kind.data === "instance" ? ("instance" as const) : ("available-date" as const), id };
    res.status(201).json(await addOfflinePlace(ctx.db, ref, input, signedInStaff(res)));
  });
  router.put("/offline-places/:id", async (req, res) => {
    const id = parseId(req.params.id, "Place");
    const input = parseInput(OfflinePlaceSchema, req.body);
    res.json(await updateOfflinePlace(ctx.db, id, input, signedInStaff(res)));
  });
  router.delete("/offline-places/:id", async (req, res) => {
    await removeOfflinePlace(ctx.db, parseId(req.params.id, "Place"), signedInStaff(res));
    res.status(204).end();
  });
  return router;
}
