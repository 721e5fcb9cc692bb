// Test helpers for starting bookings through the API, shared by the payments tests.
import { customer } from "#test/support/booking-fixtures";
import { postJson, type TestApp } from "#test/support/test-app";

/** Starts a booking of a date through the API as `customer` would, paying in full (£249), unless `body` says else. */
export const postBooking = (
  app: TestApp,
  body: { courseId: string; availableDateId: string } & Record<string, unknown>,
): Promise<Response> =>
  postJson(app, "/api/bookings", { userDetails: customer, paymentType: "full", paymentAmount: 24_900, ...body });
