import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { firstDayOf, formatDate, formatPoundsExact, refundRouteText } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

const BY_TEXT = {
  customer: ", as you asked. Your place has been released.",
  academy: ", as we had to cancel that date. We are sorry for the trouble.",
  staff: " by the academy. Your place has been released.",
} as const;

/** The customer cancelled (issue 14): what comes back and why. */
export function cancellationEmail(
  booking: MessageBooking,
  site: MessageSite,
  /** `byHand`: the part the academy pays back itself, as the payments came (recordRefunds says). */
  refund: { amount: number; reason: string; byHand: number },
  /**
   * 'academy': we cancelled the date and the learner chose, or left us to give, a refund (issue 14); 'staff': staff
   * cancelled this booking (the reason is in the refund's 'Why').
   */
  by: "customer" | "academy" | "staff" = "customer",
): Promise<RenderedEmail> {
  return renderEmail(
    `Booking cancelled: ${booking.courseTitle} (${booking.reference})`,
    <EmailLayout site={site} preview={`Your booking ${booking.reference} is cancelled.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        Your booking {booking.reference} for {booking.courseTitle} on {formatDate(firstDayOf(booking))} is cancelled
        {BY_TEXT[by]}
      </Paragraph>
      <Details
        rows={[
          ["Refund", refund.amount > 0 ? formatPoundsExact(refund.amount) : "None"],
          ["Why", refund.reason],
        ]}
      />
      <Paragraph>
        {refund.amount > 0
          ? refundRouteText(refund)
          : by === "staff"
            ? "No refund is due."
            : "No refund is due under our cancellation policy."}
      </Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
      <Paragraph>Changed your mind, or want another date? Call us on {site.phone}.</Paragraph>
    </EmailLayout>,
  );
}
