import { Router, type Request } from "express";
import type { AppContext } from "#server/app-context";
import { clientAddressKey } from "#app/shared/client-address.server";
import { badRequest, notFound } from "#app/shared/http-error";
import { parseInput } from "#app/shared/validation";
import { createBookingLead } from "./sale/booking-leads.server";
import { createBooking, type CreatedBooking } from "./sale/booking.server";
import { accountTokenOfCookies } from "#app/features/accounts/account-cookie.server";
import { contactOfSession } from "#app/features/accounts/account-links.server";
import { HoldLimitError } from "./sale/hold-limits.server";
import type { BookingSummary } from "./booking-summary";
import { getBookingSummary } from "./booking-summary.server";
import { linkedSummary } from "./linked-summary.server";
import { bookingCalendarFile } from "./life-cycle/confirmation-email.server";
import { updateContactDetails } from "./booking-page/booking-page.server";
import { updateLearnerDetails } from "./booking-page/learner-details.server";
import { cancelByCustomer, customerCancellationRefusal, quoteCancellation } from "./changes/cancellation.server";
import { londonToday } from "#app/shared/dates";
import { changeBookingDate, customerDateChange } from "./changes/date-change.server";
import { bookRetake, retakeChoice } from "./changes/retake.server";
import { FIND_BOOKING_ANSWER, requestBookingLink } from "./booking-page/find-booking.server";
import {
  BookingLeadRequestSchema,
  ContactDetailsChangeSchema,
  CreateBookingRequestSchema,
  DateChangeRequestSchema,
  FindBookingSchema,
} from "./schema";

const bookingNotFound = () => notFound("Booking not found");
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

/** What POST /api/bookings answers about a booking it made (SPEC §7). */
const createdBookingBody = (booking: CreatedBooking) => ({
  id: booking.id,
  reference: booking.reference,
  accessToken: booking.accessToken,
  status: booking.status,
  paymentType: booking.paymentType,
  paymentAmount: booking.paymentAmount,
  totalPrice: booking.totalPrice,
  balanceDue: booking.totalPrice - booking.paymentAmount,
  balanceDueDate: booking.balanceDueDate,
  holdExpiresAt: booking.holdExpiresAt,
});

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
    const { booking, bundled, replayed } = await createBooking(app.db, input, {
      idempotencyKey,
      holdLimit: {
        address: clientAddressKey(req),
        max: app.settings.MAX_HOLDS_PER_ADDRESS,
        maxSeats: app.settings.MAX_HELD_SEATS_PER_ADDRESS,
      },
      groupDiscountPercent: app.settings.GROUP_DISCOUNT_PERCENT,
      changes: app.catalogueCache,
      // Paying by invoice (issue 24): the account is the signed-in contact's, from the cookie, never from the body.
      ...(input.paymentType === "invoice" && {
        onAccount: {
          contact: await contactOfSession(app.db, accountTokenOfCookies(req.headers.cookie ?? "")),
          site: app.site,
        },
      }),
    }).catch((error: unknown) => {
      // The address is at its cap on unpaid holds (decision 008): say when its earliest hold lapses.
      if (error instanceof HoldLimitError) res.set("Retry-After", String(error.retryAfterSeconds));
      throw error;
    });
    if (replayed) res.set("Idempotent-Replayed", "true");
    res.status(201).json({
      ...createdBookingBody(booking),
      // A first-aid bundle (decision 026): the EFAW booking, and what the one card payment takes for both.
      ...(bundled && {
        firstAidBooking: createdBookingBody(bundled),
        payNow: booking.paymentAmount + bundled.paymentAmount,
      }),
    });
  });

  /** A request on a booking by its link, a token only its customer has: the answer is never cached (issue 13). */
  const byToken = (
    method: "get" | "put" | "post",
    path: string,
    answer: (summary: BookingSummary, request: { token: string; body: unknown }) => Promise<unknown>,
  ) =>
    router[method](`/bookings/by-token/:token${path}`, async (req, res) => {
      // Every path above has the :token parameter.
      const token = req.params.token as string;
      res.set("Cache-Control", "no-store").json(await answer(await summaryOf(token), { token, body: req.body }));
    });

  // The success page's view of a booking (issue 13: money from the ledger), with how to pay its invoice (issue 24).
  byToken("get", "", (summary) => linkedSummary(app.db, summary, app.site));

  router.get("/bookings/by-token/:token/calendar.ics", async (req, res) => {
    const summary = await summaryOf(req.params.token);
    if (summary.status !== "confirmed") throw bookingNotFound();
    res
      .type("text/calendar; charset=utf-8")
      .attachment(`${summary.reference}.ics`)
      .send(bookingCalendarFile(summary, app.site));
  });

  byToken("put", "/contact", async (summary, { token, body }) => {
    await updateContactDetails(app.db, summary.id, parseInput(ContactDetailsChangeSchema, body));
    return summaryOf(token);
  });

  // What the awarding body needs to register the learner, and their renewal-reminders consent (issue 23).
  byToken("put", "/learner", async (summary, { token, body }) => {
    await updateLearnerDetails(app.db, summary, body);
    return summaryOf(token);
  });

  // Cancelling from the booking page (issue 14): the quote, then the cancellation itself.
  byToken("get", "/cancellation", async (summary) => {
    const refusal = customerCancellationRefusal(summary, londonToday());
    return refusal
      ? { allowed: false, message: refusal }
      : { allowed: true, ...(await quoteCancellation(app.db, summary)) };
  });

  byToken("post", "/cancel", async (summary) => ({
    status: "cancelled",
    refund: await cancelByCustomer(app.db, summary.id, app.site),
  }));

  // Changing date from the booking page (issue 14): the dates on offer, then the move itself.
  byToken("get", "/date-change", (summary) => customerDateChange(app.db, summary));

  byToken("post", "/date-change", async (summary, { token, body }) => {
    const target = parseInput(DateChangeRequestSchema, body);
    const change = await changeBookingDate(app.db, summary.id, target, { by: "customer" }, app.site);
    const after = await summaryOf(token);
    return {
      startDate: after.startDate,
      totalPrice: after.totalPrice,
      amountPaid: after.amountPaid,
      amountHeld: after.amountHeld,
      balanceDue: after.balanceDue,
      balanceDueDate: after.balanceDueDate,
      refund: change.money.refund,
      summary: change.money.summary,
    };
  });

  // The free retake (issue 14): the later dates on offer, then booking one; the answer opens the new booking's page.
  byToken("get", "/retake", (summary) => retakeChoice(app.db, summary));

  router.post("/bookings/by-token/:token/retake", async (req, res) => {
    const summary = await summaryOf(req.params.token);
    const target = parseInput(DateChangeRequestSchema, req.body);
    res
      .status(201)
      .set("Cache-Control", "no-store")
      .json(await bookRetake(app.db, summary.id, target, app.site));
  });

  // 'Find my booking': the same answer whether or not a booking matches, so it reveals nothing.
  router.post("/bookings/find", async (req, res) => {
    const request = parseInput(FindBookingSchema, req.body);
    await requestBookingLink(app.db, request);
    res.status(202).json({ message: FIND_BOOKING_ANSWER });
  });

  return router;

  async function summaryOf(token: string) {
    const summary = await getBookingSummary(app.db, { accessToken: token });
    if (!summary) throw bookingNotFound();
    return summary;
  }
}
