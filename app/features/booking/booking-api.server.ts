import { Router } from "express";
import type { AppContext } from "~/shared/app-context.server";
import { notFound } from "~/shared/http-error";
import { parseInput } from "~/shared/validation";
import { createBookingLead } from "./booking-leads.server";
import { createBooking } from "./booking.server";
import { getBookingSummary } from "./booking-summary.server";
import { bookingCalendarFile } from "./confirmation-email.server";
import { BookingLeadRequestSchema, CreateBookingRequestSchema } from "./schema";

const bookingNotFound = () => notFound("Booking not found");
const TOKEN = /^[\w-]{20,64}$/;

/** Booking leads, bookings and the confirmation view (SPEC §7). */
export function bookingApi(app: AppContext): Router {
  const router = Router();

  router.post("/booking-leads", async (req, res) => {
    const input = parseInput(BookingLeadRequestSchema, req.body);
    res.status(201).json(await createBookingLead(app.db, input));
  });

  router.post("/bookings", async (req, res) => {
    const input = parseInput(CreateBookingRequestSchema, req.body);
    const booking = await createBooking(app.db, input);
    res.status(201).json({
      id: booking.id,
      reference: booking.reference,
      accessToken: booking.accessToken,
      status: booking.status,
      paymentType: booking.paymentType,
      paymentAmount: booking.paymentAmount,
      totalPrice: booking.totalPrice,
      balanceDue: booking.balanceDue,
      balanceDueDate: booking.balanceDueDate,
      holdExpiresAt: booking.holdExpiresAt,
    });
  });

  // The success page's view of a booking, by the token only its customer has.
  router.get("/bookings/by-token/:token", async (req, res) => {
    if (!TOKEN.test(req.params.token)) throw bookingNotFound();
    const summary = await getBookingSummary(app.db, { accessToken: req.params.token });
    if (!summary) throw bookingNotFound();
    res.json(summary);
  });

  router.get("/bookings/by-token/:token/calendar.ics", async (req, res) => {
    if (!TOKEN.test(req.params.token)) throw bookingNotFound();
    const summary = await getBookingSummary(app.db, { accessToken: req.params.token });
    if (!summary || summary.status !== "confirmed") throw bookingNotFound();
    res
      .type("text/calendar; charset=utf-8")
      .attachment(`${summary.reference}.ics`)
      .send(bookingCalendarFile(summary, app.site));
  });

  return router;
}
