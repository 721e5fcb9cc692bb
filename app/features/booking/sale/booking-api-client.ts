// The browser's calls for a booking (SPEC §7), typed once for the dialog and /checkout.
import { apiRequest } from "#app/shared/api-client";
import { createAttemptKeys } from "./booking-attempt-key";
import type { CreatedBookingResponse } from "./booking-flow";
import type { BookingLeadRequest, CreateBookingRequest } from "../schema";

export const saveBookingLead = (request: BookingLeadRequest) =>
  apiRequest<{ leadId: string }>("POST", "/api/booking-leads", request);

// Called from click handlers only, so this lives in the browser (never shared between server requests).
const bookingAttempts = createAttemptKeys();

/** Creates the booking; trying the same request again after a failure reuses its Idempotency-Key. */
export async function createBooking(request: CreateBookingRequest): Promise<CreatedBookingResponse> {
  const created = await apiRequest<CreatedBookingResponse>("POST", "/api/bookings", request, {
    "Idempotency-Key": bookingAttempts.keyFor(request),
  });
  bookingAttempts.succeeded(request);
  return created;
}
