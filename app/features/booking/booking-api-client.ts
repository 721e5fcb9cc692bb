// The browser's calls for a booking (SPEC §7), typed once for the dialog and /checkout.
import { apiRequest } from "~/shared/api-client";
import type { CreatedBookingResponse } from "./booking-flow";
import type { BookingLeadRequest, CreateBookingRequest } from "./schema";

export const saveBookingLead = (request: BookingLeadRequest) =>
  apiRequest<{ leadId: string }>("POST", "/api/booking-leads", request);

export const createBooking = (request: CreateBookingRequest) =>
  apiRequest<CreatedBookingResponse>("POST", "/api/bookings", request);
