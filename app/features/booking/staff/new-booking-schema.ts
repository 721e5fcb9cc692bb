// A booking staff make for a phone or walk-in customer (issue 21, M6; decision 021): the request, shared by the
// form and POST /api/admin/bookings, and what the form is told about a course's dates.
import { z } from "zod";
import { calendarDate, optionalText } from "#app/shared/staff/input-fields";
import { penceAmount } from "#app/shared/staff/money-fields";
import {
  BookingDetailsSchema,
  FirstAidAnswerSchema,
  GroupLearnersSchema,
  namesOneDate,
  oneDateMessage,
} from "../schema";
import type { PaymentOptions, PaymentType } from "../sale/payment-rules";
import { PAYMENT_METHODS } from "./staff-schema";

export const BOOKING_CHANNELS = ["phone", "walk-in"] as const;
export type StaffBookingChannel = (typeof BOOKING_CHANNELS)[number];

/**
 * How the customer pays: a card link e-mailed to them, money staff took and record, nothing yet, or on an approved
 * business's account by invoice (issue 24), as its contact may online.
 */
export const PAYMENT_ROUTES = ["card-link", "by-hand", "owing", "account"] as const;
export type PaymentRoute = (typeof PAYMENT_ROUTES)[number];

/** How long a card link holds the seat (decision 021): the customer's time to pay on their booking page. */
export const CARD_LINK_HOLD_HOURS = [24, 48, 72] as const;

/**
 * The first-aid answer's messages when staff give it for the learner (issue 23): what the learner says on the phone
 * or at the desk, and, when it falls short, staff's tick that the learner was told.
 */
export const STAFF_FIRST_AID_MESSAGES = {
  missing:
    "This course needs a first aid certificate: please enter the learner's first aid qualification, or 'None yet'.",
  qualification: "Please choose the learner's first aid qualification, or 'None yet'",
  acknowledged:
    "Please confirm that the learner was told they cannot start the course without a valid first aid certificate",
} as const satisfies Record<"missing" | "qualification" | "acknowledged", string>;

/**
 * POST /api/admin/bookings. One flat object (the form's own shape): the fields of the chosen payment route are
 * required, the others ignored. `requestKey` is the form's own id for this booking: sent twice, it books once.
 */
export const StaffBookingSchema = z
  .strictObject({
    requestKey: z.uuid("The form's key is missing: reload the page"),
    courseId: z.uuid("Please choose a course"),
    availableDateId: z.uuid("Please choose a date").nullish(),
    instanceId: z.uuid("Please choose a date").nullish(),
    userDetails: z.strictObject(BookingDetailsSchema.shape),
    channel: z.enum(BOOKING_CHANNELS, "Please say how the customer booked"),
    paymentType: z.enum(["deposit", "full"], "Please choose deposit or full price"),
    how: z.enum(PAYMENT_ROUTES, "Please choose how it is paid"),
    holdHours: z.literal(CARD_LINK_HOLD_HOURS, "Please choose how long the seat is held").optional(),
    amount: penceAmount("amount").optional(),
    method: z.enum(PAYMENT_METHODS, "Please choose how it was paid").optional(),
    receivedOn: calendarDate("Please enter the day the money arrived").optional(),
    note: optionalText(500),
    dueDate: calendarDate("Please choose when it is due").optional(),
    /** Required on a course that needs a first aid certificate, checked with the date on the server (issue 23). */
    firstAid: FirstAidAnswerSchema.optional(),
    /** A group booked by phone (issue 24): one seat per learner, as online; absent, one seat for the customer. */
    learners: GroupLearnersSchema.optional(),
    /** On account: the approved business and the contact booking for it (one of its own), as the invoice names. */
    organisationId: z.uuid("Please choose the business account").optional(),
    organisationContactId: z.uuid("Please choose who is booking for the business").optional(),
    /** The business's purchase order number; the server requires it when the account does, as online. */
    purchaseOrder: optionalText(50),
  })
  .superRefine((value, context) => {
    const missing = (path: string, message: string) => context.addIssue({ code: "custom", path: [path], message });
    if (Boolean(value.availableDateId) === Boolean(value.instanceId)) missing("instanceId", "Please choose a date");
    if (value.how === "card-link" && value.holdHours === undefined) {
      missing("holdHours", "Please choose how long the seat is held");
    }
    if (value.how === "by-hand") {
      if (value.amount === undefined) missing("amount", "Please enter the amount received");
      if (value.method === undefined) missing("method", "Please choose how it was paid");
      if (value.receivedOn === undefined) missing("receivedOn", "Please enter the day the money arrived");
    }
    if (value.how === "owing" && value.dueDate === undefined) missing("dueDate", "Please choose when it is due");
    if (value.how === "account") {
      if (!value.organisationId) missing("organisationId", "Please choose the business account");
      if (!value.organisationContactId) {
        missing("organisationContactId", "Please choose who is booking for the business");
      }
    }
  });
export type StaffBookingInput = z.output<typeof StaffBookingSchema>;

/** GET /api/admin/bookable-dates?courseId= */
export const StaffBookingDatesQuerySchema = z.object({ courseId: z.uuid("Please choose a course") });

/** A date staff may book: open, not past, a seat free (the public's count). Money in pence, from the pricing rule. */
export type StaffBookingDate = {
  kind: "instance" | "available-date";
  id: string;
  startDate: string;
  location: string;
  seatsLeft: number;
  price: number;
  payment: PaymentOptions;
  /** What each payment type takes now. */
  dueNow: Record<PaymentType, number>;
  /** When a deposit booking's balance falls due (S−7). */
  depositBalanceDueDate: string;
};

/** The answer to a new booking: where staff go next. */
export type StaffBookingCreated = { id: string; reference: string; status: "pending" | "confirmed" };

/** POST /api/admin/bookings/{id}/retake: the learner's free retake, booked by staff on a date they choose. */
export const StaffRetakeSchema = z
  .strictObject({
    availableDateId: z.uuid("Please choose a date").nullish(),
    instanceId: z.uuid("Please choose a date").nullish(),
    channel: z.enum(BOOKING_CHANNELS, "Please say how the learner asked"),
  })
  .refine(namesOneDate, oneDateMessage("instanceId"));
export type StaffRetakeInput = z.output<typeof StaffRetakeSchema>;
