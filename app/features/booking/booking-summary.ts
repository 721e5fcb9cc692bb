import type { BookingStatus, UserDetails } from "#db/schema";

/** What the success page, e-mails and staff see of a booking. */
export type BookingSummary = {
  id: string;
  reference: string;
  status: BookingStatus;
  needsRefund: boolean;
  paymentType: "deposit" | "full";
  paymentAmount: number;
  totalPrice: number;
  balanceDue: number;
  balanceDueDate: string | null;
  holdExpiresAt: string | null;
  userDetails: UserDetails;
  courseId: string;
  courseTitle: string;
  courseSlug: string;
  durationDays: number;
  hasPrerequisites: boolean;
  startDate: string;
  endDate: string | null;
  location: string;
};
