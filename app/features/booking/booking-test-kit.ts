// Test helpers for starting bookings through the API, shared by the booking tests.
import { randomUUID } from "node:crypto";
import { customer } from "#test/support/booking-fixtures";
import type { AdminClient } from "#test/support/factories";
import { postJson, type TestApp } from "#test/support/test-app";

/** Starts a booking of a date through the API as `customer` would, paying in full (£249), unless `body` says else. */
export const postBooking = (
  app: TestApp,
  body: { courseId: string; availableDateId: string } & Record<string, unknown>,
): Promise<Response> =>
  postJson(app, "/api/bookings", { userDetails: customer, paymentType: "full", paymentAmount: 24_900, ...body });

/** Staff book a date by phone for `customer`, paid in full later (left owing: confirmed at once), unless `body` says else. */
export const staffBookingLeftOwing = (
  admin: AdminClient,
  body: { courseId: string; availableDateId: string; dueDate: string } & Record<string, unknown>,
): Promise<Response> =>
  admin.send("POST", "/bookings", {
    requestKey: randomUUID(),
    userDetails: customer,
    channel: "phone",
    paymentType: "full",
    how: "owing",
    ...body,
  });
