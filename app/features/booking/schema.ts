// Booking forms and requests (SPEC §5, §7), shared by the browser and the server.
import { z } from "zod";
import { multiLine, oneLine } from "#app/shared/plain-text";

/** `lines`: oneLine for the details fields, multiLine for the notes (a textarea). */
const text = (max: number, lines = oneLine) =>
  z.string().trim().max(max, `Must be at most ${max} characters`).check(lines);

/** The booking dialog's details step (SPEC §5 "Booking details form"). */
export const BookingDetailsSchema = z.object({
  fullName: text(100).min(2, "Full name must be at least 2 characters"),
  email: text(254).pipe(z.email("Please enter a valid email address")),
  phone: text(30).min(10, "Please enter a valid phone number"),
  address: text(300).min(5, "Please enter a complete address"),
  postcode: text(12).min(5, "Please enter a valid postcode"),
  notes: text(2000, multiLine).optional(),
});
export type BookingDetails = z.infer<typeof BookingDetailsSchema>;

/** The /checkout form: the same fields with the checkout page's own messages (SPEC §5). */
export const CheckoutDetailsSchema = z.object({
  fullName: text(100).min(2, "Full name is required"),
  email: text(254).pipe(z.email("Valid email is required")),
  phone: text(30).min(10, "Valid phone number is required"),
  address: text(300).min(5, "Full address is required"),
  postcode: text(12).min(5, "Valid postcode is required"),
  notes: text(2000, multiLine).optional(),
});

/** POST /api/booking-leads (SPEC §7). */
export const BookingLeadRequestSchema = z.strictObject({
  ...BookingDetailsSchema.shape,
  selectedCourseId: z.uuid("Please choose a course"),
  selectedCourseDateId: z.uuid("Please choose a date"),
});
export type BookingLeadRequest = z.infer<typeof BookingLeadRequestSchema>;

/**
 * POST /api/bookings (SPEC §7), with `instanceId` as the alternative to
 * `availableDateId`. paymentAmount is checked against the server's own
 * figure, never used as the price.
 */
export const CreateBookingRequestSchema = z
  .strictObject({
    courseId: z.uuid("Please choose a course"),
    availableDateId: z.uuid("Please choose a date").nullish(),
    instanceId: z.uuid("Please choose a date").nullish(),
    leadId: z.uuid().nullish(),
    userDetails: z.strictObject(BookingDetailsSchema.shape),
    paymentType: z.enum(["deposit", "full"], "Please choose how to pay"),
    paymentAmount: z.number("The payment amount is required").int().positive().max(10_000_000),
  })
  .refine((body) => Boolean(body.availableDateId) !== Boolean(body.instanceId), {
    message: "Please choose one date",
    path: ["availableDateId"],
  });
export type CreateBookingRequest = z.infer<typeof CreateBookingRequestSchema>;

/** POST /api/create-payment-intent: the booking decides the amount (SPEC §7 fields kept, amount ignored). */
export const CreatePaymentIntentRequestSchema = z.object({
  bookingId: z.uuid("The booking reference is missing"),
  amount: z.number().int().optional(),
  courseTitle: z.string().max(300).optional(),
  customerEmail: z.string().max(254).optional(),
  customerName: z.string().max(200).optional(),
});

/** PUT /api/bookings/by-token/{token}/contact: what a customer may change themselves (issue 13). */
export const ContactDetailsChangeSchema = BookingDetailsSchema.pick({ phone: true, address: true, postcode: true });
export type ContactDetailsChange = z.output<typeof ContactDetailsChangeSchema>;

/** POST /api/bookings/find: the 'Find my booking' form. */
export const FindBookingSchema = z.object({
  email: BookingDetailsSchema.shape.email,
  reference: z
    .string("Please enter your booking reference")
    .trim()
    .toUpperCase()
    .regex(/^TV-[A-Z0-9]{8}$/, "Please enter your booking reference, such as TV-AB3CD4EF"),
});
export type FindBooking = z.output<typeof FindBookingSchema>;

/** POST /api/bookings/by-token/{token}/date-change and staff moves: the date to move to (issue 14). */
export const DateChangeRequestSchema = z
  .strictObject({
    availableDateId: z.uuid("Please choose a date").nullish(),
    instanceId: z.uuid("Please choose a date").nullish(),
  })
  .refine((body) => Boolean(body.availableDateId) !== Boolean(body.instanceId), {
    message: "Please choose one date",
    path: ["instanceId"],
  });
export type DateChangeRequest = z.infer<typeof DateChangeRequestSchema>;
