// The staff Bookings tab's /api/admin/bookings requests and answers (SPEC §2 Bookings, §7).
import { z } from "zod";
import type { UserDetails } from "#db/schema";
import { calendarDate, listFilter, optionalText, withDayRange } from "#app/shared/staff/input-fields";
import { dayMoneyArrived, penceAmount } from "#app/shared/staff/money-fields";
import { oneLine } from "#app/shared/plain-text";
import type { OfflinePlaceView, RosterSeats } from "./offline-places-schema";
import { namesOneDate, oneDateMessage } from "../schema";

export const BOOKING_STATUSES = ["pending", "confirmed", "expired", "cancelled"] as const;

/** GET /api/admin/bookings?courseId=&status=&from=&to= (dates are the course date, inclusive). */
export const BookingListQuerySchema = withDayRange({
  courseId: listFilter(z.uuid("Please choose a course")),
  status: listFilter(z.enum(BOOKING_STATUSES, "Please choose a status")),
});
export type BookingListQuery = z.output<typeof BookingListQuerySchema>;

export type AdminBookingRow = {
  id: string;
  reference: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  courseId: string;
  courseTitle: string;
  date: string;
  location: string;
  /** 'invoice': booked on a business account and paid by its invoice (issue 24). */
  paymentType: "deposit" | "full" | "invoice";
  paymentAmount: number;
  totalPrice: number;
  /** Pence paid so far, less refunds paid back, from the payment ledger (settled figures). */
  amountPaid: number;
  /** Pence the booking holds (issue 19): paid, less refunds pending or paid back. Owed and refunds follow this. */
  amountHeld: number;
  /** Pence taken beyond the price and not yet paid back: staff see 'Overpaid £…' until the refund settles. */
  overpaid: number;
  balanceDue: number;
  balanceDueDate: string | null;
  balancePaidAt: string | null;
  status: (typeof BOOKING_STATUSES)[number];
  needsRefund: boolean;
  /** "test" when the built-in test provider took the payment: no real money (issue 11). */
  paymentProvider: string | null;
  createdAt: string;
};

export type AdminBookingDetail = AdminBookingRow & {
  availableDateId: string | null;
  instanceId: string | null;
  leadId: string | null;
  userDetails: UserDetails;
  notes: string | null;
  holdExpiresAt: string | null;
  confirmedAt: string | null;
  cancelledAt: string | null;
  /** Who asked for the cancellation (issue 21, M4), and the reason the customer was given. */
  cancelledBy: "customer" | "academy" | null;
  cancelReason: string | null;
  paymentReference: string | null;
  updatedAt: string;
  /** A booking paid by invoice (issue 24): its invoice, the first issued; null otherwise. */
  invoice?: { id: string; number: string } | null;
};

/** A ledger row as staff see it: GET /api/admin/bookings/{id} `payments` (amounts in pence). */
export type AdminPayment = {
  id: string;
  kind: string;
  amount: number;
  state: string;
  provider: string;
  providerRef: string | null;
  method: string | null;
  note: string | null;
  createdAt: string;
  settledAt: string | null;
  /** The day money recorded by hand arrived (issue 21, M10), when staff gave one: the payment's date. */
  receivedOn: string | null;
};

/** One line of the booking's timeline, in time order. */
export type TimelineEvent = { at: string; kind: string; text: string; actor: string };

export type AdminBookingFull = AdminBookingDetail & {
  payments: AdminPayment[];
  /** Pence paid that no refund has claimed yet: what staff may refund on a cancelled booking. */
  refundable: number;
  timeline: TimelineEvent[];
  /** The learner's result (issue 14), or null before one is recorded. */
  result: "passed" | "not-passed" | "did-not-attend" | null;
};

/** POST /api/admin/bookings/{id}/result */
export const ResultSchema = z.strictObject({
  result: z.enum(["passed", "not-passed", "did-not-attend"], "Please choose a result"),
});

/** A reason staff give for what they did, one line, kept on the booking's timeline. */
const reasonText = (missing: string) =>
  z.string(missing).trim().min(1, missing).max(500, "Keep the reason under 500 characters").check(oneLine);

export const PAYMENT_METHODS = ["Bank transfer", "Cash", "Card machine", "Cheque", "Other"] as const;

/** POST /api/admin/bookings/{id}/payments: money taken outside the site. */
export const StaffPaymentSchema = z.object({
  amount: penceAmount("amount"),
  method: z.enum(PAYMENT_METHODS, "Please choose how it was paid"),
  note: optionalText(500),
  /**
   * The day the money arrived (issue 21, M10), London; today when left out. Never after today (here, on both sides),
   * nor before the booking was made (the form and the server, which know the booking: receivedOnRefusal).
   */
  receivedOn: dayMoneyArrived().optional(),
});
export type StaffPaymentInput = z.output<typeof StaffPaymentSchema>;

