import { Router } from "express";
import type { AppContext } from "#server/app-context";
import { parseInput } from "#app/shared/validation";
import {
  BookingListQuerySchema,
  CustomerEmailSchema,
  DueDateSchema,
  ReleaseSeatSchema,
  ResultSchema,
  RosterQuerySchema,
  StaffPaymentSchema,
  StaffRefundSchema,
} from "./staff-schema";
import { refundHeldMoney } from "#app/features/payments/staff/refund-actions.server";
import { moneyOwed, roster, rosterDates } from "./money-and-roster.server";
import { changeCustomerEmail, extendDueDate, releaseUnpaidSeat, sendReminderNow } from "./booking-actions.server";
import { getBooking, listBookings, recordStaffPayment } from "./bookings-store.server";
import { bookingsCsv } from "./bookings-csv.server";
import { moneyOwedCsv } from "./money-owed-csv";
import { StaffCancelSchema } from "./staff-cancel-schema";
import { cancelByStaff, staffCancellationQuote } from "./staff-cancellation.server";
import { parseId, sendCsv } from "#app/shared/staff/route-helpers.server";
import { signedInStaff } from "#app/shared/staff/signed-in-staff.server";
import { londonToday } from "#app/shared/dates";
import { changeBookingDate, dateOptionsFor } from "../changes/date-change.server";
import { staffBookingSummary } from "../booking-summary.server";
import { DateChangeRequestSchema } from "../schema";
import { recordResult } from "../changes/results.server";
import { markAudited } from "#app/features/audit/audit-middleware.server";

/** /api/admin/bookings: beyond the spec, what staff need to run the courses. */
export function bookingsAdminApi(ctx: AppContext): Router {
  const router = Router();
  router.get("/bookings", async (req, res) => {
    res.json(await listBookings(ctx.db, parseInput(BookingListQuerySchema, req.query)));
  });
  router.get("/bookings.csv", async (req, res) => {
    sendCsv(res, "bookings", await bookingsCsv(ctx.db, parseInput(BookingListQuerySchema, req.query)));
  });
  router.get("/money-owed", async (_req, res) => {
    res.json(await moneyOwed(ctx.db));
  });
  router.get("/money-owed.csv", async (_req, res) => {
    sendCsv(res, "money-owed", moneyOwedCsv(await moneyOwed(ctx.db)));
  });
  router.get("/roster/dates", async (_req, res) => {
    res.json(await rosterDates(ctx.db));
  });
  router.get("/roster", async (req, res) => {
    res.json(await roster(ctx.db, parseInput(RosterQuerySchema, req.query)));
  });
  router.get("/bookings/:id", async (req, res) => {
    res.json(await getBooking(ctx.db, parseId(req.params.id, "Booking")));
  });
  router.get("/bookings/:id/cancellation", async (req, res) => {
    res.json(await staffCancellationQuote(ctx.db, parseId(req.params.id, "Booking")));
  });
  router.post("/bookings/:id/cancel", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const request = parseInput(StaffCancelSchema, req.body);
    res.json(await cancelByStaff(ctx.db, id, request, signedInStaff(res), ctx.site));
  });
  // Money a cancelled booking still holds (a card payment that came after its seat had gone, say), refunded by staff.
  router.post("/bookings/:id/refund", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const request = parseInput(StaffRefundSchema, req.body);
    res.json(await refundHeldMoney(ctx.db, id, request, signedInStaff(res).username));
  });
  router.post("/bookings/:id/payments", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const payment = parseInput(StaffPaymentSchema, req.body);
    res.status(201).json(await recordStaffPayment(ctx.db, id, payment, signedInStaff(res), ctx.site));
  });
  router.post("/bookings/:id/due-date", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const { balanceDueDate } = parseInput(DueDateSchema, req.body);
    res.json(await extendDueDate(ctx.db, id, balanceDueDate, signedInStaff(res)));
  });
  router.post("/bookings/:id/send-reminder", async (req, res) => {
    res.json(await sendReminderNow(ctx.db, parseId(req.params.id, "Booking"), signedInStaff(res), ctx.site));
  });
  router.post("/bookings/:id/release", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const { reason } = parseInput(ReleaseSeatSchema, req.body);
    res.json(await releaseUnpaidSeat(ctx.db, id, reason, signedInStaff(res)));
  });
  router.put("/bookings/:id/email", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const { email } = parseInput(CustomerEmailSchema, req.body);
    res.json(await changeCustomerEmail(ctx.db, id, email, signedInStaff(res), ctx.site));
  });
  // Moving a booking (issue 14): any confirmed booking to any date of its course with a free seat, at any time.
  router.get("/bookings/:id/dates", async (req, res) => {
    const summary = await staffBookingSummary(ctx.db, req.params.id);
    res.json(await dateOptionsFor(ctx.db, summary, londonToday()));
  });
  router.post("/bookings/:id/move", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const target = parseInput(DateChangeRequestSchema, req.body);
    await changeBookingDate(ctx.db, id, target, { by: "staff", actor: signedInStaff(res).username }, ctx.site);
    res.json(await getBooking(ctx.db, id));
  });
  // The learner's result (issue 14), e-mailed to them (issue 21, M5): 'not passed' opens a free retake on their page.
  router.post("/bookings/:id/result", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const { result } = parseInput(ResultSchema, req.body);
    const outcome = await recordResult(ctx.db, id, result, signedInStaff(res), ctx.site);
    // The same result again changes nothing: nothing to log (a change logs itself, with its e-mail).
    if (!outcome.changed) markAudited(res);
    res.json(await getBooking(ctx.db, id));
  });
  // The staff screen's one-click "Mark balance paid" (before the ledger): the whole balance, method not stated.
  router.post("/bookings/:id/mark-balance-paid", async (req, res) => {
    const id = parseId(req.params.id, "Booking");
    const { balanceDue } = await getBooking(ctx.db, id);
    const payment = { amount: Math.max(1, balanceDue), method: "Other" as const, note: "Balance marked paid" };
    res.json(await recordStaffPayment(ctx.db, id, payment, signedInStaff(res), ctx.site));
  });
  return router;
}
