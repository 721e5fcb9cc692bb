import { Router, type Request } from "express";
import type { AppContext } from "#server/app-context";
import { clientAddressKey } from "#app/shared/client-address.server";
import { badRequest, notFound } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import { createBookingLead } from "./booking-leads.server";
import { createBooking } from "./booking.server";
import { HoldLimitError } from "./hold-limits.server";
import { getBookingSummary } from "./booking-summary.server";
import { bookingCalendarFile } from "./confirmation-email.server";
import { BookingLeadRequestSchema, CreateBookingRequestSchema } from "./schema";

const bookingNotFound = () => notFound("Booking not found");
const TOKEN = /^[\w-]{20,64}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The optional Idempotency-Key header of POST /api/bookings (decision 003): a UUID when present. */
function idempotencyKeyOf(req: Request): string | undefined {
  const value = req.headers["idempotency-key"];
  if (value === undefined) return undefined;
  if (typeof value !== "string" || !UUID.test(value)) {
    throw badRequest("The Idempotency-Key header must be a UUID, such as 1b4e28ba-2fa1-41d2-883f-0016d3cca427.");
  }
  return value.toLowerCase();
}

/** Booking leads, bookings and the confirmation view (SPEC §7). */
export function bookingApi(app: AppContext): Router {
  const router = Router();

  router.post("/booking-leads", async (req, res) => {
    const input = parseInput(BookingLeadRequestSchema, req.body);
    res.status(201).json(await createBookingLead(app.db, input));
  });

  router.post("/bookings", async (req, res) => {
    const idempotencyKey = idempotencyKeyOf(req);
    const input = parseInput(CreateBookingRequestSchema, req.body);
    // A retry with the same key gets the booking made the first time, with the same answer.
    const { booking, replayed } = await createBooking(app.db, input, {
      idempotencyKey,
      holdLimit: { address: clientAddressKey(req), max: app.settings.MAX_HOLDS_PER_ADDRESS },
      changes: app.catalogueCache,
    }).catch((error: unknown) => {
      // The address is at its cap on unpaid holds (decision 008): say when its earliest hold lapses.
      if (error instanceof HoldLimitError) res.set("Retry-After", String(error.retryAfterSeconds));
      throw error;
    });
    if (replayed) res.set("Idempotent-Replayed", "true");
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
