// The payment page's calls (SPEC §7): the intent for a saved booking, and the built-in test provider's card endpoint.
import type { BookingInfo } from "#app/features/booking/sale/booking-storage";
import { apiRequest } from "#app/shared/api-client";
import type { TestCard } from "./schema";

export type PaymentIntentResponse = {
  clientSecret: string;
  provider: "test" | "stripe";
  publishableKey: string | null;
  /** Pence, the booking's own amount (a first-aid bundle's: both bookings'): the server ignores the one sent. */
  amount: number;
  /** When the course runs, worded by the server as on every other page. */
  when: string;
  /** Printed under a deposit, worded by the server: '(£100 deposit)', a group's '(£100 deposit per learner)'. */
  depositNote: string | null;
  /** A first-aid bundle's (decision 026): what the payment is for, booking by booking, as the server names each. */
  lines?: { label: string; amount: number }[];
};

export const createPaymentIntent = (info: BookingInfo) =>
  apiRequest<PaymentIntentResponse>("POST", "/api/create-payment-intent", {
    bookingId: info.bookingId,
    amount: info.paymentAmount,
    courseTitle: info.course.title,
    customerEmail: info.userDetails.email,
    customerName: info.userDetails.fullName,
  });

export const confirmTestPayment = (card: TestCard) =>
  apiRequest<{ status: "succeeded" }>("POST", "/api/test-payments/confirm", card);
