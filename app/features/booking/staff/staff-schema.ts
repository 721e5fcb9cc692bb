// The staff Bookings tab's /api/admin/bookings requests and answers (SPEC §2 Bookings, §7).
import { z } from "zod";
import type { UserDetails } from "#db/schema";
import { calendarDate, listFilter } from "#app/shared/staff/input-fields";

export const BOOKING_STATUSES = ["pending", "confirmed", "expired", "cancelled"] as const;

/** GET /api/admin/bookings?courseId=&status=&from=&to= (dates are the course date, inclusive). */
export const BookingListQuerySchema = z
  .object({
    courseId: listFilter(z.uuid("Please choose a course")),
    status: listFilter(z.enum(BOOKING_STATUSES, "Please choose a status")),
    from: listFilter(calendarDate("Please enter a valid date (YYYY-MM-DD)")),
    to: listFilter(calendarDate("Please enter a valid date (YYYY-MM-DD)")),
  })
  .refine((value) => !value.from || !value.to || value.from <= value.to, {
    message: "The end of the range cannot be before its start",
    path: ["to"],
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
  paymentType: "deposit" | "full";
  paymentAmount: number;
  totalPrice: number;
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
  paymentReference: string | null;
  updatedAt: string;
};
