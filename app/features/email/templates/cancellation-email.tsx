import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { datesText, formatPoundsExact, refundRouteText } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

const BY_TEXT = {
  customer: ", as you asked. Your place has been released.",
  academy: ", as we had to cancel that date. We are sorry for the trouble.",
} as const;

/** Staff cancelled the booking (issue 21, M4): who asked for it, and the reason as the customer should read it. */
export type StaffCancellation = { staff: "customer" | "academy"; reason: string };

const STAFF_BY_TEXT = {
  customer: " at your request. Your place has been released.",
  academy: " by the academy. Your place has been released. We are sorry for the trouble.",
} as const;

/** A booking is cancelled (issue 14): by whom, what comes back and why. */
export function cancellationEmail(
  booking: MessageBooking,
  site: MessageSite,
  /** `byHand`: the part the academy pays back itself, as the payments came (recordRefunds says). */
  refund: { amount: number; reason: string; byHand: number },
  /**
   * 'academy': we cancelled the date and the learner chose, or left us to give, a refund (issue 14); or staff
   * cancelled this booking, as the customer asked or for the academy's own reason (staff's internal note never
   * reaches here).
   */
  by: "customer" | "academy" | StaffCancellation = "customer",
): Promise<RenderedEmail> {
  const byStaff = typeof by === "object" ? by : null;
  const rows: [string, string][] = byStaff
    ? [
        ["Reason", byStaff.reason],
        ["Refund", refund.amount > 0 ? formatPoundsExact(refund.amount) : "None"],
        ["Refund policy", refund.reason],
      ]
    : [
        ["Refund", refund.amount > 0 ? formatPoundsExact(refund.amount) : "None"],
        ["Why", refund.reason],
      ];
  const policyKeptIt = byStaff?.staff !== "academy";
  return renderEmail(
    `Booking cancelled: ${booking.courseTitle} (${booking.reference})`,
    <EmailLayout site={site} preview={`Your booking ${booking.reference} is cancelled.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Your booking {booking.reference} for {booking.courseTitle}, {datesText(booking)}, is cancelled
        {typeof by === "object" ? STAFF_BY_TEXT[by.staff] : BY_TEXT[by]}
      </Paragraph>
      <Details rows={rows} />
      <Paragraph>
        {refund.amount > 0
          ? refundRouteText(refund)
          : policyKeptIt
            ? "No refund is due under our cancellation policy."
            : "No refund is due."}
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      <Paragraph>Changed your mind, or want another date? Call us on {site.phone}.</Paragraph>
    </EmailLayout>,
  );
}
