// POST /api/admin/bookings (with GET /api/admin/bookable-dates) and /api/admin/bookings/{id}/retake: staff book for
// a phone or walk-in customer, and book a learner's free retake (issue 21, M6).
import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { parseId } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { createStaffBooking, staffBookingDates } from "./new-booking.server";
import { staffBookRetake, staffRetakeChoice } from "./new-booking-retake.server";
import { StaffBookingDatesQuerySchema, StaffBookingSchema, StaffRetakeSchema } from "./new-booking-schema";

export function newBookingAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/bookable-dates", async (req, res) => {
    const { courseId } = parseInput(StaffBookingDatesQuerySchema, req.query);
    res.json(await staffBookingDates(ctx.db, courseId));
  });
  router.post("/bookings", async (req, res) => {
    const input = parseInput(StaffBookingSchema, req.body);
    res
      .status(201)
      .json(
        await createStaffBooking(
          ctx.db,
          input,
          signedInStaff(res),
          ctx.site,
          new Date(),
          ctx.settings.GROUP_DISCOUNT_PERCENT,
        ),
      );
  });
  router.get("/bookings/:id/retake", async (req, res) => {
    res.json(await staffRetakeChoice(ctx.db, parseId(req.params.id, "Booking")));
  });
  router.post("/bookings/:id/retake", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const input = parseInput(StaffRetakeSchema, req.body);
    res.status(201).json(await staffBookRetake(ctx.db, id, input, signedInStaff(res), ctx.site));
  });
  return router;
}
