// The steps every booking takes, whether it starts in the home dialog or on
// /checkout (SPEC §4): the details become a lead, the chosen date and payment
// type become a booking, and the server's answer becomes `bookingInfo`.
import type { BookingInfo } from "./booking-storage";
import { amountDueNow, computePaymentOptions, type PaymentType } from "./payment-rules";
import type { BookingDetails, BookingLeadRequest, CreateBookingRequest } from "../schema";

export type BookingCourse = BookingInfo["course"];
export type BookingDate = BookingInfo["selectedDate"];

/** POST /api/bookings' answer. */
export type CreatedBookingResponse = {
  id: string;
  reference: string;
  accessToken: string;
  status: string;
  paymentType: PaymentType;
  paymentAmount: number;
  totalPrice: number;
  balanceDue: number;
  balanceDueDate: string | null;
  holdExpiresAt: string | null;
};

/** When `bookingInfo` cannot be saved, /payment would have nothing to charge. */
export const STORAGE_BLOCKED_MESSAGE =
  "Your browser did not let us save your booking. Please allow this site to store data, then try again.";

export type CheckoutPayment = { paymentType: PaymentType; amountNow: number; balance: number };

/** /checkout takes the £100 deposit whenever it is allowed (SPEC §4), else the full price. */
export function checkoutPayment(price: number, startDate: string, today: string): CheckoutPayment {
  const { options } = computePaymentOptions(price, startDate, today);
  const paymentType: PaymentType = options.includes("deposit") ? "deposit" : "full";
  const amountNow = amountDueNow(price, paymentType);
  return { paymentType, amountNow, balance: price - amountNow };
}

export function leadRequestFor(courseId: string, dateId: string, details: BookingDetails): BookingLeadRequest {
  return { ...details, selectedCourseId: courseId, selectedCourseDateId: dateId };
}

export function bookingRequestFor(input: {
  courseId: string;
  date: Pick<BookingDate, "id" | "kind" | "price">;
  details: BookingDetails;
  paymentType: PaymentType;
  leadId?: string | null;
}): CreateBookingRequest {
  const { courseId, date, details, paymentType, leadId } = input;
  return {
    courseId,
    ...(date.kind === "instance" ? { instanceId: date.id } : { availableDateId: date.id }),
    ...(leadId ? { leadId } : {}),
    userDetails: details,
    paymentType,
    // The server checks this against its own figure and refuses a mismatch (decision 004).
    paymentAmount: amountDueNow(date.price, paymentType),
  };
}

/** What the booking dialog asks the learner besides the details (issue 23): sent with the booking, not with the lead. */
export type LearnerAnswers = Pick<CreateBookingRequest, "firstAid" | "remindersConsent">;

/** What /payment needs, from the server's answer (its amounts, not ours). */
export function bookingInfoFrom(
  created: CreatedBookingResponse,
  booked: { course: BookingCourse; date: BookingDate; details: BookingDetails },
): BookingInfo {
  return {
    bookingId: created.id,
    accessToken: created.accessToken,
    reference: created.reference,
    // Only what the payment and success pages show: the caller may pass the whole course.
    course: {
      id: booked.course.id,
      slug: booked.course.slug,
      title: booked.course.title,
      price: booked.course.price,
      durationDays: booked.course.durationDays,
    },
    selectedDate: booked.date,
    userDetails: booked.details,
    paymentAmount: created.paymentAmount,
    paymentType: created.paymentType,
    balanceDue: created.balanceDue,
    balanceDueDate: created.balanceDueDate,
  };
}

/** Where a paid booking is shown; the token identifies it, so a reload still shows it. */
export { bookingSuccessPath } from "./booking-success-path";

export const DETAILS_FIELDS = ["fullName", "email", "phone", "address", "postcode", "notes"] as const;
export type DetailsField = (typeof DETAILS_FIELDS)[number];
