// /api/admin/dates/{instance|date}/{id}/cancel (issue 21, M8): what cancelling the date would do (GET), and doing it
// once staff confirm (POST { confirm: true }).
import { Router, type Request } from "express";
import type { AppContext } from "#server/app-context";
import { notFound } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { cancelDate, cancelDateImpact, type DateKey } from "./run-change.server";
import { CancelDateSchema } from "./run-change-schema";

/** The staff pages' date key ('instance' or 'date', as in /admin/dates/…) as a bookable date's. */
function dateKeyOf(req: Request): DateKey {
  const kind = req.params.kind;
  if (kind !== "instance" && kind !== "date") throw notFound("Course date not found");
  return {
    kind: kind === "instance" ? "instance" : "available-date",
    id: parseId(req.params.id as string, "Course date"),
  };
}

export function runChangeAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/dates/:kind/:id/cancel", async (req, res) => {
    res.json(await cancelDateImpact(ctx.db, dateKeyOf(req)));
  });
  router.post("/dates/:kind/:id/cancel", async (req, res) => {
    const key = dateKeyOf(req);
    parseInput(CancelDateSchema, req.body);
    res.json(await cancelDate(ctx.db, key, signedInStaff(res)));
  });
  return router;
}