/** POST /api/admin/bookings/{id}/due-date */
export const DueDateSchema = z.object({ balanceDueDate: calendarDate("Please choose the new due date") });

/** POST /api/admin/bookings/{id}/release */
export const ReleaseSeatSchema = z.object({
  reason: reasonText("Please say why the seat is released"),
});

/** PUT /api/admin/bookings/{id}/email */
export const CustomerEmailSchema = z.object({
  email: z
    .string("Please enter the new e-mail address")
    .trim()
    .max(254, "Must be at most 254 characters")
    .check(oneLine)
    .pipe(z.email("Please enter a valid email address")),
});

/** GET /api/admin/money-owed: confirmed bookings with a balance, oldest due date first, and the totals (pence). */
export type MoneyOwed = {
  bookings: {
    id: string;
    reference: string;
    customerName: string;
    customerPhone: string;
    courseTitle: string;
    startDate: string;
    balanceDueDate: string | null;
    amountPaid: number;
    owed: number;
    state: "due" | "due today" | "overdue";
  }[];
  totals: { count: number; owed: number; overdue: number };
  /**
   * Bookings that have taken more than their price and not yet paid it back (issue 19, pretix's overpaid list): the
   * excess, and how much of it is already on its way back.
   */
  overpaid: {
    id: string;
    reference: string;
    customerName: string;
    courseTitle: string;
    totalPrice: number;
    amountPaid: number;
    overpaid: number;
    refundPending: number;
  }[];
};

/** GET /api/admin/roster?availableDateId= or ?instanceId= */
export const RosterQuerySchema = z
  .object({
    availableDateId: z.uuid("Please choose a course date").optional(),
    instanceId: z.uuid("Please choose a course date").optional(),
  })
  .refine(namesOneDate, oneDateMessage("availableDateId", "Please choose one course date"));
export type RosterQuery = z.output<typeof RosterQuerySchema>;

export type Roster = {
  /** The date's course, for booking a seat on it (issue 21). */
  courseId: string;
  courseTitle: string;
  startDate: string;
  /** The venue's name (issue 21). */
  location: string;
  /** The venue's address, or 'Address to follow'; null for the academy's own premises. */
  venueAddress: string | null;
  learners: {
    id: string;
    reference: string;
    name: string;
    phone: string;
    email: string;
    amountPaid: number;
    owed: number;
    joiningInstructionsSent: boolean;
    /** Seats the booking holds (issue 24): more than 1 for a group, whose learners the register lists by name. */
    seats: number;
  }[];
  /** Seats sold outside the website, named or not (issue 21): on the roster and the sign-in sheet too. */
  offlinePlaces: OfflinePlaceView[];
  /** The date's seats as the public counts them (issue 21): the roster and the course page agree. */
  seats: RosterSeats;
};

/** GET /api/admin/roster/dates: a course date to choose a roster by; `kind` names its query parameter. */
export type RosterDate = {
  kind: "instanceId" | "availableDateId";
  id: string;
  startDate: string;
  location: string;
  courseTitle: string;
  learners: number;
};

/** POST /api/admin/bookings/{id}/refund: money a cancelled booking still holds, paid back as staff decide. */
export const StaffRefundSchema = z.object({
  amount: penceAmount("refund"),
  reason: reasonText("Please say why the money is refunded"),
});
export type StaffRefundInput = z.output<typeof StaffRefundSchema>;

/** POST /api/admin/refunds/{id}/paid-back: staff returned money by hand (it did not come by card). */
export const RefundPaidBackSchema = z.object({
  method: z.enum(PAYMENT_METHODS, "Please choose how it was paid back"),
  note: optionalText(500),
});
export type RefundPaidBackInput = z.output<typeof RefundPaidBackSchema>;

/** GET /api/admin/refunds: each refund, newest first; `stuck` is pending with its job given up (issue 14). */
export type AdminRefund = {
  id: string;
  bookingId: string;
  reference: string;
  customerName: string;
  courseTitle: string;
  amount: number;
  state: "pending" | "succeeded" | "failed" | "canceled" | "stuck";
  /** Staff pay it back themselves (the money did not come by card through the running provider). */
  byHand: boolean;
  /** Who asked for the booking's cancellation (issue 21, M4), when it was cancelled with one. */
  cancelledBy: "customer" | "academy" | null;
  reason: string | null;
  providerRef: string | null;
  createdAt: string;
  settledAt: string | null;
};
