// A booking's learner on its staff page (issue 23): what the awarding body needs, read and corrected by staff.
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { notFound } from "#app/shared/http-error";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { getBookingSummary } from "../booking-summary.server";
import { correctLearnerDetailsByStaff, learnerDetailsForStaff } from "../booking-page/learner-details.server";

export function staffLearnerApi(ctx: AppContext): Router {
  const router = Router();
  const bookingOf = async (id: string | undefined) => {
    const summary = await getBookingSummary(ctx.db, { id: parseId(id as string, "Booking") });
    if (!summary) throw notFound("Booking not found");
    return summary;
  };
  const viewOf = async (booking: Awaited<ReturnType<typeof bookingOf>>) => {
    const view = await learnerDetailsForStaff(ctx.db, booking);
    if (!view) throw notFound("This booking has no learner");
    return view;
  };
  router.get("/bookings/:id/learner", async (req, res) => {
    res.json(await viewOf(await bookingOf(req.params.id)));
  });
  router.put("/bookings/:id/learner", async (req, res) => {
    const booking = await bookingOf(req.params.id);
    await correctLearnerDetailsByStaff(ctx.db, booking, req.body, signedInStaff(res));
    res.json(await viewOf(booking));
  });
  return router;
}
