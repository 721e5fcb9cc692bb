import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import { BookingListQuerySchema } from "./staff-schema";
import { bookingsCsv, cancelBooking, getBooking, listBookings, markBalancePaid } from "./bookings-store.server";
import { parseId, sendCsv } from "#app/shared/staff/route-helpers.server";

/** /api/admin/bookings: beyond the spec, what staff need to run the courses. */
export function bookingsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/bookings", async (req, res) => {
    res.json(await listBookings(ctx.db, parseInput(BookingListQuerySchema, req.query)));
  });
  router.get("/bookings.csv", async (req, res) => {
    sendCsv(res, "bookings", bookingsCsv(await listBookings(ctx.db, parseInput(BookingListQuerySchema, req.query))));
  });
  router.get("/bookings/:id", async (req, res) => {
    res.json(await getBooking(ctx.db, parseId(req.params.id, "Booking")));
  });
  router.post("/bookings/:id/cancel", async (req, res) => {
    res.json(await cancelBooking(ctx.db, parseId(req.params.id, "Booking")));
  });
  router.post("/bookings/:id/mark-balance-paid", async (req, res) => {
    res.json(await markBalancePaid(ctx.db, parseId(req.params.id, "Booking")));
  });
  return router;
}
