// A booking's learner on its staff page (issue 23): what the awarding body needs, read and corrected by staff.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { notFound } from "#app/shared/http-error";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import type { BookingSummary } from "../booking-summary";
import { staffBookingSummary } from "../booking-summary.server";
import { correctLearnerDetailsByStaff, learnerDetailsForStaff } from "../booking-page/learner-details.server";

export function staffLearnerApi(ctx: AppContext): Router {
  const router = Router();
  const viewOf = async (booking: BookingSummary) => {
    const view = await learnerDetailsForStaff(ctx.db, booking);
    if (!view) throw notFound("This booking has no learner");
    return view;
  };
  router.get("/bookings/:id/learner", async (req, res) => {
    res.json(await viewOf(await staffBookingSummary(ctx.db, req.params.id)));
  });
  router.put("/bookings/:id/learner", async (req, res) => {
    const booking = await staffBookingSummary(ctx.db, req.params.id);
    await correctLearnerDetailsByStaff(ctx.db, booking, req.body, signedInStaff(res));
    res.json(await viewOf(booking));
  });
  return router;
}
