import { londonDateOf } from "#app/shared/dates";
import { ActionButton, Details, EmailLayout, Paragraph } from "./email-layout";
import { formatDate, formatPoundsExact } from "./email-format";
import type { MessageBooking, MessageSite, RenderedEmail } from "./message-data";
import { renderEmail } from "./render-email";

/** Staff have paid a refund back themselves (the money had not come by card): the promise the cancellation made. */
export function refundPaidEmail(
  booking: MessageBooking,
  site: MessageSite,
  refund: { amount: number; method: string; paidAt: Date },
): Promise<RenderedEmail> {
  const amount = formatPoundsExact(refund.amount);
  return renderEmail(
    `Refund of ${amount} paid (${booking.reference})`,
    <EmailLayout site={site} preview={`We have paid back ${amount}.`}>
      <Paragraph>Dear {booking.fullName},</Paragraph>
      <Paragraph>
        We have paid back {amount} for your booking {booking.reference} ({booking.courseTitle}).
      </Paragraph>
      <Details
        rows={[
          ["Refund", amount],
          ["Paid back", formatDate(londonDateOf(refund.paidAt))],
          ["How", refund.method],
          ["Booking reference", booking.reference],
        ]}
      />
      <Paragraph>If it has not reached you within a few working days, please call us on {site.phone}.</Paragraph>
      <ActionButton href={booking.bookingUrl}>View your booking</ActionButton>
    </EmailLayout>,
  );
}
